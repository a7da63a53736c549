// Command chaosclient is the Go chaos client (test/chaos/README.md): it enqueues records
// CHAOS_FROM..CHAOS_TO in background mode with a spool, waiting whenever the queue is full, then
// flushes until nothing is pending.
package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log"
	"os"
	"strconv"
	"time"

	ledger "github.com/trace-ledger/trace-ledger/go/v2"
)

// record is record i, the same in every SDK's client.
func record(nonce string, i int) *ledger.Record {
	common := map[string]any{
		"record_id":     fmt.Sprintf("%s-0000-4000-8000-%012d", nonce, i),
		"session_id":    fmt.Sprintf("chaos-%d", i/1000),
		"client_ts_utc": 1_767_225_600_000 + i,
	}
	if i%2 == 0 {
		common["behavior"], common["trigger_source"], common["trigger_description"] = "Observing", "chaos", fmt.Sprintf("record %d", i)
	} else {
		common["behavior"] = "Thinking"
		common["prompt"] = fmt.Sprintf(`record %d: é ✓ 𝄞 <&> "q"`, i)
		common["output_payload"] = "ok"
		common["tags"] = []string{"chaos", "ü"}
		common["model_invocation"] = map[string]any{"provider": "openai", "model_name": "gpt-4o", "temperature": 0.5, "tokens_in": i}
	}
	text, _ := json.Marshal(common)
	var r ledger.Record
	if err := json.Unmarshal(text, &r); err != nil {
		log.Fatal(err)
	}
	return &r
}

func number(name string) int {
	n, err := strconv.Atoi(os.Getenv(name))
	if err != nil {
		log.Fatalf("%s: %v", name, err)
	}
	return n
}

func main() {
	nonce := os.Getenv("CHAOS_NONCE")
	client := ledger.NewLedgerClient(ledger.LedgerClientConfig{
		Retry:      &ledger.RetryConfig{Attempts: 3, BackoffMs: []int{50, 100, 250}},
		Background: &ledger.BackgroundConfig{SpoolDir: os.Getenv("CHAOS_SPOOL"), MaxQueueBytes: number("CHAOS_MAX_QUEUE_BYTES"), LingerMs: 20},
	})
	maxSeen := 0
	for i := number("CHAOS_FROM"); i < number("CHAOS_TO"); i++ {
		for {
			_, err := client.Enqueue(record(nonce, i))
			var full *ledger.RateLimitError
			if errors.As(err, &full) {
				time.Sleep(5 * time.Millisecond) // the queue is full: the service is slow or away
				continue
			}
			if err != nil {
				log.Fatal(err)
			}
			break
		}
		maxSeen = max(maxSeen, client.Stats().QueuedBytes)
		if (i+1)%1000 == 0 {
			fmt.Printf("progress %d %d\n", i+1, maxSeen)
		}
	}
	var acked, duplicates, failed int
	for {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		result, err := client.Flush(ctx)
		cancel()
		if err != nil {
			log.Fatal(err)
		}
		acked, duplicates, failed = acked+result.Acked, duplicates+result.Duplicates, failed+len(result.Failed)
		if result.Pending == 0 {
			break
		}
	}
	if _, err := client.Close(context.Background()); err != nil {
		log.Fatal(err)
	}
	fmt.Printf("done %d %d %d %d\n", acked, duplicates, failed, maxSeen)
}
