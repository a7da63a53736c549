package validate

import (
	"encoding/binary"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"sync"
	"unicode/utf16"
	"unicode/utf8"
)

// document is a parsed JSON text and the order its objects' members were written in (by JSON
// Pointer), which JavaScript keeps and the schema errors about unknown members follow.
type document struct {
	value any
	order map[string][]string
}

var errSyntax = errors.New("ledger: not a JSON text")

// parseJSON reads a JSON text as JSON.parse does: numbers become doubles (too large: ±Inf, which
// the finite-numbers check refuses), a repeated member name keeps its last value, escapes of
// unpaired surrogates are kept (in generalized UTF-8, see canonical.go), bytes that are not UTF-8 read as U+FFFD.
func parseJSON(data []byte) (document, error) {
	p := parser{data: data, order: map[string][]string{}}
	v, err := p.text()
	return document{value: v, order: p.order}, err
}

// leaves hold the strings and numbers of a text read by parseValue, which hands out pointers to
// them: a pointer in an `any` costs no allocation, a string or a float64 one each.
type leaves struct {
	text    string // the text, of which plain strings are slices
	strings []string
	numbers []float64
}

// string and number add a leaf; a full block is left as it is (the pointers into it stay good)
// for a new one.
func (l *leaves) string(s string) *string {
	if len(l.strings) == cap(l.strings) {
		l.strings = make([]string, 0, max(16, 2*cap(l.strings)))
	}
	l.strings = append(l.strings, s)
	return &l.strings[len(l.strings)-1]
}

func (l *leaves) number(f float64) *float64 {
	if len(l.numbers) == cap(l.numbers) {
		l.numbers = make([]float64, 0, max(8, 2*cap(l.numbers)))
	}
	l.numbers = append(l.numbers, f)
	return &l.numbers[len(l.numbers)-1]
}

// stacks are the parser's working stacks, kept between texts.
type stacks struct {
	members []member
	items   []any
}

var stackPool = sync.Pool{New: func() any { return new(stacks) }}

// parseValue is parseJSON for the fast pass: without the member order, which only the wording of
// errors needs, each object as members (a repeated name is refused rather than resolved), each
// string a *string and each number a *float64, and strings without escapes slices of one copy of
// data.
func parseValue(data []byte) (any, error) {
	spare := stackPool.Get().(*stacks)
	p := parser{data: data, stack: spare.members, items: spare.items, leaves: &leaves{text: string(data)}}
	v, err := p.text()
	// Let go of the values read, keep the room.
	clear(p.stack[:cap(p.stack)])
	clear(p.items[:cap(p.items)])
	spare.members, spare.items = p.stack[:0], p.items[:0]
	stackPool.Put(spare)
	return v, err
}

type parser struct {
	data   []byte
	i      int
	order  map[string][]string // nil: not kept
	leaves *leaves             // nil: strings and numbers as they are
	stack  []member            // the members of the objects being read, without the order
	items  []any               // the items of the arrays being read
}

func (p *parser) text() (any, error) {
	p.space()
	v, err := p.value("")
	if err != nil {
		return nil, err
	}
	p.space()
	if p.i != len(p.data) {
		return nil, p.fail("unexpected data after the value")
	}
	return v, nil
}

// memberPointer and itemPointer are the JSON Pointer of a member or item, when the order is kept.
func (p *parser) memberPointer(pointer, name string) string {
	if p.order == nil {
		return ""
	}
	return pointer + "/" + escapePointer(name)
}

func (p *parser) itemPointer(pointer string, i int) string {
	if p.order == nil {
		return ""
	}
	return pointer + "/" + strconv.Itoa(i)
}

// keep records an object's member names, when the order is kept.
func (p *parser) keep(pointer string, names []string) {
	if p.order != nil {
		p.order[pointer] = names
	}
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
		s, err := p.string()
		if err != nil || p.leaves == nil {
			return s, err
		}
		return p.leaves.string(s), nil
	case c == 't':
		return p.literal("true", true)
	case c == 'f':
		return p.literal("false", false)
	case c == 'n':
		return p.literal("null", nil)
	case c == '-' || (c >= '0' && c <= '9'):
		f, err := p.number()
		if err != nil || p.leaves == nil {
			return f, err
		}
		return p.leaves.number(f), nil
	}
	return nil, p.fail("unexpected character")
}

// object reads an object: with the order kept, as a map; without, as members.
func (p *parser) object(pointer string) (any, error) {
	if p.order == nil {
		// Gathered on a stack the nested objects share, then copied out at their number.
		start := len(p.stack)
		err := p.members(pointer, func(name string, v any) error {
			if members(p.stack[start:]).has(name) {
				return p.fail("a repeated member") // parseJSON keeps the last; not sure here
			}
			p.stack = append(p.stack, member{name, v})
			return nil
		})
		ms := append(members(nil), p.stack[start:]...)
		p.stack = p.stack[:start]
		return ms, err
	}
	m := map[string]any{}
	var names []string
	err := p.members(pointer, func(name string, v any) error {
		if _, seen := m[name]; !seen {
			names = append(names, name)
		}
		m[name] = v
		return nil
	})
	p.order[pointer] = names
	return m, err
}

// members is an object as parseValue reads it: its members as written, none repeated.
type members []member

type member struct {
	name  string
	value any
}

func (ms members) get(name string) (any, bool) {
	for _, m := range ms {
		if m.name == name {
			return m.value, true
		}
	}
	return nil, false
}

func (ms members) has(name string) bool {
	_, present := ms.get(name)
	return present
}

// members reads an object's members, handing each to add.
func (p *parser) members(pointer string, add func(name string, v any) error) error {
	p.i++
	p.space()
	if p.i < len(p.data) && p.data[p.i] == '}' {
		p.i++
		return nil
	}
	for {
		p.space()
		if p.i >= len(p.data) || p.data[p.i] != '"' {
			return p.fail("expected a member name")
		}
		name, err := p.string()
		if err != nil {
			return err
		}
		p.space()
		if p.i >= len(p.data) || p.data[p.i] != ':' {
			return p.fail("expected ':'")
		}
		p.i++
		p.space()
		v, err := p.value(p.memberPointer(pointer, name))
		if err != nil {
			return err
		}
		if err := add(name, v); err != nil {
			return err
		}
		p.space()
		if p.i < len(p.data) && p.data[p.i] == ',' {
			p.i++
			continue
		}
		if p.i < len(p.data) && p.data[p.i] == '}' {
			p.i++
			return nil
		}
		return p.fail("expected ',' or '}'")
	}
}

// array reads an array, its items gathered on a stack the nested arrays share and copied out at
// their number.
func (p *parser) array(pointer string) (any, error) {
	p.i++
	start := len(p.items)
	defer func() { p.items = p.items[:start] }()
	p.space()
	if p.i < len(p.data) && p.data[p.i] == ']' {
		p.i++
		return []any{}, nil
	}
	for {
		p.space()
		v, err := p.value(p.itemPointer(pointer, len(p.items)-start))
		if err != nil {
			return nil, err
		}
		p.items = append(p.items, v)
		p.space()
		if p.i < len(p.data) && p.data[p.i] == ',' {
			p.i++
			continue
		}
		if p.i < len(p.data) && p.data[p.i] == ']' {
			p.i++
			return append([]any(nil), p.items[start:]...), nil
		}
		return nil, p.fail("expected ',' or ']'")
	}
}

func (p *parser) number() (float64, error) {
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
		return 0, p.fail("expected a digit")
	}
	if p.i < len(p.data) && p.data[p.i] == '.' {
		p.i++
		if digits() == 0 {
			return 0, p.fail("expected a digit")
		}
	}
	if p.i < len(p.data) && (p.data[p.i] == 'e' || p.data[p.i] == 'E') {
		p.i++
		if p.i < len(p.data) && (p.data[p.i] == '+' || p.data[p.i] == '-') {
			p.i++
		}
		if digits() == 0 {
			return 0, p.fail("expected a digit")
		}
	}
	f, err := strconv.ParseFloat(string(p.data[start:p.i]), 64)
	if err != nil && !errors.Is(err, strconv.ErrRange) {
		return 0, p.fail("bad number")
	}
	return f, nil // out of range: ±Inf or 0, as JSON.parse reads it
}

func (p *parser) string() (string, error) {
	p.i++
	// Most strings are printable ASCII without escapes: taken whole.
	j := p.i + plainPrefix(p.data[p.i:])
	for ; j < len(p.data); j++ {
		c := p.data[j]
		if c == '"' {
			var s string
			if p.leaves != nil {
				s = p.leaves.text[p.i:j]
			} else {
				s = string(p.data[p.i:j])
			}
			p.i = j + 1
			return s, nil
		}
		if c < 0x20 || c == '\\' || c >= utf8.RuneSelf {
			break
		}
	}
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

// plainPrefix is how many of the leading bytes of data are printable ASCII other than '"' and
// '\\', found eight bytes at a time (the tail, and the byte that stopped it, are left to the caller).
func plainPrefix(data []byte) int {
	const ones, highs = 0x0101010101010101, 0x8080808080808080
	// hasZero: some byte of w is 0.
	hasZero := func(w uint64) bool { return (w-ones)&^w&highs != 0 }
	n := 0
	for ; n+8 <= len(data); n += 8 {
		w := binary.LittleEndian.Uint64(data[n:])
		if w&highs != 0 || (w-0x20*ones)&^w&highs != 0 || hasZero(w^'"'*ones) || hasZero(w^'\\'*ones) {
			break
		}
	}
	return n
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
