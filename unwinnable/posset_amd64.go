package unwinnable

// prefetch asks the processor to bring the cache line of addr closer
// (PREFETCHT0) without waiting for it: unlike a load, it never holds up
// the instructions after it. A bad address is ignored, never a fault.
//
//go:noescape
func prefetch(addr uintptr)
