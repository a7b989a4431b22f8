package rulebook

import (
	"fmt"
)

// Resolved is a rulebook with its layers applied: every parameter has one
// effective value and a record of where it came from.
type Resolved struct {
	ID       string
	Kind     string
	Title    string
	Language string
	InForce  string
	// Chain is the layers, edition first.
	Chain []*File
	// AsOf is the date whose amendments apply; "" applies every amendment.
	AsOf string
	// Deviations are the translation's textual deviations (no parameter holds them).
	Deviations []TextDeviation
	// Omits are the base-edition articles the translation leaves out.
	Omits []Omission

	values map[string]*Value
	params Params
	trace  func(Ref) // Traced
}

// Value is one resolved parameter.
type Value struct {
	ID          string
	Article     string // in the numbering of the resolved (top) rulebook
	BaseArticle string // in the base edition's numbering
	Value       any    // effective value (amendments up to AsOf applied); nil if Absent
	Absent      bool
	Verified    bool
	Reason      string
	Origin      string // id of the rulebook that set the value
	OriginPath  string // its file
	Deviation   string // a translation's deviation text, if it overrode the value
	// Covered is false when the resolved rulebook is (or sits on) a
	// translation whose source does not contain this article; the value then
	// still comes from the edition.
	Covered    bool
	Amendments []Amendment
	Note       string
	// Interpretation is the open reading the value rests on (the entry's
	// `interpretation:`, kept from the edition when a translation or
	// regulations layer does not replace the value).
	Interpretation string

	typed any // Value decoded into the parameter's type
}

// Resolve resolves a rulebook with every amendment applied.
func (s *Set) Resolve(id string) (*Resolved, error) { return s.ResolveAt(id, "") }

// ResolveAt resolves a rulebook as it stood on date (ISO, "2014-09-30");
// "" means with every amendment applied.
func (s *Set) ResolveAt(id, date string) (*Resolved, error) {
	top := s.files[id]
	if top == nil {
		return nil, fmt.Errorf("rulebook: unknown rulebook %q", id)
	}
	var chain []*File
	for f := top; f != nil; {
		chain = append([]*File{f}, chain...)
		if len(chain) > 3 {
			return nil, fmt.Errorf("rulebook: %s: layer chain too deep", id)
		}
		if f.Base == "" {
			break
		}
		next := s.files[f.Base]
		if next == nil {
			return nil, fmt.Errorf("rulebook: %s: base %q is not loaded", f.ID, f.Base)
		}
		f = next
	}
	if chain[0].Kind != KindEdition {
		return nil, fmt.Errorf("rulebook: %s: the bottom layer %s is not an edition", id, chain[0].ID)
	}
	r := &Resolved{ID: top.ID, Kind: top.Kind, Title: top.Title, Language: top.Language, InForce: top.InForce,
		Chain: chain, AsOf: date, values: map[string]*Value{}}
	ed := chain[0]
	for _, p := range catalogue {
		e, ok := ed.Entries[p.id]
		if !ok {
			continue // cannot happen for a schema-valid edition
		}
		r.values[p.id] = fromEntry(p.id, e, ed, date)
		r.values[p.id].BaseArticle = e.Article
		r.values[p.id].Covered = true
	}
	for _, f := range chain[1:] {
		switch f.Kind {
		case KindTranslation:
			inv := map[string]string{}
			for t, b := range f.Articles {
				inv[b] = t
			}
			var omitted []string
			for _, o := range f.Omits {
				omitted = append(omitted, o.BaseArticle)
			}
			for _, v := range r.values {
				if t, ok := inv[v.Article]; ok {
					v.Article = t
				}
				v.Covered = v.Absent || (covered(f.Covers, v.Article) && !covered(omitted, v.BaseArticle))
			}
			for id, e := range f.Entries {
				old := r.values[id]
				nv := fromEntry(id, e, f, date)
				nv.BaseArticle = old.BaseArticle
				if nv.BaseArticle == "" { // the edition has no such rule
					nv.BaseArticle = f.Articles[e.Article]
					if nv.BaseArticle == "" {
						nv.BaseArticle = e.Article
					}
				}
				nv.Covered = true
				r.values[id] = nv
			}
			r.Deviations = append(r.Deviations, f.Deviations...)
			r.Omits = append(r.Omits, f.Omits...)
			r.Language = f.Language
		case KindRegulations:
			for id, e := range f.Entries {
				old := r.values[id]
				nv := fromEntry(id, e, f, date)
				nv.BaseArticle = old.BaseArticle
				nv.Covered = old.Covered
				r.values[id] = nv
			}
		}
	}
	for _, p := range catalogue {
		if v := r.values[p.id]; v != nil {
			r.params.set(v)
		}
	}
	r.params.finish()
	return r, nil
}

func fromEntry(id string, e Entry, f *File, date string) *Value {
	v := &Value{ID: id, Article: e.Article, Value: e.Value, Absent: e.Absent, Verified: e.Verified,
		Reason: e.Reason, Origin: f.ID, OriginPath: f.Path, Deviation: e.Deviation,
		Amendments: e.Amendments, Note: e.Note, Interpretation: e.Interpretation, typed: e.typed}
	for _, a := range e.Amendments {
		if date == "" || a.From <= date {
			v.Value, v.Article, v.typed = a.Value, a.Article, a.typed
		}
	}
	return v
}

// Get returns a resolved parameter by id, or nil.
func (r *Resolved) Get(id string) *Value { return r.values[id] }

// Values lists every resolved parameter in catalogue order.
func (r *Resolved) Values() []*Value {
	var out []*Value
	for _, p := range catalogue {
		if v, ok := r.values[p.id]; ok {
			out = append(out, v)
		}
	}
	return out
}

// Edition is the bottom layer's id.
func (r *Resolved) Edition() string { return r.Chain[0].ID }
