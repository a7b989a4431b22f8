//go:build !amd64

package unwinnable

// prefetch does nothing here: the prefetch instruction is used on amd64
// only (posset_amd64.s).
func prefetch(addr uintptr) {}
