package ledger

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
)

// thinkingRecord2k is a valid Thinking record of about 2 KB of JSON, the shape of
// bench/fixtures/records.ts thinkingRecord2k.
func thinkingRecord2k() *Record {
	words := func(n int, seed string) string {
		w := make([]string, n)
		for i := range w {
			w[i] = fmt.Sprintf("%s%d", seed, (i*7919)%1000)
		}
		return strings.Join(w, " ")
	}
	tokensIn, tokensOut, temperature := 812.0, 164.0, 0.2
	return &Record{
		SessionID:     "bench-session",
		Behavior:      BehaviorThinking,
		RecordID:      "0b6f3c2e-8d1a-4c7e-9f2b-5a4d3e2c1b0a",
		SchemaVersion: SchemaVersion,
		ClientTsUTC:   1764115200000,
		Prompt:        Ptr("Portfolio state and market context follow. " + words(110, "ctx") + " Decide whether to rebalance."),
		Inputs: []ThinkingInput{
			{Kind: "tool_output", Ref: Ptr("price-feed"), Summary: Ptr("ETH 3245, BTC 97120, SOL 212")},
			{Kind: "memory", Ref: Ptr("risk-policy-v3"), Summary: Ptr("target band 55-65% ETH")},
			{Kind: "record", Ref: Ptr("5a4d3e2c-1b0a-4c7e-9f2b-0b6f3c2e8d1a"), Summary: Ptr("previous rebalance decision")},
		},
		OutputPayload:   Ptr("Rebalance: " + words(80, "out") + ". Sell 8% of ETH into USDC."),
		ModelInvocation: &ModelInvocation{Provider: "anthropic", ModelName: "claude", TokensIn: &tokensIn, TokensOut: &tokensOut, Temperature: &temperature},
		Tags:            []string{"rebalance", "risk", "eth"},
	}
}

func BenchmarkValidateRecord(b *testing.B) {
	record := thinkingRecord2k()
	data, err := json.Marshal(record)
	if err != nil {
		b.Fatal(err)
	}
	if err := ValidateRecord(record); err != nil {
		b.Fatalf("the benchmark record is refused: %v", err)
	}
	b.Run(fmt.Sprintf("Record/%dB", len(data)), func(b *testing.B) {
		for range b.N {
			_ = ValidateRecord(record)
		}
	})
	b.Run(fmt.Sprintf("JSON/%dB", len(data)), func(b *testing.B) {
		for range b.N {
			_ = ValidateRecordJSON(data)
		}
	})
	// A refused record: the fast pass answers "not sure", the full path names the error.
	refused := append([]byte(`{"colour":"red",`), data[1:]...)
	b.Run(fmt.Sprintf("Refused/%dB", len(refused)), func(b *testing.B) {
		for range b.N {
			if ValidateRecordJSON(refused) == nil {
				b.Fatal("accepted")
			}
		}
	})
}
