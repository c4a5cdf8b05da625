#ifndef DEMO_HEAP_H
#define DEMO_HEAP_H

#include <stddef.h>

/// Bytes the C allocator has handed out and not had back: what the process holds on the
/// heap now, blocks in use only, so freed memory the allocator keeps is not counted.
/// Swift's standard library has no such call; glibc's `mallinfo2` and Darwin's
/// `malloc_zone_statistics` are in headers Swift's Glibc and Darwin modules leave out.
size_t demo_heap_bytes_in_use(void);

/// Returns freed memory at the top of the heap to the system where the allocator can
/// (glibc's `malloc_trim`); does nothing elsewhere.
void demo_heap_trim(void);

#endif
