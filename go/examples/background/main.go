// Records in background mode, then proves one record against a signed checkpoint. With the
// service running (npm start):
//
//	LEDGER_ENDPOINT=http://127.0.0.1:8080 LEDGER_API_KEY=tlk_... go run .
package main

import (
	"context"
	"fmt"
	"log"
	"os"
	"time"

	ledger "github.com/trace-ledger/trace-ledger/go/v2"
)

func main() {
	ctx := context.Background()
	apiKey := os.Getenv("LEDGER_API_KEY")
	agent, err := ledger.RegisterAgent(ctx, ledger.RegisterAgentInput{ConnectionParams: ledger.ConnectionParams{APIKey: apiKey}, Name: "trader-1"})
	if err != nil {
		log.Fatal(err)
	}
	client := ledger.NewLedgerClient(ledger.LedgerClientConfig{
		APIKey: apiKey, AgentID: agent.AgentID,
		Background: &ledger.BackgroundConfig{SpoolDir: "ledger-spool"}, // kept on disk until acknowledged
	})

	// Returns at once; a goroutine sends batches behind the caller.
	recordID, err := client.Enqueue(&ledger.Record{Behavior: ledger.BehaviorObserving, SessionID: "s-1", TriggerSource: ledger.Ptr("market-feed")})
	if err != nil {
		log.Fatal(err) // a *ValidationError queues nothing; a full queue is a queue_full *RateLimitError
	}
	flushCtx, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	result, _ := client.Flush(flushCtx) // what settled since the last Flush
	fmt.Printf("acked %d, duplicates %d, failed %d, pending %d\n", result.Acked, result.Duplicates, len(result.Failed), result.Pending)
	if _, err := client.Close(flushCtx); err != nil { // before the process ends: what is pending stays in the spool
		log.Fatal(err)
	}

	// The service signs a custodial agent's checkpoints; verify against an address you know.
	checkpoint, err := client.Anchor(ctx)
	if err != nil {
		log.Fatal(err)
	}
	record, err := client.GetRecord(ctx, recordID)
	if err != nil {
		log.Fatal(err)
	}
	proof, err := client.GetInclusionProof(ctx, recordID, checkpoint.TreeSize)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println("verified:", ledger.VerifyRecord(record, proof, checkpoint, agent.AgentWalletAddress) == nil)
}
