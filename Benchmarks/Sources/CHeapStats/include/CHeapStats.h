#ifndef DELEGATEKIT_CHEAPSTATS_H
#define DELEGATEKIT_CHEAPSTATS_H

#include <stddef.h>

/// Bytes the C allocator reports as handed out and not yet freed, including its own
/// per-chunk overhead: glibc `mallinfo2()` (`uordblks + hblkhd`, main arena only, so call
/// it from the main thread) or Darwin `mstats().bytes_used`. 0 where neither exists.
size_t dk_heap_bytes_in_use(void);

/// Whether `dk_heap_bytes_in_use` measures anything on this platform.
int dk_heap_stats_available(void);

#endif
