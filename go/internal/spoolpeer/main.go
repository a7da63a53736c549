// Command spoolpeer is the Go spool peer (test/reliability/spool-peer.ts drives one per SDK, the
// same in each): a background client with a spool, driven by lines on stdin, answering on stdout.
//
//	enqueue FROM TO  → "refused I CODE CLASS" per record Enqueue refused, then "enqueued N"
//	flush            → "flushed PENDING"
//	close            → "closed PENDING", and the process exits
//
// The connection comes from LEDGER_API_KEY, LEDGER_AGENT_ID, LEDGER_ENDPOINT; the spool is
// PEER_SPOOL; record i's id is PEER_NONCE-0000-4000-8000-<i, 12 digits>.
package main

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"log"
	"os"
	"strconv"
	"strings"
	"time"

	ledger "github.com/trace-ledger/trace-ledger/go/v2"
)

func main() {
	client := ledger.NewLedgerClient(ledger.LedgerClientConfig{
		Retry:      &ledger.RetryConfig{BackoffMs: []int{20}},
		Background: &ledger.BackgroundConfig{SpoolDir: os.Getenv("PEER_SPOOL"), LingerMs: 5},
	})
	fmt.Println("ready")
	lines := bufio.NewScanner(os.Stdin)
	for lines.Scan() {
		fields := strings.Fields(lines.Text())
		switch fields[0] {
		case "enqueue":
			from, _ := strconv.Atoi(fields[1])
			to, _ := strconv.Atoi(fields[2])
			accepted := 0
			for i := from; i < to; i++ {
				_, err := client.Enqueue(&ledger.Record{
					RecordID:           fmt.Sprintf("%s-0000-4000-8000-%012d", os.Getenv("PEER_NONCE"), i),
					SessionID:          "spool-peer",
					Behavior:           ledger.BehaviorObserving,
					TriggerSource:      ledger.Ptr("peer"),
					TriggerDescription: ledger.Ptr(fmt.Sprintf("record %d", i)),
				})
				var refused *ledger.LedgerError
				switch {
				case err == nil:
					accepted++
				case errors.As(err, &refused):
					fmt.Printf("refused %d %s %s\n", i, refused.Code, strings.TrimPrefix(fmt.Sprintf("%T", err), "*ledger."))
				default:
					log.Fatal(err)
				}
			}
			fmt.Printf("enqueued %d\n", accepted)
		case "flush", "close":
			ctx, cancel := context.WithTimeout(context.Background(), map[string]time.Duration{"flush": 5 * time.Second, "close": time.Second}[fields[0]])
			result, err := map[string]func(context.Context) (*ledger.FlushResult, error){"flush": client.Flush, "close": client.Close}[fields[0]](ctx)
			cancel()
			if err != nil {
				log.Fatal(err)
			}
			fmt.Printf("%sed %d\n", strings.TrimSuffix(fields[0], "e"), result.Pending)
			if fields[0] == "close" {
				return
			}
		}
	}
}
