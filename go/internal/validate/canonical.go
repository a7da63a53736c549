package validate

import (
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
