package otelledger

import (
	"encoding/json"
	"os"
	"strings"
	"testing"

	ledger "github.com/trace-ledger/trace-ledger/go/v2"
)

// The caps the mapping clips to are the record schema's x-max-bytes (through one $ref), as
// server/otel/map.ts reads them.
func TestCapsAreTheSchemas(t *testing.T) {
	data, err := os.ReadFile("../schemas/" + ledger.SchemaVersion + "/record.schema.json")
	if err != nil {
		t.Fatal(err)
	}
	type def struct {
		Properties map[string]struct {
			Ref      string `json:"$ref"`
			MaxBytes *int   `json:"x-max-bytes"`
		} `json:"properties"`
		MaxBytes *int `json:"x-max-bytes"`
	}
	var schema struct {
		Defs map[string]def `json:"$defs"`
	}
	if err := json.Unmarshal(data, &schema); err != nil {
		t.Fatal(err)
	}
	for name, want := range caps {
		kind, field, _ := strings.Cut(name, ".")
		property := schema.Defs[kind].Properties[field]
		got := property.MaxBytes
		if got == nil && property.Ref != "" {
			got = schema.Defs[strings.TrimPrefix(property.Ref, "#/$defs/")].MaxBytes
		}
		if got == nil || *got != want {
			t.Errorf("%s: the schema's x-max-bytes is %v, the mapping clips to %d", name, got, want)
		}
	}
}
