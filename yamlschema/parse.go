package yamlschema

import (
	"bytes"
	"fmt"
	"math"
	"strconv"
	"strings"
	"sync"
	"time"

	"gopkg.in/yaml.v3"
)

// Limits bound what one document may use; they are checked before the
// document is converted or validated, each with a problem naming the limit.
// A zero field means the default (DefaultLimits).
type Limits struct {
	// MaxBytes is the size of the source. Default 1 MiB: the largest shipped
	// rulebook is 20 KB, an event log of a 300-move game about 60 KB. Parsing
	// and validating the largest allowed document takes well under a second
	// and at most about 150 MB (yaml.v3's node tree is the bulk of it).
	MaxBytes int
	// MaxDepth is the nesting of mappings and sequences (aliases expanded).
	// Default 64.
	MaxDepth int
	// MaxAliases is the number of aliases (*name). Default 1,000.
	MaxAliases int
	// MaxNodes is the number of nodes with every alias expanded: what the
	// validator and the caller will walk. It rejects alias bombs ("billion
	// laughs"), whose few bytes expand to billions of nodes. Default 250,000.
	MaxNodes int
}

// DefaultLimits returns the limits Parse and Validate use.
func DefaultLimits() Limits {
	return Limits{MaxBytes: 1 << 20, MaxDepth: 64, MaxAliases: 1000, MaxNodes: 250_000}
}

func (l Limits) orDefault() Limits {
	d := DefaultLimits()
	if l.MaxBytes <= 0 {
		l.MaxBytes = d.MaxBytes
	}
	if l.MaxDepth <= 0 {
		l.MaxDepth = d.MaxDepth
	}
	if l.MaxAliases <= 0 {
		l.MaxAliases = d.MaxAliases
	}
	if l.MaxNodes <= 0 {
		l.MaxNodes = d.MaxNodes
	}
	return l
}

// sizeName writes a byte count for people: "4 MiB", "51.2 MB".
func sizeName(n int) string {
	switch {
	case n >= 1<<20 && n%(1<<20) == 0:
		return fmt.Sprintf("%d MiB", n>>20)
	case n >= 1<<10 && n%(1<<10) == 0 && n < 1<<20:
		return fmt.Sprintf("%d KiB", n>>10)
	case n >= 1_000_000:
		return fmt.Sprintf("%.1f MB", float64(n)/1e6)
	case n >= 1000:
		return fmt.Sprintf("%.1f kB", float64(n)/1e3)
	}
	return fmt.Sprintf("%d bytes", n)
}

// unmarshalNode is yaml.Unmarshal into a node, with yaml.v3's panics (it has
// had some on hostile input) turned into errors.
func unmarshalNode(src []byte, n *yaml.Node) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("yaml: the YAML parser failed: %v", r)
		}
	}()
	return yaml.Unmarshal(src, n)
}

// syntaxProblem turns a yaml.v3 syntax error into a problem at the place of
// the error. yaml.v3 reports the line where the enclosing block started (an
// error on line 28 of a mapping opened on line 3 says "line 3"), so the place
// is found again: the shortest prefix of src that fails with the same error
// ends just after the token that caused it. That takes about log2(len(src))
// parses of prefixes.
func syntaxProblem(name string, src []byte, err error) Problem {
	full := err.Error()
	msg := strings.TrimPrefix(full, "yaml: ")
	if i := strings.Index(msg, ": "); strings.HasPrefix(msg, "line ") && i > 0 {
		msg = msg[i+2:]
	}
	msg = strings.Join(strings.Fields(msg), " ")
	fails := func(n int) bool {
		var root yaml.Node
		e := unmarshalNode(src[:n], &root)
		return e != nil && e.Error() == full
	}
	lo, hi := 0, len(src) // fails(hi) holds (it is the input); find the least n
	for lo < hi {
		mid := lo + (hi-lo)/2
		if fails(mid) {
			hi = mid
		} else {
			lo = mid + 1
		}
	}
	// The error shows once the prefix reaches into the offending token; its
	// first byte is the last byte of the prefix. Report the line and column
	// of that byte (1-based, columns in characters).
	at := max(hi-1, 0)
	for at > 0 && at < len(src) && (src[at] == '\n' || src[at] == '\r') {
		at-- // an error at a line end belongs to that line
	}
	line := 1 + bytes.Count(src[:at], []byte("\n"))
	start := bytes.LastIndexByte(src[:at], '\n') + 1
	col := 1 + len([]rune(string(src[start:at])))
	return Problem{File: name, Line: line, Col: col, Message: msg}
}

// checkShape walks the node tree once and checks the limits on depth,
// aliases and expanded size before anything else walks it.
func checkShape(name string, root *yaml.Node, l Limits) (Problem, bool) {
	type shape struct{ nodes, depth int }
	memo := map[*yaml.Node]shape{}
	aliases := 0
	var bad *Problem
	fail := func(n *yaml.Node, format string, a ...any) {
		if bad == nil {
			bad = &Problem{File: name, Line: n.Line, Col: n.Column, Message: fmt.Sprintf(format, a...)}
		}
	}
	var walk func(n *yaml.Node, level int) shape
	walk = func(n *yaml.Node, level int) shape {
		if bad != nil {
			return shape{}
		}
		if s, ok := memo[n]; ok {
			return s
		}
		if level > l.MaxDepth {
			fail(n, "nested deeper than the limit of %d levels", l.MaxDepth)
			return shape{}
		}
		s := shape{nodes: 1}
		switch n.Kind {
		case yaml.AliasNode:
			aliases++
			if aliases > l.MaxAliases {
				fail(n, "more than the limit of %d aliases", l.MaxAliases)
				return shape{}
			}
			if n.Alias == nil {
				fail(n, "alias *%s has no anchor", n.Value)
				return shape{}
			}
			memo[n] = shape{} // an alias inside its own anchor: counted once
			t := walk(n.Alias, level)
			s = t
		case yaml.MappingNode, yaml.SequenceNode, yaml.DocumentNode:
			for _, c := range n.Content {
				t := walk(c, level+1)
				s.nodes += t.nodes
				s.depth = max(s.depth, t.depth+1)
				if s.nodes > l.MaxNodes {
					fail(n, "more than the limit of %d nodes with the aliases expanded (an alias bomb?)", l.MaxNodes)
					return shape{}
				}
			}
		}
		if n.Anchor != "" || n.Kind == yaml.AliasNode {
			memo[n] = s
		}
		if level+s.depth > l.MaxDepth {
			fail(n, "nested deeper than the limit of %d levels (with the aliases expanded)", l.MaxDepth)
		}
		return s
	}
	s := walk(root, 1)
	if bad == nil && s.nodes > l.MaxNodes {
		fail(root, "more than the limit of %d nodes with the aliases expanded (an alias bomb?)", l.MaxNodes)
	}
	if bad != nil {
		return *bad, false
	}
	return Problem{}, true
}

// ptrPath is a JSON pointer built only when a problem needs it.
type ptrPath struct {
	parent *ptrPath
	tok    string
}

func (p *ptrPath) String() string {
	if p == nil {
		return ""
	}
	return p.parent.String() + "/" + escape(p.tok)
}

// converter builds the value in the JSON data model straight from the node
// tree: one pass, no second decode. Values an alias refers to are shared.
type converter struct {
	d        *Document
	memo     map[*yaml.Node]any
	problems []Problem
}

func (c *converter) problem(n *yaml.Node, at *ptrPath, format string, a ...any) {
	c.problems = append(c.problems, Problem{File: c.d.Name, Line: n.Line, Col: n.Column, Pointer: at.String(), Message: fmt.Sprintf(format, a...)})
}

func (c *converter) value(n *yaml.Node, at *ptrPath) any {
	switch n.Kind {
	case yaml.AliasNode:
		if v, ok := c.memo[n.Alias]; ok {
			return v
		}
		return c.value(n.Alias, at)
	case yaml.ScalarNode:
		return c.scalar(n, at)
	case yaml.SequenceNode:
		out := make([]any, len(n.Content))
		if n.Anchor != "" {
			c.memo[n] = out
		}
		for i, e := range n.Content {
			out[i] = c.value(e, &ptrPath{at, strconv.Itoa(i)})
		}
		return out
	case yaml.MappingNode:
		out := make(map[string]any, len(n.Content)/2)
		if n.Anchor != "" {
			c.memo[n] = out
		}
		first := make(map[string]*yaml.Node, len(n.Content)/2)
		var merges []*yaml.Node
		for i := 0; i+1 < len(n.Content); i += 2 {
			k, v := n.Content[i], n.Content[i+1]
			if k.Kind == yaml.ScalarNode && k.ShortTag() == "!!merge" {
				merges = append(merges, v)
				continue
			}
			key, ok := c.key(k, at)
			if !ok {
				continue
			}
			if f, dup := first[key]; dup {
				c.problem(k, &ptrPath{at, k.Value}, "duplicate key %q (first at line %d, column %d)", k.Value, f.Line, f.Column)
				continue
			}
			first[key] = k
			out[key] = c.value(v, &ptrPath{at, key})
		}
		// << merges: keys written in the mapping win over merged ones, and
		// earlier merged mappings over later ones (YAML merge key spec).
		for _, m := range merges {
			for m.Kind == yaml.AliasNode {
				m = m.Alias
			}
			var srcs []*yaml.Node
			switch m.Kind {
			case yaml.MappingNode:
				srcs = []*yaml.Node{m}
			case yaml.SequenceNode:
				srcs = m.Content
			}
			for _, s := range srcs {
				for s.Kind == yaml.AliasNode {
					s = s.Alias
				}
				if s.Kind != yaml.MappingNode {
					c.problem(s, at, "a merge (<<) takes a mapping or a list of mappings")
					continue
				}
				mv, _ := c.value(s, at).(map[string]any)
				for k, v := range mv {
					if _, ok := out[k]; !ok {
						out[k] = v
					}
				}
			}
		}
		return out
	}
	c.problem(n, at, "unsupported YAML node")
	return nil
}

// key returns a mapping key as a string: as written for strings, else the
// decoded scalar formatted with fmt.Sprint (1 -> "1", true -> "true").
func (c *converter) key(k *yaml.Node, at *ptrPath) (string, bool) {
	for k.Kind == yaml.AliasNode {
		k = k.Alias
	}
	if k.Kind != yaml.ScalarNode {
		c.problem(k, at, "a mapping key must be a scalar, not a %s", kindName(k.Kind))
		return "", false
	}
	if k.ShortTag() == "!!str" {
		return k.Value, true
	}
	return fmt.Sprint(c.scalar(k, at)), true
}

func kindName(k yaml.Kind) string {
	switch k {
	case yaml.MappingNode:
		return "mapping"
	case yaml.SequenceNode:
		return "sequence"
	}
	return "node"
}

// scalar resolves a scalar as yaml.v3 decodes it into an interface{}, except
// that timestamps stay their source text (JSON has no time type) and
// non-finite floats (.inf, -.inf, .nan), which JSON cannot hold, are problems.
func (c *converter) scalar(n *yaml.Node, at *ptrPath) any {
	switch n.ShortTag() {
	case "!!str":
		return n.Value
	case "!!null":
		return nil
	case "!!timestamp":
		return n.Value
	case "!!int":
		if i, err := strconv.Atoi(n.Value); err == nil && plainInt(n.Value) {
			return i
		}
	}
	var v any
	if err := n.Decode(&v); err != nil {
		c.problem(n, at, "%s", strings.TrimPrefix(err.Error(), "yaml: "))
		return nil
	}
	switch t := v.(type) {
	case float64:
		if math.IsInf(t, 0) || math.IsNaN(t) {
			c.problem(n, at, "%s is not a finite number (JSON has no infinity or NaN)", n.Value)
			return nil
		}
	case time.Time:
		return n.Value
	case []byte:
		return string(t)
	case nil, bool, string, int, int64, uint64:
	default:
		c.problem(n, at, "unsupported YAML value of type %T", v)
		return nil
	}
	return v
}

// plainInt reports whether s is written as decimal digits with an optional
// sign, which strconv.Atoi reads exactly as yaml.v3 does.
func plainInt(s string) bool {
	if s != "" && (s[0] == '-' || s[0] == '+') {
		s = s[1:]
	}
	if s == "" || (len(s) > 1 && s[0] == '0') {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// keyIndex maps each large mapping node to its keys, so that locating
// thousands of problems in one mapping stays linear.
type keyIndex struct {
	mu sync.Mutex
	m  map[*yaml.Node]map[string]int
}

// smallMapping is the size up to which a mapping is searched key by key.
const smallMapping = 16

// keyNode returns the key node of name in mapping n (the first, if the key
// is repeated), or n itself when n is not a mapping or has no such key.
func (d *Document) keyNode(n *yaml.Node, name string) *yaml.Node {
	if i := d.lookup(n, name); i >= 0 {
		return n.Content[i]
	}
	return n
}

// lookup returns the index in n.Content of the key node of name in mapping
// n (its value follows it), or -1.
func (d *Document) lookup(n *yaml.Node, name string) int {
	if n.Kind != yaml.MappingNode {
		return -1
	}
	if len(n.Content)/2 <= smallMapping {
		for i := 0; i+1 < len(n.Content); i += 2 {
			if n.Content[i].Value == name {
				return i
			}
		}
		return -1
	}
	d.idx.mu.Lock()
	defer d.idx.mu.Unlock()
	if d.idx.m == nil {
		d.idx.m = map[*yaml.Node]map[string]int{}
	}
	keys, ok := d.idx.m[n]
	if !ok {
		keys = make(map[string]int, len(n.Content)/2)
		for i := 0; i+1 < len(n.Content); i += 2 {
			if _, seen := keys[n.Content[i].Value]; !seen {
				keys[n.Content[i].Value] = i
			}
		}
		d.idx.m[n] = keys
	}
	if i, ok := keys[name]; ok {
		return i
	}
	return -1
}

// nodeAt follows a JSON pointer through the node tree; it returns the deepest
// node reached and whether the whole pointer was resolved.
func (d *Document) nodeAt(ptr string) (*yaml.Node, bool) {
	n := d.Root
	if n.Kind == yaml.DocumentNode && len(n.Content) > 0 {
		n = n.Content[0]
	}
	if ptr == "" {
		return n, true
	}
	for _, tok := range strings.Split(ptr[1:], "/") {
		tok = unescaper.Replace(tok)
		for n.Kind == yaml.AliasNode {
			n = n.Alias
		}
		var next *yaml.Node
		switch n.Kind {
		case yaml.MappingNode:
			if i := d.lookup(n, tok); i >= 0 {
				next = n.Content[i+1]
			}
		case yaml.SequenceNode:
			if i, err := strconv.Atoi(tok); err == nil && i >= 0 && i < len(n.Content) {
				next = n.Content[i]
			}
		}
		if next == nil {
			return n, false
		}
		n = next
	}
	return n, true
}
