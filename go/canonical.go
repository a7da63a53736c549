package ledger

import (
	"errors"
	"fmt"
	"math"
	"sort"
	"strconv"
	"strings"
	"unicode/utf16"
	"unicode/utf8"
)

// Values here are JSON as JavaScript holds it, so that sizes, orders and checks agree with the
// TypeScript reference: nil, bool, float64 (every number is a double), string, []any and
// map[string]any. A string may hold an unpaired UTF-16 surrogate (from a \ud800-style escape),
// kept in its generalized UTF-8 form (3 bytes, ED A0..BF xx): the storable-text check refuses it,
// and the canonical form writes it back as an escape.

// CanonicalJSON returns the RFC 8785 (JCS) canonical form of a JSON text: members sorted by the
// UTF-16 code units of their names, no whitespace, numbers as ECMAScript writes them, strings
// with only the escapes JSON.stringify uses. Its length is what every size cap of the schema
// measures, and it is the form record bodies are compared in.
func CanonicalJSON(data []byte) ([]byte, error) {
	doc, err := parseJSON(data)
	if err != nil {
		return nil, err
	}
	var out strings.Builder
	if err := writeCanonical(&out, doc.value); err != nil {
		return nil, err
	}
	return []byte(out.String()), nil
}

func canonical(v any) (string, error) {
	var out strings.Builder
	err := writeCanonical(&out, v)
	return out.String(), err
}

func writeCanonical(out *strings.Builder, v any) error {
	switch v := v.(type) {
	case nil:
		out.WriteString("null")
	case bool:
		out.WriteString(strconv.FormatBool(v))
	case float64:
		s, err := formatNumber(v)
		if err != nil {
			return err
		}
		out.WriteString(s)
	case string:
		writeString(out, v)
	case []any:
		out.WriteByte('[')
		for i, item := range v {
			if i > 0 {
				out.WriteByte(',')
			}
			if err := writeCanonical(out, item); err != nil {
				return err
			}
		}
		out.WriteByte(']')
	case map[string]any:
		out.WriteByte('{')
		for i, name := range sortedNames(v) {
			if i > 0 {
				out.WriteByte(',')
			}
			writeString(out, name)
			out.WriteByte(':')
			if err := writeCanonical(out, v[name]); err != nil {
				return err
			}
		}
		out.WriteByte('}')
	default:
		return fmt.Errorf("ledger: canonical JSON has no form for %T", v)
	}
	return nil
}

// formatNumber writes a double as ECMAScript's Number::toString does (RFC 8785 §3.2.2.3).
func formatNumber(f float64) (string, error) {
	if math.IsNaN(f) || math.IsInf(f, 0) {
		return "", fmt.Errorf("ledger: canonical JSON has no form for %v", f)
	}
	if f == 0 {
		return "0", nil // -0 too
	}
	sign := ""
	if f < 0 {
		sign, f = "-", -f
	}
	// Shortest digits that read back as f, and the decimal exponent: f = 0.digits × 10^n.
	e := strconv.FormatFloat(f, 'e', -1, 64)
	mantissa, exp, _ := strings.Cut(e, "e")
	digits := strings.Replace(mantissa, ".", "", 1)
	x, _ := strconv.Atoi(exp)
	n, k := x+1, len(digits)
	switch {
	case k <= n && n <= 21:
		return sign + digits + strings.Repeat("0", n-k), nil
	case 0 < n && n <= 21:
		return sign + digits[:n] + "." + digits[n:], nil
	case -6 < n && n <= 0:
		return sign + "0." + strings.Repeat("0", -n) + digits, nil
	}
	expSign := "+"
	if n-1 < 0 {
		expSign = "-"
	}
	exponent := "e" + expSign + strconv.Itoa(abs(n-1))
	if k == 1 {
		return sign + digits + exponent, nil
	}
	return sign + digits[:1] + "." + digits[1:] + exponent, nil
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

const hexDigits = "0123456789abcdef"

// writeString writes s as JSON.stringify does: the two-character escapes, \u00xx for other
// controls, \udxxx for an unpaired surrogate, everything else as itself.
func writeString(out *strings.Builder, s string) {
	out.WriteByte('"')
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			switch c {
			case '"':
				out.WriteString(`\"`)
			case '\\':
				out.WriteString(`\\`)
			case '\b':
				out.WriteString(`\b`)
			case '\f':
				out.WriteString(`\f`)
			case '\n':
				out.WriteString(`\n`)
			case '\r':
				out.WriteString(`\r`)
			case '\t':
				out.WriteString(`\t`)
			default:
				if c < 0x20 {
					out.WriteString(`\u00`)
					out.WriteByte(hexDigits[c>>4])
					out.WriteByte(hexDigits[c&0xf])
				} else {
					out.WriteByte(c)
				}
			}
			i++
			continue
		}
		if unit, ok := surrogateAt(s, i); ok {
			out.WriteString(`\u`)
			for shift := 12; shift >= 0; shift -= 4 {
				out.WriteByte(hexDigits[(unit>>shift)&0xf])
			}
			i += 3
			continue
		}
		_, size := utf8.DecodeRuneInString(s[i:])
		out.WriteString(s[i : i+size])
		i += size
	}
	out.WriteByte('"')
}

// surrogateAt reads an unpaired surrogate kept in generalized UTF-8 at s[i:].
func surrogateAt(s string, i int) (rune, bool) {
	if i+2 < len(s) && s[i] == 0xED && s[i+1] >= 0xA0 && s[i+1] <= 0xBF && s[i+2] >= 0x80 && s[i+2] <= 0xBF {
		return 0xD000 | rune(s[i+1]&0x3F)<<6 | rune(s[i+2]&0x3F), true
	}
	return 0, false
}

// sortedNames orders member names by their UTF-16 code units, as RFC 8785 and JavaScript sort.
func sortedNames(m map[string]any) []string {
	names := make([]string, 0, len(m))
	for name := range m {
		names = append(names, name)
	}
	sort.Slice(names, func(i, j int) bool { return lessUTF16(names[i], names[j]) })
	return names
}

func lessUTF16(a, b string) bool {
	ua, ub := utf16Units(a), utf16Units(b)
	for i := 0; i < len(ua) && i < len(ub); i++ {
		if ua[i] != ub[i] {
			return ua[i] < ub[i]
		}
	}
	return len(ua) < len(ub)
}

func utf16Units(s string) []uint16 {
	units := make([]uint16, 0, len(s))
	for i := 0; i < len(s); {
		if unit, ok := surrogateAt(s, i); ok {
			units = append(units, uint16(unit))
			i += 3
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		units = utf16.AppendRune(units, r)
		i += size
	}
	return units
}

// document is a parsed JSON text and the order its objects' members were written in (by JSON
// Pointer), which JavaScript keeps and the schema errors about unknown members follow.
type document struct {
	value any
	order map[string][]string
}

var errSyntax = errors.New("ledger: not a JSON text")

// parseJSON reads a JSON text as JSON.parse does: numbers become doubles (too large: ±Inf, which
// the finite-numbers check refuses), a repeated member name keeps its last value, escapes of
// unpaired surrogates are kept (see above), bytes that are not UTF-8 read as U+FFFD.
func parseJSON(data []byte) (document, error) {
	p := parser{data: data, order: map[string][]string{}}
	p.space()
	v, err := p.value("")
	if err != nil {
		return document{}, err
	}
	p.space()
	if p.i != len(p.data) {
		return document{}, p.fail("unexpected data after the value")
	}
	return document{value: v, order: p.order}, nil
}

type parser struct {
	data  []byte
	i     int
	order map[string][]string
}

func (p *parser) fail(what string) error {
	return fmt.Errorf("%w: %s at byte %d", errSyntax, what, p.i)
}

func (p *parser) space() {
	for p.i < len(p.data) {
		switch p.data[p.i] {
		case ' ', '\t', '\n', '\r':
			p.i++
		default:
			return
		}
	}
}

func (p *parser) literal(word string, v any) (any, error) {
	if !strings.HasPrefix(string(p.data[p.i:min(len(p.data), p.i+len(word))]), word) {
		return nil, p.fail("unexpected character")
	}
	p.i += len(word)
	return v, nil
}

func (p *parser) value(pointer string) (any, error) {
	if p.i >= len(p.data) {
		return nil, p.fail("unexpected end")
	}
	switch c := p.data[p.i]; {
	case c == '{':
		return p.object(pointer)
	case c == '[':
		return p.array(pointer)
	case c == '"':
		return p.string()
	case c == 't':
		return p.literal("true", true)
	case c == 'f':
		return p.literal("false", false)
	case c == 'n':
		return p.literal("null", nil)
	case c == '-' || (c >= '0' && c <= '9'):
		return p.number()
	}
	return nil, p.fail("unexpected character")
}

func (p *parser) object(pointer string) (any, error) {
	p.i++
	m := map[string]any{}
	var names []string
	p.space()
	if p.i < len(p.data) && p.data[p.i] == '}' {
		p.i++
		p.order[pointer] = names
		return m, nil
	}
	for {
		p.space()
		if p.i >= len(p.data) || p.data[p.i] != '"' {
			return nil, p.fail("expected a member name")
		}
		name, err := p.string()
		if err != nil {
			return nil, err
		}
		p.space()
		if p.i >= len(p.data) || p.data[p.i] != ':' {
			return nil, p.fail("expected ':'")
		}
		p.i++
		p.space()
		v, err := p.value(pointer + "/" + escapePointer(name))
		if err != nil {
			return nil, err
		}
		if _, seen := m[name]; !seen {
			names = append(names, name)
		}
		m[name] = v
		p.space()
		if p.i < len(p.data) && p.data[p.i] == ',' {
			p.i++
			continue
		}
		if p.i < len(p.data) && p.data[p.i] == '}' {
			p.i++
			p.order[pointer] = names
			return m, nil
		}
		return nil, p.fail("expected ',' or '}'")
	}
}

func (p *parser) array(pointer string) (any, error) {
	p.i++
	items := []any{}
	p.space()
	if p.i < len(p.data) && p.data[p.i] == ']' {
		p.i++
		return items, nil
	}
	for {
		p.space()
		v, err := p.value(pointer + "/" + strconv.Itoa(len(items)))
		if err != nil {
			return nil, err
		}
		items = append(items, v)
		p.space()
		if p.i < len(p.data) && p.data[p.i] == ',' {
			p.i++
			continue
		}
		if p.i < len(p.data) && p.data[p.i] == ']' {
			p.i++
			return items, nil
		}
		return nil, p.fail("expected ',' or ']'")
	}
}

func (p *parser) number() (any, error) {
	start := p.i
	if p.data[p.i] == '-' {
		p.i++
	}
	digits := func() int {
		n := 0
		for p.i < len(p.data) && p.data[p.i] >= '0' && p.data[p.i] <= '9' {
			p.i++
			n++
		}
		return n
	}
	if p.i < len(p.data) && p.data[p.i] == '0' {
		p.i++
	} else if digits() == 0 {
		return nil, p.fail("expected a digit")
	}
	if p.i < len(p.data) && p.data[p.i] == '.' {
		p.i++
		if digits() == 0 {
			return nil, p.fail("expected a digit")
		}
	}
	if p.i < len(p.data) && (p.data[p.i] == 'e' || p.data[p.i] == 'E') {
		p.i++
		if p.i < len(p.data) && (p.data[p.i] == '+' || p.data[p.i] == '-') {
			p.i++
		}
		if digits() == 0 {
			return nil, p.fail("expected a digit")
		}
	}
	f, err := strconv.ParseFloat(string(p.data[start:p.i]), 64)
	if err != nil && !errors.Is(err, strconv.ErrRange) {
		return nil, p.fail("bad number")
	}
	return f, nil // out of range: ±Inf or 0, as JSON.parse reads it
}

func (p *parser) string() (string, error) {
	p.i++
	var out strings.Builder
	for {
		if p.i >= len(p.data) {
			return "", p.fail("unterminated string")
		}
		c := p.data[p.i]
		switch {
		case c == '"':
			p.i++
			return out.String(), nil
		case c < 0x20:
			return "", p.fail("control character in a string")
		case c == '\\':
			if err := p.escape(&out); err != nil {
				return "", err
			}
		case c < utf8.RuneSelf:
			out.WriteByte(c)
			p.i++
		default:
			r, size := utf8.DecodeRune(p.data[p.i:])
			out.WriteRune(r) // U+FFFD for a byte that is not UTF-8
			p.i += size
		}
	}
}

func (p *parser) escape(out *strings.Builder) error {
	if p.i+1 >= len(p.data) {
		return p.fail("unterminated escape")
	}
	c := p.data[p.i+1]
	p.i += 2
	if b, ok := simpleEscapes[c]; ok {
		out.WriteByte(b)
		return nil
	}
	if c != 'u' {
		return p.fail("bad escape")
	}
	unit, err := p.hex4()
	if err != nil {
		return err
	}
	if utf16.IsSurrogate(rune(unit)) && unit < 0xDC00 && p.i+1 < len(p.data) && p.data[p.i] == '\\' && p.data[p.i+1] == 'u' {
		save := p.i
		p.i += 2
		low, err := p.hex4()
		if err == nil && low >= 0xDC00 && low <= 0xDFFF {
			out.WriteRune(utf16.DecodeRune(rune(unit), rune(low)))
			return nil
		}
		p.i = save
	}
	if utf16.IsSurrogate(rune(unit)) {
		// Generalized UTF-8 of the lone unit: Go's encoder would turn it into U+FFFD.
		out.WriteByte(0xED)
		out.WriteByte(byte(0x80 | (unit>>6)&0x3F))
		out.WriteByte(byte(0x80 | unit&0x3F))
		return nil
	}
	out.WriteRune(rune(unit))
	return nil
}

var simpleEscapes = map[byte]byte{'"': '"', '\\': '\\', '/': '/', 'b': '\b', 'f': '\f', 'n': '\n', 'r': '\r', 't': '\t'}

func (p *parser) hex4() (uint16, error) {
	if p.i+4 > len(p.data) {
		return 0, p.fail("short \\u escape")
	}
	n, err := strconv.ParseUint(string(p.data[p.i:p.i+4]), 16, 16)
	if err != nil {
		return 0, p.fail("bad \\u escape")
	}
	p.i += 4
	return uint16(n), nil
}

// escapePointer writes a member name as a JSON Pointer token (RFC 6901).
func escapePointer(name string) string {
	return strings.ReplaceAll(strings.ReplaceAll(name, "~", "~0"), "/", "~1")
}
