#include "reference_table.h"

#include <cmark-gfm/parser.h>
#include <cmark-gfm/references.h>
#include <stdlib.h>
#include <string.h>

struct inkwell_reference_table {
    cmark_reference *references;
    // The map's sorted array.
    cmark_map_entry **sorted;
    size_t count, capacity;
    unsigned char *storage, *bytes, *bytes_end;
};

static void *allocate(size_t size) {
    void *memory = calloc(1, size ? size : 1);
    if (!memory) abort();
    return memory;
}

inkwell_reference_table *inkwell_reference_table_new(size_t count, size_t bytes) {
    inkwell_reference_table *table = allocate(sizeof *table);
    table->references = allocate(count * sizeof *table->references);
    table->sorted = allocate(count * sizeof *table->sorted);
    table->capacity = count;
    // Labels end with a NUL byte: cmark compares them with strcmp.
    table->storage = table->bytes = allocate(bytes + count);
    table->bytes_end = table->storage + bytes + count;
    return table;
}

static cmark_chunk copy(inkwell_reference_table *table, const unsigned char *data, size_t length, int terminate) {
    cmark_chunk chunk = {table->bytes, (bufsize_t)length, 0};
    if (table->bytes + length + (terminate ? 1 : 0) > table->bytes_end) abort();
    if (length) memcpy(table->bytes, data, length);
    table->bytes += length;
    if (terminate) *table->bytes++ = 0;
    return chunk;
}

void inkwell_reference_table_append(inkwell_reference_table *table,
                                    const unsigned char *label, size_t label_length,
                                    const unsigned char *url, size_t url_length,
                                    const unsigned char *title, size_t title_length) {
    if (table->count == table->capacity) abort();
    cmark_reference *reference = &table->references[table->count];
    reference->entry.label = copy(table, label, label_length, 1).data;
    reference->entry.age = (unsigned int)table->count;
    reference->url = copy(table, url, url_length, 0);
    reference->title = copy(table, title, title_length, 0);
    table->sorted[table->count++] = &reference->entry;
}

void inkwell_reference_table_install(const inkwell_reference_table *table, cmark_parser *parser) {
    if (!table->count) return;
    parser->refmap->sorted = table->sorted;
    parser->refmap->size = (unsigned int)table->count;
}

void inkwell_reference_table_add_entries(const inkwell_reference_table *table, cmark_parser *parser) {
    cmark_map *map = parser->refmap;
    // The parser's own definitions so far come after the table's: cmark keeps the entry with
    // the lowest age of each label, and the table has the document's first one.
    for (cmark_map_entry *own = map->refs; own; own = own->next) own->age += (unsigned int)table->count;
    for (size_t i = table->count; i-- > 0;) {
        // Copies in the parser's memory: freeing the map clears each reference's chunks.
        cmark_reference *copy = map->mem->calloc(1, sizeof *copy);
        *copy = table->references[i];
        copy->entry.age = (unsigned int)i;
        copy->entry.next = map->refs;
        map->refs = &copy->entry;
    }
    map->size += (unsigned int)table->count;
}

void inkwell_reference_table_free(inkwell_reference_table *table) {
    if (!table) return;
    free(table->references);
    free(table->sorted);
    free(table->storage);
    free(table);
}
