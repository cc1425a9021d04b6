#pragma once

namespace irqatlas {

// irqatlas re-reads megabyte-sized /proc files and rebuilds large tables every
// tick. With glibc's defaults each such buffer is a fresh mmap that the kernel
// must fault in page by page and that free() hands straight back, which costs
// more than parsing it (46 ms of a 64 ms 1152-CPU tick, measured). Keeping
// freed memory in the heap lets the next tick reuse warm pages. Call once at
// the start of main(), before any thread starts.
void keepFreedMemoryForReuse();

} // namespace irqatlas
