package rulebook

import (
	"cmp"
	"strings"
)

// CompareArticles orders article numbers the way the Laws print them: part
// by part, numbers as numbers ("3.2" before "3.10"), a number before a name
// in the same place (articles before appendices: "12" before "A"), a shorter
// number before its subdivisions ("7.4" before "7.4 b"). Parts are separated
// by '.', '-' or ' ', so a rulebook's "7.4 b" and a scenario tag's "7.4-b"
// sort alike. It returns -1, 0 or +1, for slices.SortFunc.
func CompareArticles(a, b string) int {
	pa, pb := strings.FieldsFunc(a, articleSep), strings.FieldsFunc(b, articleSep)
	for i := 0; i < len(pa) && i < len(pb); i++ {
		na, ea := articlePart(pa[i])
		nb, eb := articlePart(pb[i])
		switch {
		case ea && eb && na != nb:
			return cmp.Compare(na, nb)
		case ea != eb:
			if ea {
				return -1
			}
			return 1
		case !ea && pa[i] != pb[i]:
			return cmp.Compare(pa[i], pb[i])
		}
	}
	return cmp.Compare(len(pa), len(pb))
}

func articleSep(r rune) bool { return r == '.' || r == '-' || r == ' ' }

// articlePart reads a part made of decimal digits only (at most nine).
func articlePart(s string) (int, bool) {
	if s == "" || len(s) > 9 {
		return 0, false
	}
	n := 0
	for _, r := range s {
		if r < '0' || r > '9' {
			return 0, false
		}
		n = n*10 + int(r-'0')
	}
	return n, true
}
