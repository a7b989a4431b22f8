//go:build !linux

package protocol

// sessionToken is empty where descendants are not tracked.
func sessionToken() string { return "" }

// killDescendants is a no-op outside Linux: the process group (unix) is
// all that is ended.
func killDescendants(int, string) {}
