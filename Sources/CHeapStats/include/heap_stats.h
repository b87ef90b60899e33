// The heap glibc's allocator has handed out, for the benchmarks' memory figures. The Swift
// Glibc module leaves malloc.h out, so this one call goes through C.
#ifndef HEAP_STATS_H
#define HEAP_STATS_H

#include <stddef.h>

/// Bytes in use on the heap (small blocks and mmapped ones), or -1 where glibc's mallinfo2
/// is not there.
long long heap_in_use(void);

#endif
