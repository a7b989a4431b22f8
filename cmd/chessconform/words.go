package main

import "fmt"

// count writes n with the singular or plural of a noun: "1 game",
// "2 games", "1 more ply", "3 more plies". plural is the plural form.
func count(n int, singular, plural string) string {
	if n == 1 {
		return fmt.Sprintf("%d %s", n, singular)
	}
	return fmt.Sprintf("%d %s", n, plural)
}
