#include "live/allocator.h"

#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace irqatlas {

void keepFreedMemoryForReuse()
{
#if defined(__GLIBC__)
    // Serve blocks up to 32 MiB (glibc's ceiling for this setting on 64-bit;
    // a larger value is rejected) from the heap rather than from mmap, keep up
    // to 512 MiB of freed heap instead of trimming it, and grow the heap in
    // 64 MiB steps so a tick's tables do not each take a fresh sbrk.
    mallopt(M_MMAP_THRESHOLD, 32 * 1024 * 1024);
    mallopt(M_TRIM_THRESHOLD, 512 * 1024 * 1024);
    mallopt(M_TOP_PAD, 64 * 1024 * 1024);
#endif
}

} // namespace irqatlas
