package chess

import (
	"fmt"
	"strings"
)

// EPDOp is one EPD operation: an opcode and its operands, e.g. bm Nf3 Nc3 or id "pos 1".
type EPDOp struct {
	Opcode   string
	Operands []string
}

// EPDError says where an EPD record is malformed.
type EPDError struct {
	EPD    string
	Offset int
	Reason string
}

func (e *EPDError) Error() string {
	return fmt.Sprintf("invalid EPD %q, column %d: %s", e.EPD, e.Offset+1, e.Reason)
}

// ParseEPD reads an Extended Position Description: the first four FEN fields
// followed by operations "opcode operand ...;". The hmvc and fmvn operations,
// when present, set the position's clocks. String operands are written in
// double quotes and may contain spaces and semicolons.
func ParseEPD(epd string) (*Position, []EPDOp, error) {
	f := splitFields(epd)
	if len(f.text) < 4 {
		return nil, nil, &FENError{epd, "position", -1, fmt.Sprintf("want at least the 4 position fields, got %d", len(f.text))}
	}
	pos := fenFields{text: f.text[:4], offset: f.offset[:4]}
	rest := ""
	restOff := len(epd)
	if len(f.text) > 4 {
		restOff = f.offset[4]
		rest = epd[restOff:]
	}
	ops, err := parseEPDOps(epd, rest, restOff)
	if err != nil {
		return nil, nil, err
	}
	p, err := parseFields(epd, pos)
	if err != nil {
		return nil, nil, err
	}
	for _, op := range ops {
		switch op.Opcode {
		case "hmvc", "fmvn":
			var n int
			if len(op.Operands) != 1 {
				return nil, nil, &EPDError{epd, restOff, op.Opcode + " takes one number"}
			}
			if _, err := fmt.Sscanf(op.Operands[0], "%d", &n); err != nil || n < 0 || (op.Opcode == "fmvn" && n < 1) {
				return nil, nil, &EPDError{epd, restOff, fmt.Sprintf("%s %q: want a whole number", op.Opcode, op.Operands[0])}
			}
			if op.Opcode == "hmvc" {
				p.half = n
			} else {
				p.full = n
			}
		}
	}
	return p, ops, nil
}

func parseEPDOps(epd, s string, base int) ([]EPDOp, error) {
	var ops []EPDOp
	var cur []string
	var tok strings.Builder
	inTok, inStr := false, false
	flush := func() {
		if inTok {
			cur = append(cur, tok.String())
			tok.Reset()
			inTok = false
		}
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case inStr:
			if c == '"' {
				inStr = false
				cur = append(cur, tok.String())
				tok.Reset()
			} else {
				tok.WriteByte(c)
			}
		case c == '"':
			flush()
			inStr = true
		case c == ';':
			flush()
			if len(cur) == 0 {
				return nil, &EPDError{epd, base + i, "empty operation"}
			}
			ops = append(ops, EPDOp{Opcode: cur[0], Operands: cur[1:]})
			cur = nil
		case c == ' ' || c == '\t':
			flush()
		default:
			tok.WriteByte(c)
			inTok = true
		}
	}
	if inStr {
		return nil, &EPDError{epd, base + len(s) - 1, "unterminated string operand"}
	}
	flush()
	if len(cur) > 0 {
		return nil, &EPDError{epd, base + len(s) - 1, fmt.Sprintf("operation %q does not end with ';'", cur[0])}
	}
	for _, op := range ops {
		o := op.Opcode
		if len(o) > 14 || !(o[0] >= 'a' && o[0] <= 'z' || o[0] >= 'A' && o[0] <= 'Z') {
			return nil, &EPDError{epd, base, fmt.Sprintf("bad opcode %q (a letter, then letters, digits or _; at most 14)", o)}
		}
	}
	return ops, nil
}

// FormatEPD writes the position's four EPD fields followed by the operations.
func (p *Position) FormatEPD(ops []EPDOp) string {
	var sb strings.Builder
	sb.WriteString(p.EPD())
	for _, op := range ops {
		sb.WriteByte(' ')
		sb.WriteString(op.Opcode)
		for _, x := range op.Operands {
			sb.WriteByte(' ')
			if strings.ContainsAny(x, " ;\"") || x == "" {
				sb.WriteString(`"` + strings.ReplaceAll(x, `"`, "") + `"`)
			} else {
				sb.WriteString(x)
			}
		}
		sb.WriteByte(';')
	}
	return sb.String()
}
