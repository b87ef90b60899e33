#include "heap_stats.h"

#include <stdlib.h>  // defines __GLIBC__ where glibc is the C library

#if defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 33))
#include <malloc.h>

long long heap_in_use(void) {
    struct mallinfo2 info = mallinfo2();
    return (long long)info.uordblks + (long long)info.hblkhd;
}
#else
long long heap_in_use(void) { return -1; }
#endif
