//go:build !linux

package unwinnable

// adviseHuge does nothing here: huge pages are asked for on Linux only
// (posset_linux.go).
func adviseHuge[T any](slots []T) {}
