package rulebook

import (
	"io/fs"
	"path"
	"strings"
	"testing"
	"testing/fstest"

	chessconform "github.com/chessconform/chessconform"
	"github.com/chessconform/chessconform/yamlschema"
)

// schemaProblems validates every rulebook of fsys's Dirs against the schema
// of fsys, as a user's file is validated: the run-time loading of the
// shipped files (LoadEmbedded, LoadEmbeddedChain) leaves this to the test.
func schemaProblems(t *testing.T, fsys fs.FS) (files int, ps yamlschema.Problems) {
	t.Helper()
	schema, err := yamlschema.Compile(fsys, SchemaPath)
	if err != nil {
		t.Fatal(err)
	}
	for _, dir := range Dirs {
		entries, err := fs.ReadDir(fsys, dir)
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range entries {
			if e.IsDir() || !strings.HasSuffix(e.Name(), ".yaml") {
				continue
			}
			p := path.Join(dir, e.Name())
			src, err := fs.ReadFile(fsys, p)
			if err != nil {
				t.Fatal(err)
			}
			_, fps := schema.Validate(p, src)
			ps = append(ps, fps...)
			files++
		}
	}
	return files, ps
}

// Every shipped rulebook matches the schema. LoadEmbedded does not check
// this at run time (compiling the schema was most of a command's start-up):
// this test is what proves it.
func TestShippedRulebooksMatchSchema(t *testing.T) {
	n, ps := schemaProblems(t, chessconform.Data)
	if len(ps) > 0 {
		t.Fatalf("shipped rulebooks do not match %s:\n%v", SchemaPath, ps)
	}
	if n < 10 {
		t.Errorf("only %d shipped rulebooks validated", n)
	}
}

// dataCopy is the part of chessconform.Data that rulebooks are loaded from,
// in memory, with file name's text replaced as edit says.
func dataCopy(t *testing.T, name string, edit func(string) string) fstest.MapFS {
	t.Helper()
	m := fstest.MapFS{}
	for _, dir := range append([]string{path.Dir(SchemaPath)}, Dirs...) {
		entries, err := fs.ReadDir(chessconform.Data, dir)
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range entries {
			if e.IsDir() {
				continue
			}
			p := path.Join(dir, e.Name())
			b, err := fs.ReadFile(chessconform.Data, p)
			if err != nil {
				t.Fatal(err)
			}
			if p == name {
				before := string(b)
				if b = []byte(edit(before)); string(b) == before {
					t.Fatalf("the edit of %s changed nothing: the mutant is stale", name)
				}
			}
			m[p] = &fstest.MapFile{Data: b}
		}
	}
	return m
}

// The check above fails on a shipped file that breaks the schema, with the
// located problem a user's file would get — and LoadEmbedded, which trusts
// the shipped files, does not see it.
func TestShippedSchemaCheckSeesBrokenCopy(t *testing.T) {
	const name = "rules/editions/fide-2023.yaml"
	broken := dataCopy(t, name, func(s string) string {
		return strings.Replace(s, "\nkind: edition\n", "\nkind: edition\nbogus_key: 1\n", 1)
	})
	_, ps := schemaProblems(t, broken)
	found := false
	for _, p := range ps {
		if p.File == name && p.Line > 1 && p.Pointer == "/bogus_key" && p.Message == `unknown key "bogus_key"` {
			found = true
		}
	}
	if !found {
		t.Errorf("the broken copy's unknown key is not reported: %v", ps)
	}
	if _, err := LoadEmbedded(broken); err != nil {
		t.Errorf("LoadEmbedded validated the shipped files against the schema: %v", err)
	}
	// The same file given by a user is validated.
	s, err := LoadEmbedded(chessconform.Data)
	if err != nil {
		t.Fatal(err)
	}
	err = s.Add("fide-2023.yaml", broken[name].Data)
	if err == nil || !strings.Contains(err.Error(), `/bogus_key: unknown key "bogus_key"`) {
		t.Errorf("a user's copy of the broken file: %v", err)
	}
}

// Loading only the shipped files does not compile the schema; adding a
// user's file compiles it, once for the set and the sets made from it.
func TestSchemaCompiledOnlyForUserFiles(t *testing.T) {
	set, ok, err := LoadEmbeddedChain(chessconform.Data, "fide-2023")
	if err != nil || !ok {
		t.Fatalf("ok %v, error %v", ok, err)
	}
	if set.schema.s != nil {
		t.Error("LoadEmbeddedChain compiled the schema")
	}
	all, err := LoadEmbedded(chessconform.Data)
	if err != nil {
		t.Fatal(err)
	}
	if all.schema.s != nil {
		t.Error("LoadEmbedded compiled the schema")
	}
	if err := all.Add("x.yaml", []byte("id: x\n")); err == nil {
		t.Error("an invalid user file was accepted")
	}
	if all.schema.s == nil {
		t.Error("adding a user's file did not compile the schema")
	}
}
