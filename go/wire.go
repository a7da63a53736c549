package ledger

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"
	"sort"
)

// Ptr returns a pointer to v, for the optional fields of a Record:
// ledger.Ptr("market-feed"), ledger.Ptr(true).
func Ptr[T any](v T) *T { return &v }

// presentSlice and presentMap tell a nil collection (absent: left out) from an empty one (sent as
// [] or {}); the generated MarshalJSON methods use them.
func presentSlice[T any](s []T) *[]T {
	if s == nil {
		return nil
	}
	return &s
}

func presentMap[V any](m map[string]V) *map[string]V {
	if m == nil {
		return nil
	}
	return &m
}

// marshalWithExtra writes the fields of v (a struct) and the members of extra, whose names the
// struct does not use.
func marshalWithExtra(v any, extra map[string]any) ([]byte, error) {
	named, err := json.Marshal(v)
	if err != nil || len(extra) == 0 {
		return named, err
	}
	names := make([]string, 0, len(extra))
	for name := range extra {
		names = append(names, name)
	}
	sort.Strings(names)
	var out bytes.Buffer
	out.Write(named[:len(named)-1])
	for i, name := range names {
		if i > 0 || len(named) > 2 {
			out.WriteByte(',')
		}
		key, _ := json.Marshal(name)
		value, err := json.Marshal(extra[name])
		if err != nil {
			return nil, fmt.Errorf("ledger: member %q: %w", name, err)
		}
		out.Write(key)
		out.WriteByte(':')
		out.Write(value)
	}
	out.WriteByte('}')
	return out.Bytes(), nil
}

// unmarshalWithExtra decodes data into v (a pointer to a struct) and returns the members whose
// names are not among known.
func unmarshalWithExtra(data []byte, v any, known []string) (map[string]any, error) {
	if err := json.Unmarshal(data, v); err != nil {
		return nil, err
	}
	var all map[string]json.RawMessage
	if err := json.Unmarshal(data, &all); err != nil {
		return nil, err
	}
	var extra map[string]any
	for name, raw := range all {
		if slices.Contains(known, name) {
			continue
		}
		var value any
		if err := json.Unmarshal(raw, &value); err != nil {
			return nil, err
		}
		if extra == nil {
			extra = map[string]any{}
		}
		extra[name] = value
	}
	return extra, nil
}

// memberNames lists the member names of a JSON object.
func memberNames(data []byte) ([]string, error) {
	var all map[string]json.RawMessage
	if err := json.Unmarshal(data, &all); err != nil {
		return nil, err
	}
	names := make([]string, 0, len(all))
	for name := range all {
		names = append(names, name)
	}
	sort.Strings(names)
	return names, nil
}

// hasMembers tells whether an object with these member names fits a schema that requires
// required and knows only known.
func hasMembers(names, required, known []string) bool {
	for _, name := range required {
		if !slices.Contains(names, name) {
			return false
		}
	}
	for _, name := range names {
		if !slices.Contains(known, name) {
			return false
		}
	}
	return true
}
