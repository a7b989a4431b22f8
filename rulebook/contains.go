package rulebook

// ArticleSource names the text an article cited under r comes from when r's
// own text does not contain it: "" for an edition, for a regulations clause,
// and for an article the translation covers (and does not omit); otherwise
// the base edition's id. A translation without a rapid or blitz appendix
// (bg-2005, lt-2018) still gets the edition's rules for them, and a ruling
// or classification citing such an article must say whose article it is.
func (r *Resolved) ArticleSource(article string) string {
	if article == "" {
		return ""
	}
	var tr *File
	for _, f := range r.Chain {
		if f.Kind == KindTranslation {
			tr = f
		}
	}
	if tr == nil {
		return ""
	}
	for _, f := range r.Chain {
		if f.Kind != KindRegulations {
			continue
		}
		for _, e := range f.Entries {
			if e.Article == article {
				return ""
			}
		}
	}
	base := article
	if b, ok := tr.Articles[article]; ok {
		base = b
	}
	for _, o := range tr.Omits {
		if base == o.BaseArticle || covered([]string{o.BaseArticle}, base) {
			return r.Edition()
		}
	}
	if covered(tr.Covers, article) {
		return ""
	}
	return r.Edition()
}
