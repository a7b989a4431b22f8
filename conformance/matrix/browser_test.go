package matrix

import (
	"bytes"
	"strings"
	"testing"

	"github.com/chessconform/chessconform/internal/browser"
)

// renderInChromium loads page in headless Chromium and returns the DOM it
// built and the console messages it logged.
func renderInChromium(t *testing.T, page string) (dom string, console []string) {
	t.Helper()
	return browser.Render(t, page, browser.Options{})
}

func browserPage(t *testing.T, extra string) (string, []string) {
	e := readTestExpected(t, strings.Replace(expectedText, "program: lib", "program: zeta", 1))
	m := Build([]Input{
		{cert("zeta", "2", "features/a.feature:10 fail status 9.2.1.1", "features/a.feature:11 fail status 9.2.1.1", "invalid-fen/no-white-king error moves 2.2"), e},
		{cert("alpha", "1", "perft/x/1 pass moves 3"), nil},
		{cert("mid <b>", "0.1", "perft/y/1 fail moves 3.7.4"), nil},
	})
	var buf bytes.Buffer
	if err := Write(&buf, "html", m); err != nil {
		t.Fatal(err)
	}
	page := strings.Replace(buf.String(), "</body>", extra+"</body>", 1)
	return page, []string{"zeta", "alpha", "mid &lt;b&gt;"}
}

func TestHTMLInChromium(t *testing.T) {
	page, programs := browserPage(t, "")
	dom, console := renderInChromium(t, page)
	if len(console) > 0 {
		t.Errorf("console messages:\n%s", strings.Join(console, "\n"))
	}
	for _, p := range programs {
		if !strings.Contains(dom, `<tr class="program" data-program="`+p+`">`) {
			t.Errorf("program row %q not in the rendered page", p)
		}
	}
	if n := strings.Count(dom, `<svg class="board"`); n != 4 {
		t.Errorf("%d board diagrams rendered, want one per failing case (4)", n)
	}
	if !strings.Contains(dom, "</html>") {
		t.Error("the page did not render to the end")
	}
}

// TestChromiumSeesConsoleErrors shows that the console check can fail: a
// page with a script error is caught.
func TestChromiumSeesConsoleErrors(t *testing.T) {
	page, _ := browserPage(t, "<script>undefinedFunction()</script>")
	_, console := renderInChromium(t, page)
	if len(console) == 0 {
		t.Error("a script error on the page was not seen on the console")
	}
}
