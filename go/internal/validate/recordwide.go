package validate

// The measures the generated fast pass (fastcheck.gen.go) calls: the record-wide keywords
// (x-max-depth, x-finite-numbers, x-storable-text) over a free-form value and x-max-bytes, as
// parseValue reads a text, without locating a failure (the full path does that) and without
// writing the canonical form out.

import (
	"math"
	"strings"
	"unicode/utf8"
)

// withinBytes: the canonical JSON of an array or object is at most limit bytes long (x-max-bytes).
func withinBytes(v any, limit int) bool {
	size, ok := scanRecordWide(v, math.MaxInt)
	return ok && size <= limit
}

// isInteger is jsonschema's integer test: a number whose shortest decimal form has no fraction,
// which is when the double has none (a fraction needs more digits than the units; an integer's
// shortest form never has one).
func isInteger(f float64) bool { return math.Trunc(f) == f }

// unstorableText: PostgreSQL text holds neither U+0000 nor an unpaired surrogate (which parseValue
// keeps as generalized UTF-8, not valid UTF-8).
func unstorableText(s string) bool { return strings.IndexByte(s, 0) >= 0 || !utf8.ValidString(s) }

// scanRecordWide is the length of the canonical JSON of v, as parseValue reads it (RFC 8785, as
// canonical() writes it, without writing it), and false when v breaks a record-wide keyword: arrays
// and objects nested maxDepth deep or more, a number not finite, a string or member name holding
// U+0000 or an unpaired surrogate.
func scanRecordWide(v any, maxDepth int) (int, bool) {
	switch x := v.(type) {
	case nil:
		return 4, true
	case bool:
		if x {
			return 4, true
		}
		return 5, true
	case *float64:
		return numberSize(*x)
	case *string:
		return stringSize(*x)
	case []any:
		if maxDepth <= 0 {
			return 0, false
		}
		size := 1 + max(len(x), 1) // brackets and commas
		for _, item := range x {
			n, ok := scanRecordWide(item, maxDepth-1)
			if !ok {
				return 0, false
			}
			size += n
		}
		return size, true
	case members:
		if maxDepth <= 0 {
			return 0, false
		}
		size := 1 + max(len(x), 1) // braces and commas
		for _, member := range x {
			n, ok := stringSize(member.name)
			if !ok {
				return 0, false
			}
			m, ok := scanRecordWide(member.value, maxDepth-1)
			if !ok {
				return 0, false
			}
			size += n + 1 + m // name, colon, value
		}
		return size, true
	}
	return 0, false
}

func numberSize(f float64) (int, bool) {
	if isNonFinite(f) {
		return 0, false
	}
	// Integers below 10^15 are written as their digits.
	if f == math.Trunc(f) && math.Abs(f) < 1e15 {
		n := int64(f)
		size := 1
		if n < 0 {
			size, n = 2, -n
		}
		for ; n >= 10; n /= 10 {
			size++
		}
		return size, true
	}
	s, err := formatNumber(f)
	return len(s), err == nil
}

// stringSize is the length of s as writeString writes it, and false if s is not storable text.
func stringSize(s string) (int, bool) {
	size, ascii := len(s)+2, true
	for i := 0; i < len(s); i++ {
		switch extra := escapeExtra[s[i]]; extra {
		case 0:
		case notText:
			return 0, false
		case nonASCII:
			ascii = false
		default:
			size += int(extra)
		}
	}
	// Not UTF-8: an unpaired surrogate (or a stray byte, which parseJSON never leaves).
	return size, ascii || utf8.ValidString(s)
}

const (
	notText  = 0xFF // U+0000
	nonASCII = 0xFE
)

// escapeExtra is, by byte, how much longer writeString writes it than one byte.
var escapeExtra = func() (table [256]uint8) {
	for c := range table {
		switch {
		case c == 0:
			table[c] = notText
		case c == '"' || c == '\\' || c == '\b' || c == '\f' || c == '\n' || c == '\r' || c == '\t':
			table[c] = 1
		case c < 0x20:
			table[c] = 5 // \u00xx
		case c >= utf8.RuneSelf:
			table[c] = nonASCII
		}
	}
	return table
}()
