// An SDK newer than the service (test/schema/newer-sdk.test.ts), through the Go SDK. The test
// copies it into the scratch copy's Go module (go/internal/newersdk) and runs it there.
package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"strings"

	ledger "github.com/trace-ledger/trace-ledger/go/v2"
)

type scenario struct {
	Endpoint    string `json:"endpoint"`
	APIKey      string `json:"api_key"`
	AgentID     string `json:"agent_id"`
	BeyondBytes int    `json:"beyond_bytes"`
}

func main() {
	ctx := context.Background()
	text, err := os.ReadFile(os.Args[1])
	if err != nil {
		panic(err)
	}
	var in scenario
	if err := json.Unmarshal(text, &in); err != nil {
		panic(err)
	}
	connect := func() *ledger.LedgerClient {
		return ledger.NewLedgerClient(ledger.LedgerClientConfig{APIKey: in.APIKey, AgentID: in.AgentID, Endpoint: in.Endpoint})
	}
	client := connect()
	stored := func(id string) string {
		record, err := client.GetRecord(ctx, id)
		if err != nil {
			panic(err)
		}
		return record.SchemaVersion
	}
	observing := func(source string) *ledger.Record {
		return &ledger.Record{SessionID: "newer-sdk", Behavior: ledger.BehaviorObserving, TriggerSource: ledger.Ptr(source)}
	}
	submitted := func(record *ledger.Record) map[string]string {
		ack, err := client.Submit(ctx, record)
		var le *ledger.LedgerError
		if errors.As(err, &le) {
			return map[string]string{"code": string(le.Code)}
		} else if err != nil {
			panic(err)
		}
		return map[string]string{"stored_as": stored(ack.RecordID)}
	}
	first := submitted(observing("market-feed"))
	second := submitted(observing("market-feed"))
	beyond := submitted(observing(strings.Repeat("x", in.BeyondBytes)))
	batch, err := connect().SubmitBatch(ctx, []*ledger.Record{observing("a"), observing("b")})
	if err != nil {
		panic(err)
	}
	var batched []string
	for _, result := range batch.Results {
		if result.RecordError != nil {
			batched = append(batched, string(result.RecordError.Code))
		} else {
			batched = append(batched, stored(result.RecordAck.RecordID))
		}
	}
	out, _ := json.Marshal(map[string]any{"first": first, "second": second, "beyond": beyond, "batched": batched})
	fmt.Println(string(out))
}
