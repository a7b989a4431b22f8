package unwinnable

import (
	"syscall"
	"unsafe"
)

// adviseHuge asks Linux to back a large table with huge pages (2 MiB):
// the position sets are probed at random, so with 4 KiB pages nearly every
// probe of a table of many megabytes also misses the TLB. It is advice
// only (madvise MADV_HUGEPAGE, for systems whose transparent huge pages are
// "madvise"): an error, or a kernel that ignores it, changes nothing but
// the speed.
func adviseHuge[T any](slots []T) {
	const huge = 2 << 20
	var zero T
	n := uintptr(len(slots)) * unsafe.Sizeof(zero)
	if n < 2*huge {
		return
	}
	base := unsafe.Pointer(unsafe.SliceData(slots))
	start := uintptr(base)
	lo, hi := (start+huge-1)&^(huge-1), (start+n)&^(huge-1)
	if hi > lo {
		_ = syscall.Madvise(unsafe.Slice((*byte)(unsafe.Add(base, lo-start)), hi-lo), madvHugepage)
	}
}

// madvHugepage is MADV_HUGEPAGE, which package syscall does not name.
const madvHugepage = 14
