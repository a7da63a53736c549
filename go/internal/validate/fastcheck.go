package validate

// A record kind's schema compiled into plain Go checks: validation's fast first pass.
//
// jsonschema walks a 2 KB record through thousands of calls (keyword by keyword, big.Rat for every
// number, an error tree for every branch); the same rules compiled once into a tree of nodes take
// a small part of that. The tree decides nothing on its own: it answers true only where the full
// path (jsonschema plus the x- keywords) accepts too, and on false the full path runs and names
// the first error, so rules, messages and pointers cannot change. Every keyword is applied as
// jsonschema applies it (the same type rules, regexp.Compile for patterns, lengths in code
// points, x-max-bytes by the same measures), except `unevaluatedProperties: false`, applied
// conservatively: a member counts as evaluated only when `properties` of the schema, or of a
// subschema always applied (allOf, $ref), names it, never through `if`, so it can only refuse
// more. A keyword not compiled here (or `$id`/`$schema` below the root) leaves the whole kind to
// the full path.

import (
	"errors"
	"fmt"
	"math"
	"regexp"
	"strconv"
	"strings"
	"unicode/utf8"
)

// ignoredKeywords validate nothing in the full path: annotations, and keywords read elsewhere.
var ignoredKeywords = map[string]bool{
	"$comment": true, "$defs": true, "title": true, "description": true, "examples": true,
	"default": true, "discriminator": true, "x-pattern-reason": true,
}

// errUncompiled: the schema uses something the fast pass does not compile.
var errUncompiled = errors.New("ledger: not compiled by the fast pass")

func uncompiled(what string) error { return fmt.Errorf("%w: %s", errUncompiled, what) }

// types is a set of JSON Schema type names.
type types uint8

const (
	typeNull types = 1 << iota
	typeBoolean
	typeObject
	typeArray
	typeNumber
	typeInteger
	typeString
)

var typeNames = map[string]types{
	"null": typeNull, "boolean": typeBoolean, "object": typeObject, "array": typeArray,
	"number": typeNumber, "integer": typeInteger, "string": typeString,
}

// exactIntegers: every integer of at most this magnitude is a double, and reads back as itself.
const exactIntegers = 1 << 53

// node is one compiled schema: the checks of its own keywords, by the type of the value, and the
// subschemas it applies in place ($ref, allOf, if). It judges values as parseValue reads them.
type node struct {
	types    types // 0: any
	strings  []map[string]bool
	str      stringRules
	num      numberRules
	items    *node
	minItems int
	maxItems int // -1: none
	maxBytes int // -1: none
	object   *objectRules
	applied  []func(any) bool
}

type stringRules struct {
	minLength, maxLength int // maxLength -1: none
	pattern              *regexp.Regexp
}

type numberRules struct {
	min, max, exclusiveMin, exclusiveMax *float64
}

type objectRules struct {
	required []string
	members  map[string]*node // by name: the properties' schemas, and nil for other members allowed
	closed   bool             // no other member may be there
}

func (n *node) accepts(v any) bool {
	if !n.hasType(v) {
		return false
	}
	if n.strings != nil {
		s, isString := v.(*string)
		if !isString {
			return false
		}
		for _, set := range n.strings {
			if !set[*s] {
				return false
			}
		}
	}
	switch x := v.(type) {
	case *string:
		if !n.str.accepts(*x) || (n.maxBytes >= 0 && len(*x) > n.maxBytes) {
			return false
		}
	case *float64:
		if !n.num.accepts(*x) {
			return false
		}
	case []any:
		if len(x) < n.minItems || (n.maxItems >= 0 && len(x) > n.maxItems) || !n.withinBytes(x) {
			return false
		}
		if n.items != nil {
			for _, item := range x {
				if !n.items.accepts(item) {
					return false
				}
			}
		}
	case members:
		if (n.object != nil && !n.object.accepts(x)) || !n.withinBytes(x) {
			return false
		}
	}
	for _, check := range n.applied {
		if !check(v) {
			return false
		}
	}
	return true
}

func (n *node) hasType(v any) bool {
	if n.types == 0 {
		return true
	}
	var t types
	switch x := v.(type) {
	case nil:
		t = typeNull
	case bool:
		t = typeBoolean
	case *string:
		t = typeString
	case []any:
		t = typeArray
	case members:
		t = typeObject
	case *float64:
		t = typeNumber
		// jsonschema: a number is an integer when its shortest decimal form is, which is when the
		// double is (a fraction needs more digits than the units; an integer's shortest form never has one).
		if math.Trunc(*x) == *x {
			t |= typeInteger
		}
	default:
		return false
	}
	return n.types&t != 0
}

// withinBytes: the canonical JSON of an array or object is at most x-max-bytes long.
func (n *node) withinBytes(v any) bool {
	if n.maxBytes < 0 {
		return true
	}
	size, ok := scanRecordWide(v, math.MaxInt)
	return ok && size <= n.maxBytes
}

func (r *stringRules) accepts(s string) bool {
	// A code point takes 1 to 4 bytes of UTF-8: only a string near a bound is counted.
	if r.minLength > 0 && len(s) < 4*r.minLength && utf8.RuneCountInString(s) < r.minLength {
		return false
	}
	if r.maxLength >= 0 && len(s) > r.maxLength && utf8.RuneCountInString(s) > r.maxLength {
		return false
	}
	return r.pattern == nil || r.pattern.MatchString(s)
}

func (r *numberRules) accepts(f float64) bool {
	return (r.min == nil || f >= *r.min) && (r.max == nil || f <= *r.max) &&
		(r.exclusiveMin == nil || f > *r.exclusiveMin) && (r.exclusiveMax == nil || f < *r.exclusiveMax)
}

func (r *objectRules) accepts(ms members) bool {
	for _, name := range r.required {
		if !ms.has(name) {
			return false
		}
	}
	for _, m := range ms {
		property, named := r.members[m.name]
		if (!named && r.closed) || (property != nil && !property.accepts(m.value)) {
			return false
		}
	}
	return true
}

// fastCompiler compiles the subschemas of one schema document; $refs point into root.
type fastCompiler struct {
	root      map[string]any
	refs      map[string]*node // by ref and exactness
	compiling map[string]bool
}

// compileFast compiles the schema at ref (a "#/…" pointer into root), or says why it cannot.
func compileFast(root map[string]any, ref string) (*node, error) {
	c := &fastCompiler{root: root, refs: map[string]*node{}, compiling: map[string]bool{}}
	return c.ref(ref, false)
}

// schema compiles one schema. exact: the node must give jsonschema's verdict both ways (it decides
// an `if`), so nothing may be approximated.
func (c *fastCompiler) schema(s any, exact bool) (*node, error) {
	n := &node{minItems: 0, maxItems: -1, maxBytes: -1, str: stringRules{maxLength: -1}}
	switch s := s.(type) {
	case bool:
		if !s {
			n.applied = append(n.applied, func(any) bool { return false })
		}
		return n, nil
	case map[string]any:
		return n, c.keywords(n, s, exact)
	}
	return nil, uncompiled("a schema that is not an object")
}

func (c *fastCompiler) keywords(n *node, s map[string]any, exact bool) error {
	var err error
	for keyword, value := range s {
		switch keyword {
		case "properties", "required", "additionalProperties", "unevaluatedProperties":
			if n.object == nil {
				n.object, err = c.members(s, exact)
			}
		case "type":
			n.types, err = typeSet(value)
		case "const":
			err = n.addStrings([]any{value})
		case "enum":
			list, _ := value.([]any)
			err = n.addStrings(list)
		case "pattern":
			source, _ := value.(string)
			// The engine jsonschema uses by default: the same regexp, the same matches.
			n.str.pattern, err = regexp.Compile(source)
		case "minLength":
			n.str.minLength, err = count(keyword, value)
		case "maxLength":
			n.str.maxLength, err = count(keyword, value)
		case "minItems":
			n.minItems, err = count(keyword, value)
		case "maxItems":
			n.maxItems, err = count(keyword, value)
		case "x-max-bytes":
			n.maxBytes, err = count(keyword, value)
		case "minimum":
			n.num.min, err = limit(keyword, value)
		case "maximum":
			n.num.max, err = limit(keyword, value)
		case "exclusiveMinimum":
			n.num.exclusiveMin, err = limit(keyword, value)
		case "exclusiveMaximum":
			n.num.exclusiveMax, err = limit(keyword, value)
		case "items":
			n.items, err = c.schema(value, exact)
		case "$ref":
			ref, _ := value.(string)
			var target *node
			if target, err = c.ref(ref, exact); err == nil {
				n.applied = append(n.applied, target.accepts)
			}
		case "allOf":
			list, isList := value.([]any)
			if !isList {
				return uncompiled("allOf")
			}
			for _, sub := range list {
				var part *node
				if part, err = c.schema(sub, exact); err != nil {
					return err
				}
				n.applied = append(n.applied, part.accepts)
			}
		case "if":
			var cond func(any) bool
			if cond, err = c.condition(s, exact); err == nil {
				n.applied = append(n.applied, cond)
			}
		case "then", "else":
			// with "if"; jsonschema ignores them alone
		default:
			if !ignoredKeywords[keyword] {
				return uncompiled(keyword)
			}
		}
		if err != nil {
			return err
		}
	}
	return nil
}

func typeSet(value any) (types, error) {
	names, isList := value.([]any)
	if !isList {
		names = []any{value}
	}
	var set types
	for _, name := range names {
		name, _ := name.(string)
		t, known := typeNames[name]
		if !known {
			return 0, uncompiled("type " + name)
		}
		set |= t
	}
	if set == 0 {
		return 0, uncompiled("an empty type")
	}
	return set, nil
}

// addStrings adds a const or an enum of strings (jsonschema's equality is == on two strings; other
// values it compares deeply, which is not compiled).
func (n *node) addStrings(values []any) error {
	set := map[string]bool{}
	for _, v := range values {
		s, isString := v.(string)
		if !isString {
			return uncompiled("const or enum of a value that is not a string")
		}
		set[s] = true
	}
	if len(set) == 0 {
		return uncompiled("an empty enum")
	}
	n.strings = append(n.strings, set)
	return nil
}

func count(keyword string, value any) (int, error) {
	f, isNumber := value.(float64)
	if !isNumber || f < 0 || f != math.Trunc(f) || f > math.MaxInt32 {
		return 0, uncompiled(keyword)
	}
	return int(f), nil
}

// limit is a bound on numbers. jsonschema compares the value's shortest decimal form with the
// bound exactly; for an integer bound of at most 2^53 comparing the doubles gives the same answer.
func limit(keyword string, value any) (*float64, error) {
	f, isNumber := value.(float64)
	if !isNumber || f != math.Trunc(f) || math.Abs(f) > exactIntegers {
		return nil, uncompiled(keyword)
	}
	return &f, nil
}

func (c *fastCompiler) ref(ref string, exact bool) (*node, error) {
	if !strings.HasPrefix(ref, "#/") {
		return nil, uncompiled("$ref " + ref)
	}
	key := ref + " " + strconv.FormatBool(exact)
	if n, done := c.refs[key]; done {
		return n, nil
	}
	if c.compiling[key] {
		return nil, uncompiled("a recursive $ref")
	}
	c.compiling[key] = true
	target, err := c.resolve(ref)
	if err != nil {
		return nil, err
	}
	n, err := c.schema(target, exact)
	if err != nil {
		return nil, err
	}
	c.refs[key] = n
	return n, nil
}

func (c *fastCompiler) resolve(ref string) (any, error) {
	var target any = c.root
	for _, token := range strings.Split(ref[2:], "/") {
		token = strings.ReplaceAll(strings.ReplaceAll(token, "~1", "/"), "~0", "~")
		object, isObject := target.(map[string]any)
		if !isObject {
			return nil, uncompiled("$ref " + ref)
		}
		if target, isObject = object[token]; !isObject {
			return nil, uncompiled("$ref " + ref + " names nothing")
		}
	}
	return target, nil
}

// condition is if/then/else: the condition compiled exactly, as its false answer chooses `else`.
func (c *fastCompiler) condition(s map[string]any, exact bool) (func(any) bool, error) {
	cond, err := c.schema(s["if"], true)
	if err != nil {
		return nil, err
	}
	branch := func(keyword string) (*node, error) {
		if sub, present := s[keyword]; present {
			return c.schema(sub, exact)
		}
		return c.schema(true, exact)
	}
	then, err := branch("then")
	if err != nil {
		return nil, err
	}
	otherwise, err := branch("else")
	if err != nil {
		return nil, err
	}
	return func(v any) bool {
		if cond.accepts(v) {
			return then.accepts(v)
		}
		return otherwise.accepts(v)
	}, nil
}

// members compiles properties, required, additionalProperties and unevaluatedProperties into one
// pass over an object's members.
func (c *fastCompiler) members(s map[string]any, exact bool) (*objectRules, error) {
	rules := &objectRules{members: map[string]*node{}}
	properties, _ := s["properties"].(map[string]any)
	if _, present := s["properties"]; present && properties == nil {
		return nil, uncompiled("properties")
	}
	for name, sub := range properties {
		property, err := c.schema(sub, exact)
		if err != nil {
			return nil, err
		}
		rules.members[name] = property
	}
	if list, present := s["required"]; present {
		names, isList := list.([]any)
		if !isList {
			return nil, uncompiled("required")
		}
		for _, name := range names {
			name, isString := name.(string)
			if !isString {
				return nil, uncompiled("required")
			}
			rules.required = append(rules.required, name)
		}
	}
	additional, unevaluated, err := memberFlags(s)
	if err != nil {
		return nil, err
	}
	switch {
	case !additional:
		rules.closed = true
	case !unevaluated:
		if exact {
			return nil, uncompiled("unevaluatedProperties under if")
		}
		known, err := c.evaluated(s)
		if err != nil {
			return nil, err
		}
		rules.closed = known != nil
		for name := range known {
			if _, present := rules.members[name]; !present {
				rules.members[name] = nil
			}
		}
	}
	return rules, nil
}

// memberFlags reads additionalProperties and unevaluatedProperties, compiled only as true or false.
func memberFlags(s map[string]any) (additional, unevaluated bool, err error) {
	flag := func(keyword string) bool {
		value, present := s[keyword]
		if !present {
			return true
		}
		b, isBool := value.(bool)
		if !isBool {
			err = uncompiled("a schema for " + keyword)
		}
		return b
	}
	additional, unevaluated = flag("additionalProperties"), flag("unevaluatedProperties")
	if _, present := s["patternProperties"]; present {
		err = uncompiled("patternProperties")
	}
	return additional, unevaluated, err
}

// evaluated is the members jsonschema counts as evaluated by s for any value s accepts, at least
// (nil: every member). `if` is left out, so at worst a valid member is refused here.
func (c *fastCompiler) evaluated(s any) (map[string]bool, error) {
	switch s := s.(type) {
	case bool:
		if s {
			return nil, nil
		}
		return map[string]bool{}, nil
	case map[string]any:
		additional, unevaluated, err := memberFlags(s)
		if err != nil {
			return nil, err
		}
		// additionalProperties: false refuses what `properties` does not name, whatever else counts.
		if (additional && s["additionalProperties"] != nil) || (unevaluated && s["unevaluatedProperties"] != nil) {
			return nil, nil
		}
		names := map[string]bool{}
		properties, _ := s["properties"].(map[string]any)
		for name := range properties {
			names[name] = true
		}
		subschemas, _ := s["allOf"].([]any)
		if ref, present := s["$ref"]; present {
			ref, _ := ref.(string)
			target, err := c.resolve(ref)
			if err != nil {
				return nil, err
			}
			subschemas = append(subschemas, target)
		}
		for _, sub := range subschemas {
			found, err := c.evaluated(sub)
			if err != nil || found == nil {
				return nil, err
			}
			for name := range found {
				names[name] = true
			}
		}
		return names, nil
	}
	return nil, uncompiled("a schema that is not an object")
}
