package ledger

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"testing"
)

// The shared vectors (test/vectors/, written by `npm run codegen` from the TypeScript reference):
// every SDK must reach the same verdicts.
func readVectors(t *testing.T, name string, into any) {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "test", "vectors", name))
	if err != nil {
		t.Fatalf("reading the shared vectors: %v", err)
	}
	if err := json.Unmarshal(data, into); err != nil {
		t.Fatalf("%s: %v", name, err)
	}
}

type fieldVerdict struct {
	Code   string `json:"code"`
	Field  string `json:"field"`
	Reason string `json:"reason"`
}

func TestRecordVectors(t *testing.T) {
	var file struct {
		Vectors []struct {
			Name       string          `json:"name"`
			Record     json.RawMessage `json:"record"`
			RecordJSON string          `json:"record_json"`
			Valid      bool            `json:"valid"`
			Errors     []fieldVerdict  `json:"errors"`
		} `json:"vectors"`
	}
	readVectors(t, "records.json", &file)
	if len(file.Vectors) == 0 {
		t.Fatal("no record vectors")
	}
	for _, v := range file.Vectors {
		t.Run(v.Name, func(t *testing.T) {
			text := []byte(v.Record)
			if v.RecordJSON != "" {
				text = []byte(v.RecordJSON)
			}
			err := ValidateRecordJSON(text)
			if v.Valid {
				if err != nil {
					t.Fatalf("valid record refused: %v", err)
				}
				return
			}
			var verr *ValidationError
			if !errors.As(err, &verr) {
				t.Fatalf("want a *ValidationError, got %v", err)
			}
			want := v.Errors[0]
			got := fieldVerdict{verr.Code, deref(verr.Details.Field), deref(verr.Details.Reason)}
			if got != want {
				t.Fatalf("got %+v, want %+v", got, want)
			}
		})
	}
}

func TestCanonicalVectors(t *testing.T) {
	var file struct {
		Vectors []struct {
			Name      string `json:"name"`
			Input     string `json:"input"`
			Canonical string `json:"canonical"`
			Bytes     int    `json:"bytes"`
			SHA256    string `json:"sha256"`
		} `json:"vectors"`
	}
	readVectors(t, "canonical.json", &file)
	if len(file.Vectors) == 0 {
		t.Fatal("no canonical vectors")
	}
	for _, v := range file.Vectors {
		t.Run(v.Name, func(t *testing.T) {
			got, err := CanonicalJSON([]byte(v.Input))
			if err != nil {
				t.Fatal(err)
			}
			sum := sha256.Sum256(got)
			if string(got) != v.Canonical || len(got) != v.Bytes || hex.EncodeToString(sum[:]) != v.SHA256 {
				t.Fatalf("got %s (%d bytes), want %s (%d bytes)", got, len(got), v.Canonical, v.Bytes)
			}
		})
	}
}

func deref[T any](p *T) T {
	var zero T
	if p == nil {
		return zero
	}
	return *p
}
