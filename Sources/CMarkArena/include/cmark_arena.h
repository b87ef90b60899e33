// A per-thread bump allocator for cmark-gfm's parser.
//
// cmark mallocs and frees every node, string buffer and chunk separately; for a large document
// that is a fifth of the parse time, and as much again to free the tree. The cmark-gfm CLI
// avoids this with its arena, but that arena is one global and cannot serve parallel --jobs.
// This one keeps a separate arena per thread (thread-local storage): allocation is a pointer
// bump, free is a no-op, and inkwell_arena_reset() releases the whole tree at once.
#ifndef INKWELL_CMARK_ARENA_H
#define INKWELL_CMARK_ARENA_H

#include <cmark-gfm.h>

/// The allocator to hand to cmark_parser_new_with_mem; valid on every thread.
cmark_mem *inkwell_arena_allocator(void);

/// Releases everything the calling thread's arena handed out (keeps its newest block, up to
/// 8 MB, for reuse).
void inkwell_arena_reset(void);

#endif
