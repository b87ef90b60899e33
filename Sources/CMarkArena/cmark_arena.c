#include "cmark_arena.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

// Each allocation is preceded by its size, so realloc knows how much to copy.
typedef struct block {
    struct block *previous;
    size_t capacity;
    size_t used;
    _Alignas(16) unsigned char data[];
} block;

enum { HEADER = 16, FIRST_BLOCK = 1 << 16, MAX_BLOCK = 1 << 24, HUGE_PAGE = 1 << 21, KEPT_BLOCK = 1 << 23 };

static _Thread_local block *current;
static _Thread_local unsigned char *last_allocation;

static size_t round_up(size_t n) { return (n + 15) & ~(size_t)15; }

static void *out_of_memory(void) {
    abort();  // cmark's own allocator aborts too: it never checks for NULL
}

// Large blocks are aligned to and backed by transparent huge pages where the kernel offers
// them: a big document's tree then costs one page fault per 2 MB instead of one per 4 KB.
static block *allocate_block(size_t bytes) {
    if (bytes < HUGE_PAGE) return malloc(bytes);
    size_t rounded = (bytes + HUGE_PAGE - 1) & ~(size_t)(HUGE_PAGE - 1);
    void *memory = NULL;
    if (posix_memalign(&memory, HUGE_PAGE, rounded) != 0) return NULL;
#ifdef MADV_HUGEPAGE
    madvise(memory, rounded, MADV_HUGEPAGE);
#endif
    return memory;
}

static void *arena_take(size_t size) {
    size_t needed = round_up(size) + HEADER;
    if (!current || current->capacity - current->used < needed) {
        size_t capacity = current ? current->capacity * 2 : FIRST_BLOCK;
        if (capacity > MAX_BLOCK) capacity = MAX_BLOCK;
        if (capacity < needed) capacity = needed;
        block *fresh = allocate_block(sizeof(block) + capacity);
        if (!fresh) return out_of_memory();
        fresh->previous = current;
        fresh->capacity = capacity;
        fresh->used = 0;
        current = fresh;
    }
    unsigned char *start = current->data + current->used;
    current->used += needed;
    *(size_t *)start = size;
    last_allocation = start + HEADER;
    return last_allocation;
}

static void *arena_calloc(size_t count, size_t size) {
    if (size && count > SIZE_MAX / size) return out_of_memory();
    void *pointer = arena_take(count * size);
    memset(pointer, 0, count * size);
    return pointer;
}

static void *arena_realloc(void *pointer, size_t size) {
    if (!pointer) return arena_take(size);
    size_t old = *(size_t *)((unsigned char *)pointer - HEADER);
    // Growing the newest allocation of the block happens in place.
    if (pointer == last_allocation) {
        size_t start = (size_t)((unsigned char *)pointer - current->data);
        size_t needed = start + round_up(size);
        if (needed <= current->capacity) {
            current->used = needed;
            *(size_t *)((unsigned char *)pointer - HEADER) = size;
            return pointer;
        }
    }
    void *fresh = arena_take(size);
    memcpy(fresh, pointer, old < size ? old : size);
    return fresh;
}

static void arena_free(void *pointer) { (void)pointer; }

static cmark_mem allocator = {arena_calloc, arena_realloc, arena_free};

cmark_mem *inkwell_arena_allocator(void) { return &allocator; }

void inkwell_arena_reset(void) {
    // Keep the newest block, the largest, when it is of a reasonable size: the next parse on
    // this thread (the next piece of a long text, the next reply of a batch) then writes into
    // memory that is already mapped and in cache instead of faulting in fresh pages.
    block *kept = current && current->capacity <= KEPT_BLOCK ? current : NULL;
    while (current) {
        block *previous = current->previous;
        if (current != kept) free(current);
        current = previous;
    }
    current = kept;
    if (current) {
        current->previous = NULL;
        current->used = 0;
    }
    last_allocation = NULL;
}
