package validate

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// The tests judge with the schemas codegen bundles for the ledger package (go/schemas) and the
// shared vectors (test/vectors), as the SDK does.
var schemaDir = filepath.Join("..", "..", "schemas")

// schemaVersions are the bundled record schema versions, newest first.
var schemaVersions = func() (versions []struct{ Version string }) {
	dirs, _ := filepath.Glob(filepath.Join(schemaDir, "*", "record.schema.json"))
	sort.Sort(sort.Reverse(sort.StringSlice(dirs)))
	for _, dir := range dirs {
		versions = append(versions, struct{ Version string }{filepath.Base(filepath.Dir(dir))})
	}
	return versions
}()

var testRecords = func() *Records {
	names := make([]string, len(schemaVersions))
	for i, v := range schemaVersions {
		names[i] = v.Version
	}
	return NewRecords(names[0], names, func(version string) ([]byte, error) {
		return os.ReadFile(filepath.Join(schemaDir, version, "record.schema.json"))
	})
}()

var versionRules = testRecords.rules

func acceptsFast(data []byte) bool      { return testRecords.acceptsFast(data) }
func validateFull(data []byte) *Failure { return testRecords.validateFull(data) }

type recordVector struct {
	Name       string          `json:"name"`
	Record     json.RawMessage `json:"record"`
	RecordJSON string          `json:"record_json"`
	Valid      bool            `json:"valid"`
}

func recordVectors(t *testing.T) []recordVector {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "..", "..", "test", "vectors", "records.json"))
	if err != nil {
		t.Fatalf("reading the shared vectors: %v", err)
	}
	var file struct {
		Vectors []recordVector `json:"vectors"`
	}
	if err := json.Unmarshal(data, &file); err != nil || len(file.Vectors) == 0 {
		t.Fatalf("records.json: no vectors (%v)", err)
	}
	return file.Vectors
}

// Every x- keyword of every bundled schema version is one this SDK implements, where it implements
// it: a keyword added to the schema fails here until the Go validator learns it.
func TestEveryXKeywordIsImplemented(t *testing.T) {
	for _, v := range schemaVersions {
		t.Run(v.Version, func(t *testing.T) { checkXKeywords(t, versionRules[v.Version]()) })
	}
}

func checkXKeywords(t *testing.T, rules *rules) {
	anywhere := map[string]bool{"x-max-bytes": true, "x-pattern-reason": true}
	atRoot := map[string]bool{"x-max-depth": true, "x-finite-numbers": true, "x-storable-text": true}
	// Annotations of the root that name versions: read by codegen, no rule of a record.
	annotations := map[string]bool{"x-schema-version": true, "x-supported-versions": true}
	var walk func(v any, pointer string)
	walk = func(v any, pointer string) {
		switch c := v.(type) {
		case map[string]any:
			for name, member := range c {
				if strings.HasPrefix(name, "x-") && !anywhere[name] && !((atRoot[name] || annotations[name]) && pointer == "") {
					t.Errorf("%s: %s is not implemented by the Go validator (there)", pointer, name)
				}
				walk(member, pointer+"/"+escapePointer(name))
			}
		case []any:
			for i, item := range c {
				walk(item, fmt.Sprintf("%s/%d", pointer, i))
			}
		}
	}
	walk(rules.raw.value, "")
	for name := range atRoot {
		if _, ok := rules.raw.value.(map[string]any)[name]; !ok {
			t.Errorf("the record schema lacks %s", name)
		}
	}
}
