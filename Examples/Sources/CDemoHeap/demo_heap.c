#include "demo_heap.h"

#if defined(__linux__)
#include <malloc.h>

size_t demo_heap_bytes_in_use(void) {
  struct mallinfo2 info = mallinfo2();
  // Small blocks from the arenas plus large ones mapped on their own.
  return info.uordblks + info.hblkhd;
}

void demo_heap_trim(void) { malloc_trim(0); }

#elif defined(__APPLE__)
#include <malloc/malloc.h>

size_t demo_heap_bytes_in_use(void) {
  malloc_statistics_t stats;
  malloc_zone_statistics(NULL, &stats);
  return stats.size_in_use;
}

void demo_heap_trim(void) {}

#else
size_t demo_heap_bytes_in_use(void) { return 0; }
void demo_heap_trim(void) {}
#endif
