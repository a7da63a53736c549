package validate

// The record schema's x- keywords (their meaning is documented in the schema itself).

import (
	"encoding/json"
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/santhosh-tekuri/jsonschema/v6"
	"golang.org/x/text/message"
)

// x-max-bytes: a string's UTF-8 bytes, or an array's or object's canonical JSON bytes, are at most N.

type maxBytes struct{ limit int }

type maxBytesError struct{ limit int }

func (*maxBytesError) KeywordPath() []string { return []string{"x-max-bytes"} }

func (e *maxBytesError) LocalizedString(*message.Printer) string {
	return fmt.Sprintf("must NOT be longer than %d bytes (UTF-8)", e.limit)
}

func (m *maxBytes) Validate(ctx *jsonschema.ValidatorContext, v any) {
	var size int
	switch v := v.(type) {
	case string:
		size = len(v) // an unpaired surrogate counts 3, as its U+FFFD would in UTF-8
	case []any, map[string]any:
		s, err := canonical(v)
		if err != nil {
			return // not finite: refused before this keyword runs
		}
		size = len(s)
	default:
		return
	}
	if size > m.limit {
		ctx.AddError(&maxBytesError{m.limit})
	}
}

func maxBytesVocab() (*jsonschema.Vocabulary, error) {
	meta, err := jsonschema.UnmarshalJSON(strings.NewReader(`{"properties": {"x-max-bytes": {"type": "integer", "minimum": 0}}}`))
	if err != nil {
		return nil, err
	}
	c := jsonschema.NewCompiler()
	if err := c.AddResource(maxBytesVocabulary, meta); err != nil {
		return nil, err
	}
	schema, err := c.Compile(maxBytesVocabulary)
	if err != nil {
		return nil, err
	}
	return &jsonschema.Vocabulary{
		URL:    maxBytesVocabulary,
		Schema: schema,
		Compile: func(_ *jsonschema.CompilerContext, obj map[string]any) (jsonschema.SchemaExt, error) {
			n, ok := obj["x-max-bytes"].(json.Number)
			if !ok {
				return nil, nil
			}
			limit, err := strconv.Atoi(string(n))
			if err != nil {
				return nil, err
			}
			return &maxBytes{limit}, nil
		},
	}, nil
}

// The record-wide keywords.

// nestsDeeperThan: arrays and objects nest more than max deep (a scalar has depth 0).
func nestsDeeperThan(v any, limit int) bool {
	type item struct {
		v     any
		depth int
	}
	stack := []item{{v, 0}}
	for len(stack) > 0 {
		it := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		switch c := it.v.(type) {
		case []any:
			if it.depth >= limit {
				return true
			}
			for _, m := range c {
				stack = append(stack, item{m, it.depth + 1})
			}
		case map[string]any:
			if it.depth >= limit {
				return true
			}
			for _, m := range c {
				stack = append(stack, item{m, it.depth + 1})
			}
		}
	}
	return false
}

func isNonFinite(leaf any) bool {
	f, ok := leaf.(float64)
	return ok && (math.IsInf(f, 0) || math.IsNaN(f))
}

// isUnstorable: PostgreSQL text holds neither U+0000 nor an unpaired surrogate.
func isUnstorable(leaf any) bool {
	s, ok := leaf.(string)
	return ok && unstorableText(s)
}

// locate is the JSON Pointer of the first leaf (string, member name or number) test flags, in
// canonical order (members by name, a member's name before its value), so every SDK names the
// same spot.
func locate(v any, test func(any) bool) (string, bool) {
	switch c := v.(type) {
	case []any:
		for i, item := range c {
			if at, found := locate(item, test); found {
				return "/" + strconv.Itoa(i) + at, true
			}
		}
	case map[string]any:
		for _, name := range sortedNames(c) {
			if test(name) {
				return "/" + escapePointer(name), true
			}
			if at, found := locate(c[name], test); found {
				return "/" + escapePointer(name) + at, true
			}
		}
	default:
		return "", test(v)
	}
	return "", false
}
