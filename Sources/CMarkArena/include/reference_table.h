// A document's link reference definitions, for parsers that each see only a piece of it.
//
// A long text is parsed in pieces (see PieceParsing in MarkdownParsing), but a reference in one
// piece may use a definition in another. The definitions of all pieces are gathered first, then
// put in one table sorted and deduplicated exactly as cmark sorts a parser's own map (by
// normalised label, the first definition winning), and the table is installed as each piece
// parser's sorted map before its inline phase. cmark then finds every definition of the
// document, as a parse of the whole text would.
#ifndef INKWELL_REFERENCE_TABLE_H
#define INKWELL_REFERENCE_TABLE_H

#include <stddef.h>
#include <cmark-gfm.h>

typedef struct inkwell_reference_table inkwell_reference_table;

/// A table for `count` definitions whose labels, URLs and titles take `bytes` in all.
inkwell_reference_table *inkwell_reference_table_new(size_t count, size_t bytes);

/// Appends a definition (label normalised as cmark does). Append in lookup order: sorted by
/// label bytes, one definition per label.
void inkwell_reference_table_append(inkwell_reference_table *table,
                                    const unsigned char *label, size_t label_length,
                                    const unsigned char *url, size_t url_length,
                                    const unsigned char *title, size_t title_length);

/// Makes `parser` look references up in the table, for a parser whose definitions are all made
/// (the block phase has finalised every paragraph). Call after feeding, before finishing. The
/// parser must allocate with the Inkwell arena (its map frees the sorted array, a no-op there),
/// and the table must outlive the parse and every use of the tree. Read-only: parsers on
/// several threads may share one table.
void inkwell_reference_table_install(const inkwell_reference_table *table, cmark_parser *parser);

/// Adds the table's definitions to `parser`'s own, ahead of them, for a parser that will still
/// make definitions in its inline phase (cmark asserts that a sorted map gets no more). Its
/// map is then sorted at its first lookup. Call after feeding, before finishing.
void inkwell_reference_table_add_entries(const inkwell_reference_table *table, cmark_parser *parser);

void inkwell_reference_table_free(inkwell_reference_table *table);

#endif
