package validate

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"math/big"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// The fast pass against the full validator: over every shared vector, and over mutations of the
// valid ones (every member up to four levels down replaced by values of every type and by values
// at and across each bound of the schema, removed, joined by members of every kind; text no Go
// string can hold; deep nesting; records around the 64 KB bound), it may never accept what the
// full validator refuses, and it must accept nearly everything the full validator accepts.

// marker stands in a record for a mutation's JSON text, put in after the record is written.
const marker = "@@candidate@@"

type verdicts struct {
	t                                 *testing.T
	judged, valid, acceptedFast, miss int
	missed                            []string
}

// judge runs both paths on one JSON text.
func (v *verdicts) judge(text string) {
	v.t.Helper()
	fast := acceptsFast([]byte(text))
	full := validateFull([]byte(text))
	v.judged++
	if full == nil {
		v.valid++
		if fast {
			v.acceptedFast++
		} else if len(v.missed) < 5 {
			v.missed = append(v.missed, abbreviate(text))
		}
	}
	if fast && full != nil {
		v.miss++
		if v.miss <= 10 {
			v.t.Errorf("the fast pass accepts what the full validator refuses (%v): %s", full, abbreviate(text))
		}
	}
}

func abbreviate(text string) string {
	if len(text) > 600 {
		return text[:300] + fmt.Sprintf("…(%d bytes)…", len(text)-600) + text[len(text)-300:]
	}
	return text
}

// report fails unless the fast pass accepted at least share of the valid texts.
func (v *verdicts) report(share float64) {
	v.t.Helper()
	v.t.Logf("%d texts, %d valid, %d of them accepted by the fast pass", v.judged, v.valid, v.acceptedFast)
	if v.valid == 0 || v.judged == v.valid {
		v.t.Fatalf("the texts must hold valid and invalid records")
	}
	if float64(v.acceptedFast) < share*float64(v.valid) {
		v.t.Fatalf("the fast pass accepted only %d of %d valid records; some it left: %q", v.acceptedFast, v.valid, v.missed)
	}
}

func vectorText(v recordVector) string {
	if v.RecordJSON != "" {
		return v.RecordJSON
	}
	return string(v.Record)
}

func TestFastPassOnTheVectors(t *testing.T) {
	v := &verdicts{t: t}
	for _, vector := range recordVectors(t) {
		v.judge(vectorText(vector))
	}
	v.report(1)
}

// Every bundled version has its generated fast pass.
func TestEveryVersionHasAFastPass(t *testing.T) {
	for _, version := range schemaVersions {
		if fastRecords[version.Version] == nil {
			t.Errorf("%s: no fast pass in fastcheck.gen.go", version.Version)
		}
	}
}

func TestFastPassOnMutations(t *testing.T) {
	v, repeated := &verdicts{t: t}, &verdicts{t: t}
	for _, seed := range seeds(t) {
		for _, text := range mutations(t, seed) {
			v.judge(text)
		}
		for _, text := range repeatedMembers(seed) {
			repeated.judge(text)
		}
	}
	v.report(0.99)
	repeated.report(0) // the full validator takes the last; the fast pass leaves them to it
}

func TestFastPassNearTheRecordBounds(t *testing.T) {
	v := &verdicts{t: t}
	for _, version := range schemaVersions {
		for _, target := range []int{65496, 65535, 65536, 65537} {
			for _, fill := range []string{"o", "é", "\n", "😀"} {
				text := recordOfSize(t, version.Version, target, fill)
				var indented bytes.Buffer
				if err := json.Indent(&indented, []byte(text), "", "  "); err != nil {
					t.Fatal(err)
				}
				v.judge(text)
				v.judge(indented.String())                                                             // longer than its canonical form
				v.judge(strings.Replace(text, "100000000000000000000", "1e20", 1))                     // shorter
				v.judge(strings.Replace(text, strings.Repeat("o", 30), strings.Repeat("\xff", 30), 1)) // read as U+FFFD: 60 bytes longer
			}
		}
		for depth := 60; depth <= 66; depth++ {
			nested := strings.Repeat("[", depth-1) + strings.Repeat("]", depth-1)
			v.judge(`{"behavior":"Other","session_id":"s","record_id":"0b6f3c2e-8d1a-4c7e-9f2b-5a4d3e2c1b0a","schema_version":"` + version.Version + `","client_ts_utc":1,"data":{"a":` + nested + `}}`)
		}
	}
	v.report(1)
}

// seed is a valid record to mutate, parsed, with its version's schema.
type seed struct {
	version string
	record  map[string]any
}

// seeds are the valid vectors with the most members for each version and kind, and each
// version's kinds the vectors lack, made from another version's record.
func seeds(t *testing.T) []seed {
	t.Helper()
	best := map[[2]string]map[string]any{}
	consider := func(record map[string]any) {
		key := [2]string{record["schema_version"].(string), record["behavior"].(string)}
		if old, seen := best[key]; !seen || len(record) > len(old) || (len(record) == len(old) && canonicalText(record) < canonicalText(old)) {
			best[key] = record
		}
	}
	for _, vector := range recordVectors(t) {
		if vector.Valid {
			doc, _ := parseJSON([]byte(vectorText(vector)))
			consider(doc.value.(map[string]any))
		}
	}
	for _, version := range schemaVersions {
		for key, record := range best {
			if key[0] == version.Version {
				continue
			}
			moved := clone(record).(map[string]any)
			moved["schema_version"] = version.Version
			if version.Version != "1.0" { // the members 1.1 added
				moved["duration_ms"] = 12.0
				moved["attachments"] = []any{map[string]any{"digest": "sha256:" + strings.Repeat("ab", 32), "size_bytes": 10.0, "media_type": "text/plain", "uri": "blob:1", "field": "notes"}}
			}
			if _, present := best[[2]string{version.Version, key[1]}]; !present && validateFull([]byte(canonicalText(moved))) == nil {
				consider(moved)
			}
		}
	}
	var out []seed
	for key, record := range best {
		out = append(out, seed{key[0], record})
	}
	sort.Slice(out, func(i, j int) bool { return canonicalText(out[i].record) < canonicalText(out[j].record) })
	kinds := 0
	for _, version := range schemaVersions {
		kinds += len(versionRules[version.Version]().kinds)
	}
	if len(out) != kinds {
		t.Fatalf("seeds for %d of the %d kinds", len(out), kinds)
	}
	return out
}

func canonicalText(v any) string {
	s, err := canonical(v)
	if err != nil {
		panic(err)
	}
	return s
}

func clone(v any) any {
	c, err := parseJSON([]byte(canonicalText(v)))
	if err != nil {
		panic(err)
	}
	return c.value
}

// mutations of a seed, as JSON texts.
func mutations(t *testing.T, s seed) []string {
	t.Helper()
	r := versionRules[s.version]()
	candidates := candidates(r)
	var texts []string
	put := func(record any, text string) {
		texts = append(texts, strings.Replace(canonicalText(record), strconv.Quote(marker), text, 1))
	}
	for _, path := range spots(s.record, nil) {
		for _, c := range candidates {
			mutated := clone(s.record)
			set(mutated, path, marker)
			put(mutated, c)
		}
		mutated := clone(s.record)
		set(mutated, path, nil)
		texts = append(texts, canonicalText(mutated))
	}
	// A member of any kind, unknown ones and names no Go string can hold, on every object.
	names := []string{`"unknown"`, `"\u0000"`, `"\ud800"`, `"a\udfffb"`, `"\ud83d\ude00"`}
	for _, name := range propertyNames(r.raw.value) {
		names = append(names, strconv.Quote(name))
	}
	for _, path := range append([][]string{nil}, spots(s.record, nil)...) {
		if object, isObject := at(s.record, path).(map[string]any); isObject {
			for _, name := range names {
				if _, present := object[strings.Trim(name, `"`)]; present {
					continue // a repeated member: see repeatedMembers
				}
				values := []any{"x"}
				if path == nil { // numbers on the edges of integers and doubles, under every name
					values = append(values, 1e300, 9007199254740993.0, 4503599627370495.5, 1e21, 5e-324)
				}
				for _, value := range values {
					mutated := clone(s.record)
					at(mutated, path).(map[string]any)[marker] = value
					texts = append(texts, strings.Replace(canonicalText(mutated), strconv.Quote(marker)+":", name+":", 1))
				}
			}
		}
	}
	return texts
}

// jsonschema's integer test (the shortest decimal form read as a fraction) is math.Trunc's.
func TestIntegersAsJSONSchemaSeesThem(t *testing.T) {
	for _, f := range []float64{0, math.Copysign(0, -1), 0.5, 1, -1, 1e21, 1e300, -1e300, 5e-324, 0.1 + 0.2, 4503599627370495.5, 4503599627370497, 9007199254740993, 123456789012345680, math.MaxFloat64, math.SmallestNonzeroFloat64} {
		rat, _ := new(big.Rat).SetString(fmt.Sprint(f))
		if got, want := isInteger(f), rat.IsInt(); got != want {
			t.Errorf("%v: integer %v, jsonschema says %v", f, got, want)
		}
	}
}

// repeatedMembers are the seed with one of its members written twice, with another value before or after.
func repeatedMembers(s seed) []string {
	var texts []string
	text := canonicalText(s.record)
	for name := range s.record {
		for _, c := range []string{`"x"`, `5`, strconv.Quote(fmt.Sprint(s.record[name]))} {
			texts = append(texts, `{"`+name+`":`+c+`,`+text[1:], text[:len(text)-1]+`,"`+name+`":`+c+`}`)
		}
	}
	return texts
}

// spots are the paths to every member and to the first two items of every array, four levels
// down (below that, values are free-form content).
func spots(v any, path []string) [][]string {
	if len(path) >= 4 {
		return nil
	}
	var out [][]string
	step := func(token string, child any) {
		p := append(append([]string{}, path...), token)
		out = append(out, p)
		out = append(out, spots(child, p)...)
	}
	switch x := v.(type) {
	case map[string]any:
		names := make([]string, 0, len(x))
		for name := range x {
			names = append(names, name)
		}
		sort.Strings(names)
		for _, name := range names {
			step(name, x[name])
		}
	case []any:
		for i := range min(len(x), 2) {
			step(strconv.Itoa(i), x[i])
		}
	}
	return out
}

func at(v any, path []string) any {
	for _, token := range path {
		switch x := v.(type) {
		case map[string]any:
			v = x[token]
		case []any:
			i, _ := strconv.Atoi(token)
			v = x[i]
		}
	}
	return v
}

// set puts value at path, or removes what is there when value is nil.
func set(v any, path []string, value any) {
	parent, last := at(v, path[:len(path)-1]), path[len(path)-1]
	switch x := parent.(type) {
	case map[string]any:
		if value == nil {
			delete(x, last)
		} else {
			x[last] = value
		}
	case []any:
		i, _ := strconv.Atoi(last)
		if value == nil {
			value = "removed" // arrays keep their length: the item turns into a string
		}
		x[i] = value
	}
}

// propertyNames are the member names `properties` define anywhere in a schema, each once.
func propertyNames(schema any) []string {
	found := map[string]bool{}
	var walk func(any)
	walk = func(v any) {
		switch x := v.(type) {
		case map[string]any:
			for key, sub := range x {
				if properties, isObject := sub.(map[string]any); key == "properties" && isObject {
					for name := range properties {
						found[name] = true
					}
				}
				walk(sub)
			}
		case []any:
			for _, item := range x {
				walk(item)
			}
		}
	}
	walk(schema)
	names := make([]string, 0, len(found))
	for name := range found {
		names = append(names, name)
	}
	sort.Strings(names)
	return names
}

// candidates are JSON texts of every type, and of each bound of the schema: on it and one past it.
func candidates(r *rules) []string {
	texts := []string{
		`null`, `true`, `false`, `0`, `-0`, `-1`, `1`, `0.5`, `-0.5`, `2.0`, `1e2`, `1E-7`, `1e300`, `-1e300`, `1e400`, `-1e400`, `1e-400`,
		`9007199254740992`, `9007199254740993`, `1e16`, `1e21`, `123456789012345678901234567890`,
		`""`, `"x"`, `"é"`, `"\u0000"`, `"a\u0000"`, `"\ud800"`, `"x\udc00y"`, `"\ud83d\ude00"`, `"\ud83d"`, `"\u2028"`, `"\/\"\\\b\f\n\r\t\u0001"`,
		`[]`, `["x"]`, `{}`, `{"a":1}`, `{"a":1,"a":"\u0000"}`, `{"kind":"memory"}`, `[{"kind":"memory"}]`, `{"\ud800":1}`, `{"\u0000":1}`,
		`"0b6f3c2e-8d1a-4c7e-9f2b-5a4d3e2c1b0a"`, `"0B6F3C2E-8D1A-4C7E-9F2B-5A4D3E2C1B0A"`, `"0b6f3c2e-8d1a-1c7e-9f2b-5a4d3e2c1b0a"`, `"0b6f3c2e-8d1a-4c7e-9f2b-5a4d3e2c1b0a\n"`,
		`"sha256:` + strings.Repeat("ab", 32) + `"`, `"sha256:` + strings.Repeat("ab", 31) + `"`, `"sha256:` + strings.Repeat("AB", 32) + `"`,
		`"ethereum"`, `"EtHeReUm"`, `"ethereum2"`, `"confirmed"`, `"Confirmed"`,
		strings.Repeat("[", 63) + strings.Repeat("]", 63), strings.Repeat("[", 64) + strings.Repeat("]", 64), strings.Repeat("[", 65) + strings.Repeat("]", 65),
	}
	bounds := r.bounds()
	for _, c := range bounds["const"] {
		texts = append(texts, c, strings.ToUpper(c))
	}
	for _, n := range counts(bounds["x-max-bytes"]) {
		texts = append(texts,
			strconv.Quote(strings.Repeat("a", n)), strconv.Quote(strings.Repeat("a", n+1)),
			strconv.Quote(strings.Repeat("é", n/2)), strconv.Quote(strings.Repeat("é", n/2+1)),
			strconv.Quote(strings.Repeat("😀", n/4)), strconv.Quote(strings.Repeat("😀", n/4)+"a"),
			`"`+strings.Repeat(`\n`, n)+`"`, `"`+strings.Repeat(`\u0001`, n/6)+`"`,
			`{"k":"`+strings.Repeat("a", n-8)+`"}`, `{"k":"`+strings.Repeat("a", n-7)+`"}`,
			`{"k":"`+strings.Repeat(`\u0001`, (n-8)/6)+`"}`, `{"k":"`+strings.Repeat(`\u0001`, (n-8)/6+1)+`"}`,
			`["`+strings.Repeat("é", (n-4)/2)+`"]`, `["`+strings.Repeat("é", (n-4)/2)+`a"]`,
			`{"k":[`+strings.Repeat("1e21,", (n-8)/6)+`1]}`, `{"k":[`+strings.Repeat("1e21,", (n-8)/6+1)+`1]}`,
		)
	}
	for _, n := range counts(append(bounds["maxLength"], bounds["minLength"]...)) {
		texts = append(texts, strconv.Quote(strings.Repeat("😀", n)), strconv.Quote(strings.Repeat("😀", n+1)), strconv.Quote(strings.Repeat("é", max(n-1, 0))))
	}
	for _, n := range counts(bounds["maxItems"]) {
		texts = append(texts, "["+strings.Repeat(`"tag",`, n-1)+`"tag"]`, "["+strings.Repeat(`"tag",`, n)+`"tag"]`)
	}
	for _, text := range bounds["limit"] {
		n, _ := strconv.ParseFloat(text, 64)
		for _, d := range []float64{-1, 0, 1, 0.5, -0.5} {
			texts = append(texts, strconv.FormatFloat(n+d, 'f', -1, 64))
		}
	}
	return texts
}

func counts(texts []string) []int {
	var out []int
	for _, text := range texts {
		n, _ := strconv.Atoi(text)
		out = append(out, n)
	}
	return out
}

// bounds are the schema's limits by keyword, as JSON texts (const and enum values under "const",
// numeric bounds under "limit").
func (r *rules) bounds() map[string][]string {
	found := map[string]map[string]bool{}
	add := func(key string, v any) {
		if found[key] == nil {
			found[key] = map[string]bool{}
		}
		found[key][canonicalText(v)] = true
	}
	var walk func(any)
	walk = func(v any) {
		switch x := v.(type) {
		case map[string]any:
			for key, sub := range x {
				switch key {
				case "x-max-bytes", "maxLength", "minLength", "maxItems":
					add(key, sub)
				case "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum":
					add("limit", sub)
				case "const":
					add("const", sub)
				case "enum":
					for _, item := range sub.([]any) {
						add("const", item)
					}
				}
				walk(sub)
			}
		case []any:
			for _, item := range x {
				walk(item)
			}
		}
	}
	walk(r.raw.value)
	out := map[string][]string{}
	for key, set := range found {
		for text := range set {
			out[key] = append(out[key], text)
		}
		sort.Strings(out[key])
	}
	return out
}

// recordOfSize is a Thinking record whose canonical JSON is target bytes long, its text made of fill.
func recordOfSize(t *testing.T, version string, target int, fill string) string {
	t.Helper()
	record := map[string]any{
		"behavior": "Thinking", "session_id": "s", "record_id": "0b6f3c2e-8d1a-4c7e-9f2b-5a4d3e2c1b0a",
		"schema_version": version, "client_ts_utc": 1.0, "prompt": "p", "output_payload": "o", "notes": "",
		"model_invocation": map[string]any{"provider": "p", "model_name": "m", "tokens_in": 1e20},
	}
	size := func() int { return len(canonicalText(record)) }
	unit := len(canonicalText(fill)) - 2
	// grow adds as many fills to a string member as fit under both the target and its limit.
	grow := func(m map[string]any, field string, limit int) {
		s := m[field].(string)
		n := min((target-size())/unit, (limit-len(s))/len(fill))
		m[field] = s + strings.Repeat(fill, max(n, 0))
	}
	grow(record, "prompt", 16384)
	grow(record, "output_payload", 32768)
	var inputs []any
	for size() < target-40 {
		item := map[string]any{"kind": "memory", "summary": ""}
		inputs = append(inputs, item)
		record["inputs"] = inputs
		grow(item, "summary", 1024) // room to spare for the U+FFFD variant
	}
	record["notes"] = strings.Repeat("n", target-size()) // single bytes to land on it
	if size() != target {
		t.Fatalf("a record of %d bytes, want %d", size(), target)
	}
	return canonicalText(record)
}

// plainPrefix stops at or before the first byte that is not printable ASCII or is '"' or '\\',
// and reads whole eight-byte words up to it.
func TestPlainPrefix(t *testing.T) {
	for b := range 256 {
		plain := b >= 0x20 && b < 0x80 && b != '"' && b != '\\'
		for at := range 24 {
			data := []byte(strings.Repeat("a", 24))
			data[at] = byte(b)
			got, want := plainPrefix(data), at/8*8
			if plain {
				want = 24
			}
			if got != want {
				t.Fatalf("byte %#x at %d: plainPrefix %d, want %d", b, at, got, want)
			}
		}
	}
}
