// The C boundary of Inkwell: only MarkdownParsing imports this module.
//
// NB: besides the public API we read a few fields of `struct cmark_node` that the public API
// does not expose (setext vs ATX headings, fenced vs indented code, footnote indices) and the
// raw (pointer, length) chunks of literals, which avoids the malloc+copy that
// `cmark_node_get_literal` makes for every text node. Debian installs these internal headers
// with libcmark-gfm-dev; the layout is pinned to the version checked below.
#ifndef INKWELL_CMARK_SHIM_H
#define INKWELL_CMARK_SHIM_H

#include <cmark-gfm/node.h>
#include <cmark-gfm/parser.h>
#include <cmark-gfm/references.h>
#include <cmark-gfm-core-extensions.h>
#include <cmark-gfm_version.h>

#if CMARK_GFM_VERSION != ((0 << 24) | (29 << 16) | (0 << 8) | 6)
#error "Inkwell reads cmark-gfm node internals laid out as in 0.29.0.gfm.6; check node.h"
#endif

/// A borrowed byte range inside the cmark tree; valid until the tree is freed.
typedef struct {
    const unsigned char *data;
    int length;
} inkwell_bytes;

static inline inkwell_bytes inkwell_chunk(cmark_chunk c) {
    inkwell_bytes b = { c.data, c.len };
    return b;
}

static inline uint16_t inkwell_type(const cmark_node *n) { return n->type; }
static inline cmark_node *inkwell_first_child(const cmark_node *n) { return n->first_child; }
static inline cmark_node *inkwell_next(const cmark_node *n) { return n->next; }
static inline cmark_node *inkwell_last_child(const cmark_node *n) { return n->last_child; }
static inline cmark_node *inkwell_parent(const cmark_node *n) { return n->parent; }
static inline const cmark_syntax_extension *inkwell_extension(const cmark_node *n) { return n->extension; }

/// Text, code span, inline/block HTML, footnote definition label, footnote reference number.
static inline inkwell_bytes inkwell_literal(const cmark_node *n) { return inkwell_chunk(n->as.literal); }
static inline inkwell_bytes inkwell_code_literal(const cmark_node *n) { return inkwell_chunk(n->as.code.literal); }
static inline inkwell_bytes inkwell_code_info(const cmark_node *n) { return inkwell_chunk(n->as.code.info); }
static inline int inkwell_code_is_fenced(const cmark_node *n) { return n->as.code.fenced != 0; }
static inline unsigned char inkwell_code_fence_char(const cmark_node *n) { return n->as.code.fence_char; }
static inline int inkwell_code_fence_length(const cmark_node *n) { return n->as.code.fence_length; }
static inline inkwell_bytes inkwell_link_url(const cmark_node *n) { return inkwell_chunk(n->as.link.url); }
static inline inkwell_bytes inkwell_link_title(const cmark_node *n) { return inkwell_chunk(n->as.link.title); }
static inline int inkwell_heading_level(const cmark_node *n) { return n->as.heading.level; }
static inline int inkwell_heading_is_setext(const cmark_node *n) { return n->as.heading.setext; }
static inline int inkwell_list_is_ordered(const cmark_node *n) { return n->as.list.list_type == CMARK_ORDERED_LIST; }
static inline int inkwell_list_start(const cmark_node *n) { return n->as.list.start; }
static inline int inkwell_list_delim_is_paren(const cmark_node *n) { return n->as.list.delimiter == CMARK_PAREN_DELIM; }
static inline unsigned char inkwell_list_bullet(const cmark_node *n) { return n->as.list.bullet_char; }
static inline int inkwell_list_is_tight(const cmark_node *n) { return n->as.list.tight; }
/// Which use of its footnote this reference is (1 for the first).
static inline int inkwell_footnote_ref_ix(const cmark_node *n) { return n->footnote.ref_ix; }
/// How many references a footnote definition has.
static inline int inkwell_footnote_def_count(const cmark_node *n) { return n->footnote.def_count; }
static inline const cmark_node *inkwell_footnote_parent_def(const cmark_node *n) { return n->parent_footnote_def; }
static inline int inkwell_start_line(const cmark_node *n) { return n->start_line; }
static inline int inkwell_start_column(const cmark_node *n) { return n->start_column; }
static inline int inkwell_end_line(const cmark_node *n) { return n->end_line; }
static inline int inkwell_end_column(const cmark_node *n) { return n->end_column; }

// A parser's link reference definitions, read to share them between the pieces of a long text
// (see PieceParsing). Valid after feeding, until the parser is finished or freed.
static inline const cmark_map_entry *inkwell_first_reference(const cmark_parser *p) { return p->refmap ? p->refmap->refs : NULL; }
static inline const cmark_map_entry *inkwell_next_reference(const cmark_map_entry *e) { return e->next; }
/// The order the parser made the definition in (0 first).
static inline unsigned int inkwell_reference_age(const cmark_map_entry *e) { return e->age; }
/// The label, normalised (case folded, spaces collapsed) and NUL-terminated.
static inline const unsigned char *inkwell_reference_label(const cmark_map_entry *e) { return e->label; }
static inline inkwell_bytes inkwell_reference_url(const cmark_map_entry *e) { return inkwell_chunk(((const cmark_reference *)e)->url); }
static inline inkwell_bytes inkwell_reference_title(const cmark_map_entry *e) { return inkwell_chunk(((const cmark_reference *)e)->title); }

// The node types of the table and strikethrough extensions are globals the extensions library
// assigns at registration; read them through functions so Swift sees no mutable global.
extern CMARK_GFM_EXTENSIONS_EXPORT cmark_node_type CMARK_NODE_TABLE, CMARK_NODE_TABLE_ROW,
    CMARK_NODE_TABLE_CELL, CMARK_NODE_STRIKETHROUGH;
static inline uint16_t inkwell_type_table(void) { return (uint16_t)CMARK_NODE_TABLE; }
static inline uint16_t inkwell_type_table_row(void) { return (uint16_t)CMARK_NODE_TABLE_ROW; }
static inline uint16_t inkwell_type_table_cell(void) { return (uint16_t)CMARK_NODE_TABLE_CELL; }
static inline uint16_t inkwell_type_strikethrough(void) { return (uint16_t)CMARK_NODE_STRIKETHROUGH; }

#endif
