// Records one decision cycle and reads it back. With the service running (npm start):
//
//	LEDGER_ENDPOINT=http://127.0.0.1:8080 LEDGER_API_KEY=tlk_... go run .
package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log"
	"os"

	ledger "github.com/trace-ledger/trace-ledger/go/v2"
)

func main() {
	ctx := context.Background()
	apiKey := os.Getenv("LEDGER_API_KEY") // the owner's api_key; the address comes from LEDGER_ENDPOINT

	agent, err := ledger.RegisterAgent(ctx, ledger.RegisterAgentInput{ConnectionParams: ledger.ConnectionParams{APIKey: apiKey}, Name: "trader-1"})
	if err != nil {
		log.Fatal(err)
	}
	client := ledger.NewLedgerClient(ledger.LedgerClientConfig{APIKey: apiKey, AgentID: agent.AgentID})
	session := client.NewSession("")

	seen := &ledger.Record{Behavior: ledger.BehaviorObserving, TriggerSource: ledger.Ptr("market-feed")}
	if _, err := session.Submit(ctx, seen); err != nil { // fills seen.RecordID
		log.Fatal(err)
	}
	act := &ledger.Record{Behavior: ledger.BehaviorActing, ActionType: ledger.Ptr("rebalance"), ParentRecordID: ledger.Ptr(seen.RecordID)}
	if _, err := session.Submit(ctx, act); err != nil {
		log.Fatal(err)
	}

	// Refused locally, before any request: a Thinking record needs its output_payload.
	_, err = session.Submit(ctx, &ledger.Record{Behavior: ledger.BehaviorThinking, Prompt: ledger.Ptr("why?")})
	var invalid *ledger.ValidationError
	if errors.As(err, &invalid) {
		fmt.Println("refused locally:", invalid.Code, *invalid.Details.Field)
	}

	fetched, err := client.GetSession(ctx, session.ID())
	if err != nil {
		log.Fatal(err)
	}
	out, _ := json.MarshalIndent(fetched, "", "  ")
	fmt.Println(string(out))
}
