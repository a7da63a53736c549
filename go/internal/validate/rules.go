// Package validate is the SDK's offline validator, behind ledger.ValidateRecord and
// ledger.ValidateScore: the JSON reader, the canonical form, the x- keywords, the fast pass (generated
// by codegen from the schema) and the full validator. Standard keywords are checked by santhosh-tekuri/jsonschema (2020-12); the
// schema's x- keywords here. The first failure is reported, and "first" is the order the
// TypeScript reference (Ajv) checks in, so every SDK names the same field (test/vectors/records.json
// holds them to it). It knows nothing of the SDK's errors: it answers with a *Failure, which the
// ledger package words as its *ValidationError.
package validate

import (
	"bytes"
	"errors"
	"fmt"
	"math"
	"sort"
	"strconv"
	"strings"
	"sync"

	"github.com/santhosh-tekuri/jsonschema/v6"
	"github.com/santhosh-tekuri/jsonschema/v6/kind"
	"golang.org/x/text/language"
	"golang.org/x/text/message"
)

// Failure is the first rule a text breaks: the JSON Pointer of the field and the reason. Unsupported
// is a record naming a schema_version none of the rules know; Version is then what it names.
type Failure struct {
	Field, Reason string
	Unsupported   bool
	Version       any
}

// Records judges records by the rules of their own schema_version, each version's schema compiled
// on first use.
type Records struct {
	current string
	rules   map[string]func() *rules
}

// NewRecords readies the rules of versions, current the one a record without a schema_version is
// judged by; schema reads a version's record schema (it must compile: a bundled schema that does
// not is a broken build, and panics).
func NewRecords(current string, versions []string, schema func(version string) ([]byte, error)) *Records {
	byVersion := map[string]func() *rules{}
	for _, version := range versions {
		byVersion[version] = sync.OnceValue(func() *rules {
			text, err := schema(version)
			if err == nil {
				var r *rules
				if r, err = compileRules(text); err == nil {
					return r
				}
			}
			panic("ledger: the bundled record schema " + version + " does not compile: " + err.Error())
		})
	}
	return &Records{current: current, rules: byVersion}
}

// Check is nil for a valid record's JSON text, or its first failure.
func (rs *Records) Check(data []byte) *Failure {
	if rs.acceptsFast(data) {
		return nil
	}
	return rs.validateFull(data)
}

// acceptsFast is the fast pass: true only where validateFull finds nothing, false when not sure
// (validateFull then runs, and words the error). Its checks are generated from the schema
// (fastcheck.gen.go), so it needs none of the rules compiled.
func (rs *Records) acceptsFast(data []byte) bool {
	v, err := parseValue(data)
	record, isObject := v.(members)
	if err != nil || !isObject {
		return false
	}
	version := rs.current
	if named, present := record.get("schema_version"); present {
		s, isString := named.(*string)
		if !isString {
			return false
		}
		version = *s
	}
	fast := fastRecords[version]
	return fast != nil && rs.rules[version] != nil && fast(record)
}

// validateFull checks a record with the full validator, naming the first error.
func (rs *Records) validateFull(data []byte) *Failure {
	doc, err := parseJSON(data)
	if err != nil {
		return &Failure{Reason: "is not JSON: " + strings.TrimPrefix(err.Error(), errSyntax.Error()+": ")}
	}
	version := rs.versionOf(doc.value)
	name, _ := version.(string)
	rules := rs.rules[name]
	if rules == nil {
		return &Failure{Unsupported: true, Version: version}
	}
	return rules().check(doc).failure()
}

// Node is the schema object at a JSON Pointer of a version's record schema.
func (rs *Records) Node(version, pointer string) map[string]any {
	return rs.rules[version]().node(pointer)
}

// versionOf is the schema_version a record names. The version decides the rules; a record without
// one, or with an empty one (the specification: "non-empty", so validation_failed), is judged by
// the current rules, which name what is wrong.
func (rs *Records) versionOf(v any) any {
	if record, isObject := v.(map[string]any); isObject {
		if version, present := record["schema_version"]; present && version != "" {
			return version
		}
	}
	return rs.current
}

// Single is a schema without kinds (the score schema): one schema for every document.
type Single struct{ r *rules }

// NewSingle compiles a bundled schema without kinds.
func NewSingle(schemaJSON []byte) (*Single, error) {
	r, c, err := newRules(schemaJSON)
	if err != nil {
		return nil, err
	}
	if r.kinds[""], err = c.Compile(r.id); err != nil {
		return nil, err
	}
	return &Single{r}, nil
}

// Check is nil for a valid JSON text, or its first failure.
func (s *Single) Check(data []byte) *Failure {
	doc, err := parseJSON(data)
	if err != nil {
		return &Failure{Reason: "is not JSON: " + err.Error()}
	}
	fe := s.r.checkWide(doc.value)
	if fe == nil {
		fe = s.r.checkSchema(s.r.kinds[""], doc)
	}
	return fe.failure()
}

type fieldError struct{ field, reason string }

func (fe *fieldError) failure() *Failure {
	if fe == nil {
		return nil
	}
	return &Failure{Field: fe.field, Reason: fe.reason}
}

// rules is the compiled record schema.
type rules struct {
	raw      document // the schema itself, member order kept
	id       string
	kinds    map[string]*jsonschema.Schema // by behaviour
	maxBytes int
	maxDepth int
}

const maxBytesVocabulary = "https://trace-ledger.dev/vocab/x-max-bytes"

func compileRules(schemaJSON []byte) (*rules, error) {
	r, c, err := newRules(schemaJSON)
	if err != nil {
		return nil, err
	}
	root := r.raw.value.(map[string]any)
	for _, branch := range root["oneOf"].([]any) {
		ref := branch.(map[string]any)["$ref"].(string)
		behavior := r.node(ref[1:] + "/properties/behavior")["const"].(string)
		if r.kinds[behavior], err = c.Compile(r.id + ref); err != nil {
			return nil, err
		}
	}
	return r, nil
}

// newRules reads a bundled schema (the record schema, or the score schema) and readies a
// compiler holding it, with the x-max-bytes vocabulary.
func newRules(schemaJSON []byte) (*rules, *jsonschema.Compiler, error) {
	raw, err := parseJSON(schemaJSON)
	if err != nil {
		return nil, nil, err
	}
	root := raw.value.(map[string]any)
	r := &rules{raw: raw, id: root["$id"].(string), kinds: map[string]*jsonschema.Schema{}}
	r.maxBytes = int(root["x-max-bytes"].(float64))
	r.maxDepth = int(root["x-max-depth"].(float64))

	doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(schemaJSON))
	if err != nil {
		return nil, nil, err
	}
	c := jsonschema.NewCompiler()
	c.DefaultDraft(jsonschema.Draft2020)
	vocab, err := maxBytesVocab()
	if err != nil {
		return nil, nil, err
	}
	c.RegisterVocabulary(vocab)
	c.AssertVocabs()
	if err := c.AddResource(r.id, doc); err != nil {
		return nil, nil, err
	}
	return r, c, nil
}

// node is the schema object at a JSON Pointer of the bundled schema.
func (r *rules) node(pointer string) map[string]any {
	var v any = r.raw.value
	for _, token := range strings.Split(pointer, "/")[1:] {
		token = strings.ReplaceAll(strings.ReplaceAll(token, "~1", "/"), "~0", "~")
		switch c := v.(type) {
		case map[string]any:
			v = c[token]
		case []any:
			i, _ := strconv.Atoi(token)
			v = c[i]
		}
	}
	m, _ := v.(map[string]any)
	return m
}

// check runs the checks in the reference's order: the record-wide keywords (depth, finite
// numbers, storable text), the type, the discriminator, the kind's schema, the record's size.
func (r *rules) check(doc document) *fieldError {
	v := doc.value
	if fe := r.checkWide(v); fe != nil {
		return fe
	}
	record := v.(map[string]any)
	tag, present := record["behavior"]
	if !present {
		return &fieldError{"/behavior", "is required"}
	}
	behavior, isString := tag.(string)
	if !isString {
		return &fieldError{"/behavior", "is required and must be a string"}
	}
	schema, known := r.kinds[behavior]
	if !known {
		return &fieldError{"/behavior", "has an unknown value " + jsString(behavior)}
	}
	return r.checkSchema(schema, doc)
}

// checkWide checks the document-wide keywords (depth, finite numbers, storable text) and that the
// value is an object.
func (r *rules) checkWide(v any) *fieldError {
	if nestsDeeperThan(v, r.maxDepth) {
		return &fieldError{"", fmt.Sprintf("must NOT nest arrays and objects more than %d levels deep", r.maxDepth)}
	}
	if at, found := locate(v, isNonFinite); found {
		return &fieldError{at, "must be a finite number"}
	}
	if at, found := locate(v, isUnstorable); found {
		return &fieldError{at, "holds a NUL character or an unpaired surrogate, which cannot be stored"}
	}
	if _, ok := v.(map[string]any); !ok {
		return &fieldError{"", "must be object"}
	}
	return nil
}

// checkSchema validates the document against schema, naming the first error as the reference
// does, then checks its canonical size.
func (r *rules) checkSchema(schema *jsonschema.Schema, doc document) *fieldError {
	if err := schema.Validate(doc.value); err != nil {
		var verr *jsonschema.ValidationError
		if !errors.As(err, &verr) {
			return &fieldError{"", err.Error()}
		}
		fe := r.describe(r.first(verr, doc), doc)
		return &fe
	}
	if size, _ := canonical(doc.value); len(size) > r.maxBytes {
		return &fieldError{"", fmt.Sprintf("must NOT be longer than %d bytes (UTF-8)", r.maxBytes)}
	}
	return nil
}

// keywordOrder is the order Ajv checks a schema's keywords in (type first, then the keywords of
// any type, then those of the value's type, unevaluated* last); x-max-bytes closes its type's group.
var keywordOrder = func() map[string]int {
	order := map[string]int{}
	for i, kw := range []string{
		"type", "$ref", "const", "enum", "not", "anyOf", "oneOf", "allOf", "if",
		"maximum", "minimum", "exclusiveMaximum", "exclusiveMinimum", "multipleOf",
		"pattern", "format", "minLength", "maxLength",
		"maxItems", "minItems", "uniqueItems", "prefixItems", "items", "contains",
		"maxProperties", "minProperties", "required", "propertyNames", "additionalProperties", "dependencies", "properties", "patternProperties",
		"x-max-bytes", "unevaluatedProperties", "unevaluatedItems",
	} {
		order[kw] = i
	}
	order["then"], order["else"] = order["if"], order["if"]
	return order
}()

// fragment is the JSON Pointer part of a schema location.
func fragment(location string) string {
	_, pointer, _ := strings.Cut(location, "#")
	return pointer
}

// first descends the error tree, at each level taking the error the reference meets first.
func (r *rules) first(e *jsonschema.ValidationError, doc document) *jsonschema.ValidationError {
	for {
		var at string
		switch k := e.ErrorKind.(type) {
		case *kind.Schema, *kind.Group, *kind.AllOf, *kind.OneOf:
			// A failed oneOf: Ajv lists its branches' errors, in order, before its own.
			at = fragment(e.SchemaURL)
		case *kind.Reference:
			at = fragment(k.URL)
		default:
			return e
		}
		if len(e.Causes) == 0 {
			return e
		}
		causes, depth := e.Causes, len(e.InstanceLocation)
		sort.SliceStable(causes, func(i, j int) bool {
			ri, si := r.position(causes[i], at, depth, doc)
			rj, sj := r.position(causes[j], at, depth, doc)
			return ri < rj || (ri == rj && si < sj)
		})
		e = causes[0]
	}
}

// position orders the errors of the schema at `at`, applied to the value `depth` steps into the
// record: by keyword, then by property (in the schema's order), item or member (in the value's).
func (r *rules) position(e *jsonschema.ValidationError, at string, depth int, doc document) (int, int) {
	rel := strings.TrimPrefix(fragment(e.SchemaURL), at)
	if rel == "" {
		path := e.ErrorKind.KeywordPath()
		if len(path) == 0 {
			return len(keywordOrder), 0
		}
		return keywordOrder[path[0]], 0
	}
	// A subschema's lone error comes up as it is, so rel can reach below the keyword
	// (/properties/tags/items): the keyword and its first token place it.
	parts := strings.Split(rel[1:], "/")
	rank, known := keywordOrder[parts[0]]
	if !known {
		rank = len(keywordOrder)
	}
	token := ""
	if len(parts) > 1 {
		token = strings.ReplaceAll(strings.ReplaceAll(parts[1], "~1", "/"), "~0", "~")
	}
	// The item or member this error is under: the instance step below the schema's own value.
	step := ""
	if len(e.InstanceLocation) > depth {
		step = e.InstanceLocation[depth]
	}
	switch parts[0] {
	case "properties":
		return rank, indexOf(r.raw.order[at+"/properties"], token)
	case "allOf":
		i, _ := strconv.Atoi(token)
		return rank, i
	case "items":
		i, _ := strconv.Atoi(step)
		return rank, i
	case "unevaluatedProperties", "additionalProperties":
		return rank, indexOf(jsOrder(doc.order[pointerOf(e.InstanceLocation[:depth])]), step)
	}
	return rank, 0
}

func indexOf(list []string, s string) int {
	for i, item := range list {
		if item == s {
			return i
		}
	}
	return len(list)
}

func pointerOf(tokens []string) string {
	var b strings.Builder
	for _, t := range tokens {
		b.WriteByte('/')
		b.WriteString(escapePointer(t))
	}
	return b.String()
}

// jsOrder is the order JavaScript lists an object's members in: names that are array indices
// first, ascending, then the rest as written.
func jsOrder(names []string) []string {
	var indices, rest []string
	for _, name := range names {
		if n, err := strconv.ParseUint(name, 10, 32); err == nil && n < math.MaxUint32 && strconv.FormatUint(n, 10) == name {
			indices = append(indices, name)
		} else {
			rest = append(rest, name)
		}
	}
	sort.SliceStable(indices, func(i, j int) bool {
		a, _ := strconv.ParseUint(indices[i], 10, 32)
		b, _ := strconv.ParseUint(indices[j], 10, 32)
		return a < b
	})
	return append(indices, rest...)
}

// describe words an error as the reference does: the field's JSON Pointer and a reason.
func (r *rules) describe(e *jsonschema.ValidationError, doc document) fieldError {
	field := pointerOf(e.InstanceLocation)
	schema := r.node(fragment(e.SchemaURL))
	limit := func(keyword string) string {
		s, _ := formatNumber(asFloat(schema[keyword]))
		return s
	}
	switch k := e.ErrorKind.(type) {
	case *kind.Required:
		return fieldError{field + "/" + escapePointer(k.Missing[0]), "is required"}
	case *kind.AdditionalProperties:
		names := jsOrder(doc.order[field])
		sort.SliceStable(k.Properties, func(i, j int) bool { return indexOf(names, k.Properties[i]) < indexOf(names, k.Properties[j]) })
		return fieldError{field + "/" + escapePointer(k.Properties[0]), "is not a known field here"}
	case *kind.FalseSchema:
		return fieldError{field, "is not a known field here"}
	case *kind.Type:
		var types []string
		switch t := schema["type"].(type) {
		case string:
			types = []string{t}
		case []any:
			for _, item := range t {
				types = append(types, item.(string))
			}
		}
		return fieldError{field, "must be " + strings.Join(types, ",")}
	case *kind.Enum:
		values := make([]string, 0, len(k.Want))
		for _, v := range schema["enum"].([]any) {
			s, _ := canonical(v)
			values = append(values, s)
		}
		return fieldError{field, "must be one of " + strings.Join(values, ", ")}
	case *kind.Const:
		s, _ := canonical(schema["const"])
		return fieldError{field, "must be " + s}
	case *kind.Not:
		return fieldError{field, "must NOT be valid"}
	case *kind.Pattern:
		if reason, ok := schema["x-pattern-reason"].(string); ok {
			return fieldError{field, reason}
		}
		return fieldError{field, "must match pattern " + jsString(k.Want)}
	case *kind.MinLength:
		return fieldError{field, "must NOT have fewer than " + limit("minLength") + " characters"}
	case *kind.MaxLength:
		return fieldError{field, "must NOT have more than " + limit("maxLength") + " characters"}
	case *kind.MinItems:
		return fieldError{field, "must NOT have fewer than " + limit("minItems") + " items"}
	case *kind.MaxItems:
		return fieldError{field, "must NOT have more than " + limit("maxItems") + " items"}
	case *kind.Minimum:
		return fieldError{field, "must be >= " + limit("minimum")}
	case *kind.Maximum:
		return fieldError{field, "must be <= " + limit("maximum")}
	case *kind.ExclusiveMinimum:
		return fieldError{field, "must be > " + limit("exclusiveMinimum")}
	case *kind.ExclusiveMaximum:
		return fieldError{field, "must be < " + limit("exclusiveMaximum")}
	case *maxBytesError:
		return fieldError{field, fmt.Sprintf("must NOT be longer than %d bytes (UTF-8)", k.limit)}
	}
	return fieldError{field, e.ErrorKind.LocalizedString(message.NewPrinter(language.English))}
}

func asFloat(v any) float64 {
	f, _ := v.(float64)
	return f
}

// jsString is JSON.stringify of a string.
func jsString(s string) string {
	var b strings.Builder
	writeString(&b, s)
	return b.String()
}
