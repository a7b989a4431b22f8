package steps

import (
	"context"
	_ "embed"
	"fmt"
	"io/fs"
	"reflect"
	"regexp"
	"slices"
	"sort"
	"strings"
	"sync"

	"github.com/cucumber/godog"

	"github.com/chessconform/chessconform"
	"github.com/chessconform/chessconform/yamlschema"
)

// phrasesYAML is the step phrase table: every step id in every language.
//
//go:embed phrases.yaml
var phrasesYAML []byte

// PhrasesSchema is the schema of the phrase table inside chessconform.Data.
const PhrasesSchema = "schema/phrases.schema.json"

// Phrases is a loaded, checked phrase table: the patterns of every step id in
// every language, and the vocabularies whose word forms map to one value.
type Phrases struct {
	langs  []string
	byID   map[string][]phrase                     // step id -> patterns of all languages
	byLang map[string][]*regexp.Regexp             // language -> patterns of all steps
	nsub   map[string]int                          // step id -> capture groups
	canon  map[string]map[string]map[string]string // kind -> language -> word -> canonical value
}

type phrase struct {
	lang string
	re   *regexp.Regexp
	// order[i] is the handler argument that capture group i+1 fills; nil
	// when the groups are in the handler's order. Set for patterns with
	// named groups, so a language may put the arguments in another order.
	order []int
	// vocab[i] is the vocabulary of capture group i+1, "" for none: its
	// word reaches the handler as the canonical value.
	vocab []string
}

type phraseFile struct {
	Languages []string                                  `yaml:"languages"`
	Vocab     map[string]map[string]map[string][]string `yaml:"vocab"`
	Steps     map[string]map[string][]string            `yaml:"steps"`
}

var (
	placeholder      = regexp.MustCompile(`\{([a-z_]+)\}`)
	namedPlaceholder = regexp.MustCompile(`\(\?P<([A-Za-z_][A-Za-z0-9_]*)>\{[a-z_]+\}\)`)
)

// defaultPhrases loads the embedded table once; it is immutable afterwards.
var defaultPhrases = sync.OnceValues(func() (*Phrases, error) {
	return LoadPhrases("steps/phrases.yaml", phrasesYAML, chessconform.Data)
})

// DefaultPhrases returns the embedded phrase table.
func DefaultPhrases() (*Phrases, error) { return defaultPhrases() }

// LoadPhrases validates the table src (named name in errors) against the
// schema in schemaFS and checks that every step id has a phrase in every
// language, that every pattern compiles, and that all patterns of a step have
// the same number of capture groups. Every problem is reported, as
// file:line:col pointer: message, sorted.
func LoadPhrases(name string, src []byte, schemaFS fs.FS) (*Phrases, error) {
	schema, err := yamlschema.Compile(schemaFS, PhrasesSchema)
	if err != nil {
		return nil, err
	}
	doc, problems := schema.Validate(name, src)
	if len(problems) > 0 {
		return nil, yamlschema.Problems(problems)
	}
	var f phraseFile
	if err := doc.Root.Decode(&f); err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	p := &Phrases{
		langs:  f.Languages,
		byID:   map[string][]phrase{},
		byLang: map[string][]*regexp.Regexp{},
		nsub:   map[string]int{},
		canon:  map[string]map[string]map[string]string{},
	}
	// groups[kind][lang] is "(w1|w2|...)", longest word first so that a
	// word's longer form is never cut short by a shorter one.
	groups := map[string]map[string]string{}
	for kind, values := range f.Vocab {
		p.canon[kind] = map[string]map[string]string{}
		words := map[string][]string{}
		for value, perLang := range values {
			for lang, ws := range perLang {
				if !slices.Contains(f.Languages, lang) {
					problems = append(problems, doc.At("/vocab/"+yamlschema.Escape(kind)+"/"+yamlschema.Escape(value)+"/"+lang,
						fmt.Sprintf("language %q is not in /languages", lang)))
					continue
				}
				if p.canon[kind][lang] == nil {
					p.canon[kind][lang] = map[string]string{}
				}
				for _, w := range ws {
					if other, dup := p.canon[kind][lang][w]; dup && other != value {
						problems = append(problems, doc.At("/vocab/"+yamlschema.Escape(kind)+"/"+yamlschema.Escape(value)+"/"+lang,
							fmt.Sprintf("%s word %q also means %q", lang, w, other)))
					}
					p.canon[kind][lang][w] = value
					words[lang] = append(words[lang], regexp.QuoteMeta(w))
				}
			}
		}
		groups[kind] = map[string]string{}
		for lang, ws := range words {
			sort.Slice(ws, func(i, j int) bool {
				if len(ws[i]) != len(ws[j]) {
					return len(ws[i]) > len(ws[j])
				}
				return ws[i] < ws[j]
			})
			groups[kind][lang] = "(" + strings.Join(ws, "|") + ")"
		}
	}
	ids := make([]string, 0, len(f.Steps))
	for id := range f.Steps {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	for _, id := range ids {
		perLang := f.Steps[id]
		at := "/steps/" + yamlschema.Escape(id)
		for lang := range perLang {
			if !slices.Contains(f.Languages, lang) {
				problems = append(problems, doc.At(at+"/"+lang, fmt.Sprintf("language %q is not in /languages", lang)))
			}
		}
		nsub, first := -1, ""
		var names []string // the first language's group names: the handler's order
		for _, lang := range f.Languages {
			exprs, ok := perLang[lang]
			if !ok {
				problems = append(problems, doc.At(at, fmt.Sprintf("step %q has no phrase in language %q", id, lang)))
				continue
			}
			for i, e := range exprs {
				ptr := fmt.Sprintf("%s/%s/%d", at, lang, i)
				var bad []string
				expand := func(m string, wrap func(string) string) string {
					kind := placeholder.FindStringSubmatch(m)[1]
					g, ok := groups[kind][lang]
					if !ok {
						bad = append(bad, kind)
						return m
					}
					return wrap(g)
				}
				// (?P<name>{kind}) is one named group; a bare {kind} is an
				// unnamed one. Either way the group's internal name carries
				// the vocabulary ("name__kind", "__kind__3"), so that the
				// word can be mapped to its canonical value before the
				// handler is called.
				n := 0
				expanded := namedPlaceholder.ReplaceAllStringFunc(e, func(m string) string {
					name := namedPlaceholder.FindStringSubmatch(m)[1]
					kind := placeholder.FindStringSubmatch(m)[1]
					return expand(m, func(g string) string { return "(?P<" + name + "__" + kind + ">(?:" + g[1:] + ")" })
				})
				expanded = placeholder.ReplaceAllStringFunc(expanded, func(m string) string {
					kind := placeholder.FindStringSubmatch(m)[1]
					n++
					return expand(m, func(g string) string { return fmt.Sprintf("(?P<__%s__%d>(?:%s)", kind, n, g[1:]) })
				})
				if len(bad) > 0 {
					problems = append(problems, doc.At(ptr, fmt.Sprintf("no %s words for vocabulary {%s}", lang, strings.Join(bad, "}, {"))))
					continue
				}
				re, err := regexp.Compile(expanded)
				if err != nil {
					problems = append(problems, doc.At(ptr, fmt.Sprintf("pattern does not compile: %v", err)))
					continue
				}
				if nsub >= 0 && re.NumSubexp() != nsub {
					problems = append(problems, doc.At(ptr, fmt.Sprintf("%d capture groups, but the %s pattern has %d", re.NumSubexp(), first, nsub)))
					continue
				}
				groupNames, vocab := splitGroupNames(re.SubexpNames()[1:])
				named := 0
				for _, n := range groupNames {
					if n != "" {
						named++
					}
				}
				if named != 0 && named != len(groupNames) {
					problems = append(problems, doc.At(ptr, "name every capture group or none"))
					continue
				}
				if nsub < 0 {
					nsub, first = re.NumSubexp(), lang
					if named > 0 {
						names = groupNames
					}
				}
				var order []int
				if (named > 0) != (names != nil) {
					problems = append(problems, doc.At(ptr, fmt.Sprintf("capture groups must be named in every language or in none (the %s pattern differs)", first)))
					continue
				}
				if names != nil {
					var err error
					if order, err = groupOrder(names, groupNames); err != nil {
						problems = append(problems, doc.At(ptr, err.Error()))
						continue
					}
				}
				p.byID[id] = append(p.byID[id], phrase{lang: lang, re: re, order: order, vocab: vocab})
				p.byLang[lang] = append(p.byLang[lang], re)
			}
		}
		p.nsub[id] = nsub
	}
	if len(problems) > 0 {
		return nil, yamlschema.Problems(yamlschema.Sort(problems))
	}
	return p, nil
}

// splitGroupNames separates the names written in a pattern from the
// vocabulary that LoadPhrases encodes in them: "side__side" is the group
// named side of vocabulary side, "__claim__2" an unnamed group of vocabulary
// claim, "to" a named group without vocabulary.
func splitGroupNames(raw []string) (names, vocab []string) {
	names, vocab = make([]string, len(raw)), make([]string, len(raw))
	for i, r := range raw {
		if rest, ok := strings.CutPrefix(r, "__"); ok {
			vocab[i], _, _ = strings.Cut(rest, "__")
			continue
		}
		names[i], vocab[i], _ = strings.Cut(r, "__")
	}
	return names, vocab
}

// groupOrder maps each group of a pattern to its handler argument, given the
// names in handler order; nil when the order is the same.
func groupOrder(want, got []string) ([]int, error) {
	order := make([]int, len(got))
	same := true
	for i, n := range got {
		j := slices.Index(want, n)
		if j < 0 || slices.Index(got, n) != i {
			return nil, fmt.Errorf("capture groups %v, but the first language names %v", got, want)
		}
		order[i] = j
		same = same && i == j
	}
	if same {
		return nil, nil
	}
	return order, nil
}

// Languages lists the languages every step has a phrase in.
func (p *Phrases) Languages() []string { return slices.Clone(p.langs) }

// StepIDs lists the step ids of the table, sorted.
func (p *Phrases) StepIDs() []string {
	ids := make([]string, 0, len(p.byID))
	for id := range p.byID {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	return ids
}

// Canon maps a word of a vocabulary in a language ("baltųjų", lt) to its
// canonical value ("white"); ok is false for an unknown word.
func (p *Phrases) Canon(kind, lang, word string) (string, bool) {
	if v, ok := p.canon[kind][lang][word]; ok {
		return v, true
	}
	// A canonical value stands for itself: the handler has usually been
	// given the mapped word already (see canonical).
	for _, byWord := range p.canon[kind] {
		for _, v := range byWord {
			if v == word {
				return v, true
			}
		}
	}
	return "", false
}

// Check verifies that the table and the handlers name the same step ids and
// that each handler takes as many arguments as its patterns capture (besides a
// leading context.Context and a trailing DocString or Table).
func (p *Phrases) Check(handlers map[string]any) error {
	var errs []string
	for id := range p.byID {
		if _, ok := handlers[id]; !ok {
			errs = append(errs, fmt.Sprintf("phrase table step %q has no handler", id))
		}
	}
	for id, h := range handlers {
		if _, ok := p.byID[id]; !ok {
			errs = append(errs, fmt.Sprintf("handler %q has no phrases", id))
			continue
		}
		if n, ok := captureArgs(h); !ok {
			errs = append(errs, fmt.Sprintf("handler %q is not a function", id))
		} else if n != p.nsub[id] {
			errs = append(errs, fmt.Sprintf("handler %q takes %d arguments, its phrases capture %d", id, n, p.nsub[id]))
		}
	}
	sort.Strings(errs)
	if len(errs) > 0 {
		return fmt.Errorf("steps/phrases.yaml: %s", strings.Join(errs, "; "))
	}
	return nil
}

var (
	contextType   = reflect.TypeOf((*context.Context)(nil)).Elem()
	docStringType = reflect.TypeOf((*godog.DocString)(nil))
	tableType     = reflect.TypeOf((*godog.Table)(nil))
)

// captureArgs counts the arguments a handler takes from capture groups.
func captureArgs(h any) (int, bool) {
	t := reflect.TypeOf(h)
	if t == nil || t.Kind() != reflect.Func {
		return 0, false
	}
	n := t.NumIn()
	first, last := 0, n
	if n > 0 && t.In(0) == contextType {
		first = 1
	}
	if last > first && (t.In(last-1) == docStringType || t.In(last-1) == tableType) {
		last--
	}
	return last - first, true
}

// Register binds every phrase of every step id to its handler, and makes a
// step fail whose text is a phrase of another language than the scenario's
// own (an English phrase in a "# language: hu" file); lang returns the
// scenario's language when a step runs.
func (p *Phrases) Register(sc *godog.ScenarioContext, handlers map[string]any, lang func() string) {
	ids := make([]string, 0, len(handlers))
	for id := range handlers {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	for _, id := range ids {
		for _, ph := range p.byID[id] {
			sc.Step(ph.re, p.canonical(handlers[id], ph))
		}
	}
	sc.StepContext().Before(func(ctx context.Context, st *godog.Step) (context.Context, error) {
		return ctx, p.CheckLanguage(lang(), st.Text)
	})
}

// canonical binds handler h to phrase ph: the returned function takes the
// captures in the pattern's order (see reorder), and the words captured from a
// vocabulary ("baltųjų") reach h as their canonical value ("white"), so the
// handlers never see a language.
func (p *Phrases) canonical(h any, ph phrase) any {
	has := false
	for _, k := range ph.vocab {
		has = has || k != ""
	}
	if !has {
		return reorder(h, ph.order)
	}
	t := reflect.TypeOf(h)
	first := 0
	if t.NumIn() > 0 && t.In(0) == contextType {
		first = 1
	}
	// The wrapper takes the arguments in the pattern's order, so its types
	// follow the pattern; reorder permutes them back for h.
	in := make([]reflect.Type, t.NumIn())
	for i := range in {
		in[i] = t.In(i)
	}
	for i, j := range ph.order {
		in[first+i] = t.In(first + j)
	}
	out := make([]reflect.Type, t.NumOut())
	for i := range out {
		out[i] = t.Out(i)
	}
	inner := reorder(h, ph.order) // takes pattern order
	iv := reflect.ValueOf(inner)
	wrapped := reflect.MakeFunc(reflect.FuncOf(in, out, false), func(args []reflect.Value) []reflect.Value {
		call := slices.Clone(args)
		for i, kind := range ph.vocab {
			if kind == "" || first+i >= len(call) || call[first+i].Kind() != reflect.String {
				continue
			}
			if c, ok := p.canon[kind][ph.lang][call[first+i].String()]; ok {
				call[first+i] = reflect.ValueOf(c).Convert(call[first+i].Type())
			}
		}
		return iv.Call(call)
	})
	return wrapped.Interface()
}

// reorder wraps handler h so that it can be called with its capture
// arguments in pattern order: argument i of the wrapper is argument order[i]
// of h. A leading context and a trailing DocString or Table stay in place.
func reorder(h any, order []int) any {
	if order == nil {
		return h
	}
	v := reflect.ValueOf(h)
	t := v.Type()
	first := 0
	if t.NumIn() > 0 && t.In(0) == contextType {
		first = 1
	}
	in := make([]reflect.Type, t.NumIn())
	for i := range in {
		in[i] = t.In(i)
	}
	for i, j := range order {
		in[first+i] = t.In(first + j)
	}
	out := make([]reflect.Type, t.NumOut())
	for i := range out {
		out[i] = t.Out(i)
	}
	ft := reflect.FuncOf(in, out, false)
	return reflect.MakeFunc(ft, func(args []reflect.Value) []reflect.Value {
		call := slices.Clone(args)
		for i, j := range order {
			call[first+j] = args[first+i]
		}
		return v.Call(call)
	}).Interface()
}

// CheckLanguage returns an error when text is not a phrase of lang but is a
// phrase of another language. Text that matches no phrase at all is left to
// godog, which reports it as undefined.
func (p *Phrases) CheckLanguage(lang, text string) error {
	for _, re := range p.byLang[lang] {
		if re.MatchString(text) {
			return nil
		}
	}
	for _, other := range p.langs {
		if other == lang {
			continue
		}
		for _, re := range p.byLang[other] {
			if re.MatchString(text) {
				return fmt.Errorf("step %q is a %s phrase, but the scenario is written in %s", text, other, lang)
			}
		}
	}
	return nil
}
