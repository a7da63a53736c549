package otelledger

import (
	"encoding/base64"
	"math"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"go.opentelemetry.io/otel/attribute"
)

// Attribute values become the JSON values the service's OTLP decoder makes of them
// (server/otel/spans.ts), and texts made of them are JSON.stringify's, byte for byte: a span
// exported here and the same span sent over OTLP must be the same record.

// maxValueDepth is the service's MAX_VALUE_DEPTH: deeper parts become tooDeep.
const maxValueDepth = 16

var tooDeep = "[nested deeper than " + strconv.Itoa(maxValueDepth) + " levels]"

// member is one entry of a JSON object kept in JavaScript's property order.
type member struct {
	key   string
	value any
}

// object is a JSON object as JavaScript builds it from entries: a repeated key keeps its first
// place and its last value; keys that are array indices come first, in numeric order.
type object []member

func (o object) MarshalJSON() ([]byte, error) { return []byte(stringify(o)), nil }

// set is Object.fromEntries' assignment.
func (o object) set(key string, value any) object {
	for i := range o {
		if o[i].key == key {
			o[i].value = value
			return o
		}
	}
	return append(o, member{key, value})
}

// ordered is o in JavaScript's enumeration order.
func (o object) ordered() object {
	if !slices.ContainsFunc(o, func(m member) bool { return isArrayIndex(m.key) }) {
		return o
	}
	indices := make(object, 0, len(o))
	rest := make(object, 0, len(o))
	for _, m := range o {
		if isArrayIndex(m.key) {
			indices = append(indices, m)
		} else {
			rest = append(rest, m)
		}
	}
	slices.SortStableFunc(indices, func(a, b member) int {
		x, _ := strconv.ParseUint(a.key, 10, 32)
		y, _ := strconv.ParseUint(b.key, 10, 32)
		return int(int64(x) - int64(y))
	})
	return append(indices, rest...)
}

// isArrayIndex: a canonical decimal below 2³² − 1, which JavaScript objects enumerate first.
func isArrayIndex(key string) bool {
	if key == "" || key[0] < '0' || key[0] > '9' {
		return false // most keys, at once
	}
	n, err := strconv.ParseUint(key, 10, 32)
	return err == nil && n < math.MaxUint32 && strconv.FormatUint(n, 10) == key
}

// attributes is a span's or event's attribute list as one object.
func attributes(list []attribute.KeyValue) object {
	o := make(object, 0, len(list))
	for _, kv := range list {
		o = o.set(string(kv.Key), valueOf(kv.Value, 0))
	}
	return o
}

// valueOf is the JSON value of an attribute value at nesting depth.
func valueOf(v attribute.Value, depth int) any {
	var value any
	switch v.Type() {
	case attribute.BOOL:
		value = v.AsBool()
	case attribute.INT64:
		value = int64Value(v.AsInt64())
	case attribute.FLOAT64:
		value = doubleValue(v.AsFloat64())
	case attribute.STRING:
		value = v.AsString()
	case attribute.BYTESLICE:
		value = base64.StdEncoding.EncodeToString(v.AsByteSlice())
	case attribute.BOOLSLICE:
		value = mapSlice(v.AsBoolSlice(), func(b bool) any { return b })
	case attribute.INT64SLICE:
		value = mapSlice(v.AsInt64Slice(), int64Value)
	case attribute.FLOAT64SLICE:
		value = mapSlice(v.AsFloat64Slice(), doubleValue)
	case attribute.STRINGSLICE:
		value = mapSlice(v.AsStringSlice(), func(s string) any { return s })
	case attribute.SLICE:
		value = mapSlice(v.AsSlice(), func(item attribute.Value) any { return valueOf(item, depth+1) })
	case attribute.MAP:
		entries := v.AsMap()
		o := make(object, 0, len(entries))
		for _, kv := range entries {
			o = o.set(string(kv.Key), valueOf(kv.Value, depth+1))
		}
		value = o
	case attribute.EMPTY:
		value = "" // OTLP's AnyValue without a value, which the service reads as ""
	default:
		value = "INVALID" // what the OTLP exporter sends for a type it does not know
	}
	if depth > maxValueDepth {
		return tooDeep
	}
	return value
}

func mapSlice[T any](items []T, f func(T) any) []any {
	out := make([]any, len(items))
	for i, item := range items {
		out[i] = f(item)
	}
	return out
}

// int64Value: a number when JavaScript holds it exactly, else its decimal string.
func int64Value(n int64) any {
	const maxSafe = 1<<53 - 1
	if n > maxSafe || n < -maxSafe {
		return strconv.FormatInt(n, 10)
	}
	return n
}

// doubleValue: NaN and the infinities, which JSON cannot hold, as JavaScript names them.
func doubleValue(f float64) any {
	switch {
	case math.IsNaN(f):
		return "NaN"
	case math.IsInf(f, 1):
		return "Infinity"
	case math.IsInf(f, -1):
		return "-Infinity"
	}
	return f
}

// stringify is JSON.stringify of a value made by valueOf (or of records' parts built from them).
func stringify(v any) string {
	var b strings.Builder
	writeJSON(&b, v)
	return b.String()
}

func writeJSON(b *strings.Builder, v any) {
	switch v := v.(type) {
	case nil:
		b.WriteString("null")
	case bool:
		b.WriteString(strconv.FormatBool(v))
	case int:
		b.WriteString(strconv.Itoa(v))
	case int64:
		b.WriteString(strconv.FormatInt(v, 10))
	case float64:
		b.WriteString(numberText(v))
	case string:
		writeString(b, v)
	case []any:
		b.WriteByte('[')
		for i, item := range v {
			if i > 0 {
				b.WriteByte(',')
			}
			writeJSON(b, item)
		}
		b.WriteByte(']')
	case object:
		b.WriteByte('{')
		for i, m := range v.ordered() {
			if i > 0 {
				b.WriteByte(',')
			}
			writeString(b, m.key)
			b.WriteByte(':')
			writeJSON(b, m.value)
		}
		b.WriteByte('}')
	default:
		panic("otelledger: stringify of an unexpected type") // only valueOf's types reach here
	}
}

// numberText is JavaScript's Number#toString for a finite double.
func numberText(f float64) string {
	if f == 0 {
		return "0" // -0 too
	}
	if abs := math.Abs(f); abs < 1e21 && abs >= 1e-6 {
		return strconv.FormatFloat(f, 'f', -1, 64)
	}
	s := strconv.FormatFloat(f, 'e', -1, 64)
	// Go writes e-07 and e+21 where JavaScript writes e-7 and e+21.
	if i := strings.IndexByte(s, 'e'); i >= 0 && len(s) > i+3 && s[i+2] == '0' {
		s = s[:i+2] + s[i+3:]
	}
	return s
}

const hexDigits = "0123456789abcdef"

// writeString quotes s as JSON.stringify does: only ", \ and control characters are escaped.
func writeString(b *strings.Builder, s string) {
	b.WriteByte('"')
	for i := 0; i < len(s); {
		c := s[i]
		if c >= utf8.RuneSelf {
			r, size := utf8.DecodeRuneInString(s[i:])
			if r == utf8.RuneError && size == 1 {
				b.WriteString("\ufffd") // not UTF-8: what a decoder of the sent bytes reads
			} else {
				b.WriteString(s[i : i+size])
			}
			i += size
			continue
		}
		switch c {
		case '"':
			b.WriteString(`\"`)
		case '\\':
			b.WriteString(`\\`)
		case '\b':
			b.WriteString(`\b`)
		case '\f':
			b.WriteString(`\f`)
		case '\n':
			b.WriteString(`\n`)
		case '\r':
			b.WriteString(`\r`)
		case '\t':
			b.WriteString(`\t`)
		default:
			if c < 0x20 {
				b.WriteString(`\u00`)
				b.WriteByte(hexDigits[c>>4])
				b.WriteByte(hexDigits[c&0xf])
			} else {
				b.WriteByte(c)
			}
		}
		i++
	}
	b.WriteByte('"')
}
