#include "CHeapStats.h"

#include <stdlib.h>

#if defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 33))
#include <malloc.h>

size_t dk_heap_bytes_in_use(void) {
  struct mallinfo2 info = mallinfo2();
  // uordblks: bytes in chunks in use from the heap; hblkhd: bytes in mmapped chunks
  // (large buffers, above M_MMAP_THRESHOLD).
  return info.uordblks + info.hblkhd;
}

int dk_heap_stats_available(void) { return 1; }

#elif defined(__APPLE__)
#include <malloc/malloc.h>

size_t dk_heap_bytes_in_use(void) { return mstats().bytes_used; }

int dk_heap_stats_available(void) { return 1; }

#else

size_t dk_heap_bytes_in_use(void) { return 0; }

int dk_heap_stats_available(void) { return 0; }

#endif
