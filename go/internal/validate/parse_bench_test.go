package validate

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v6"
)

// The parts of validating a ~2 KB Thinking record (the shape of BenchmarkValidateRecord's), and
// the decoders the readers of parse.go stand against (docs/performance.md, "Go validation").

func thinkingText(b *testing.B) []byte {
	words := func(n int, seed string) string {
		w := make([]string, n)
		for i := range w {
			w[i] = fmt.Sprintf("%s%d", seed, (i*7919)%1000)
		}
		return strings.Join(w, " ")
	}
	data, err := json.Marshal(map[string]any{
		"session_id": "bench-session", "behavior": "Thinking", "record_id": "0b6f3c2e-8d1a-4c7e-9f2b-5a4d3e2c1b0a",
		"schema_version": schemaVersions[0].Version, "client_ts_utc": 1764115200000,
		"prompt": "Portfolio state and market context follow. " + words(110, "ctx") + " Decide whether to rebalance.",
		"inputs": []any{
			map[string]any{"kind": "tool_output", "ref": "price-feed", "summary": "ETH 3245, BTC 97120, SOL 212"},
			map[string]any{"kind": "memory", "ref": "risk-policy-v3", "summary": "target band 55-65% ETH"},
			map[string]any{"kind": "record", "ref": "5a4d3e2c-1b0a-4c7e-9f2b-0b6f3c2e8d1a", "summary": "previous rebalance decision"},
		},
		"output_payload":   "Rebalance: " + words(80, "out") + ". Sell 8% of ETH into USDC.",
		"model_invocation": map[string]any{"provider": "anthropic", "model_name": "claude", "tokens_in": 812, "tokens_out": 164, "temperature": 0.2},
		"tags":             []string{"rebalance", "risk", "eth"},
	})
	if err != nil {
		b.Fatal(err)
	}
	if !acceptsFast(data) {
		b.Fatal("the fast pass does not accept the benchmark record")
	}
	return data
}

func BenchmarkRecordParts(b *testing.B) {
	data := thinkingText(b)
	b.Run("FastPass", func(b *testing.B) {
		for range b.N {
			_ = acceptsFast(data)
		}
	})
	b.Run("FastChecksOnly", func(b *testing.B) {
		v, _ := parseValue(data)
		fast := fastRecords[schemaVersions[0].Version]
		for range b.N {
			_ = fast(v)
		}
	})
	b.Run("FullPath", func(b *testing.B) {
		for range b.N {
			_ = validateFull(data)
		}
	})
}

// The decoders: parseValue (the fast pass's), parseJSON (the full path's, keeping the member order),
// and encoding/json and jsonschema's reader (encoding/json with UseNumber) into any.
func BenchmarkDecode(b *testing.B) {
	data := thinkingText(b)
	b.Run("parseValue", func(b *testing.B) {
		for range b.N {
			_, _ = parseValue(data)
		}
	})
	b.Run("parseJSON", func(b *testing.B) {
		for range b.N {
			_, _ = parseJSON(data)
		}
	})
	b.Run("encoding/json", func(b *testing.B) {
		for range b.N {
			var v any
			_ = json.Unmarshal(data, &v)
		}
	})
	b.Run("jsonschema.UnmarshalJSON", func(b *testing.B) {
		for range b.N {
			_, _ = jsonschema.UnmarshalJSON(strings.NewReader(string(data)))
		}
	})
}
