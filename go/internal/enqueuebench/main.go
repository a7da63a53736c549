// Command enqueuebench is the Go enqueue micro-benchmark of bench scenario Q
// (bench/enqueue/README.md): the CPU time per record on the caller's thread of ValidateRecord
// alone, and what Enqueue adds to it without a spool and with one.
//
//	enqueuebench <records.json> <records>
package main

import (
	"context"
	"encoding/json"
	"fmt"
	"log"
	"os"
	"runtime"
	"slices"
	"strconv"

	ledger "github.com/trace-ledger/trace-ledger/go/v2"
	"golang.org/x/sys/unix"
)

const (
	block  = 100
	queued = 2_000
)

// threadCPU is this OS thread's CPU time in µs: the caller's own cost, whatever else runs.
func threadCPU() float64 {
	var ts unix.Timespec
	if err := unix.ClockGettime(unix.CLOCK_THREAD_CPUTIME_ID, &ts); err != nil {
		log.Fatal(err)
	}
	return float64(ts.Nano()) / 1000
}

// client enqueues to where nothing listens: the sender's attempts fail and wait, the queue holds every record.
func client(spoolDir string) *ledger.LedgerClient {
	return ledger.NewLedgerClient(ledger.LedgerClientConfig{
		Endpoint: "http://127.0.0.1:9", APIKey: "bench", AgentID: "bench-enqueue",
		Background: &ledger.BackgroundConfig{MaxQueueBytes: 1 << 30, LingerMs: 60_000, SpoolDir: spoolDir},
	})
}

func enqueueTo(c *ledger.LedgerClient) func(*ledger.Record) {
	return func(r *ledger.Record) {
		if _, err := c.Enqueue(r); err != nil {
			log.Fatal(err)
		}
	}
}

func validate(r *ledger.Record) {
	if err := ledger.ValidateRecord(r); err != nil {
		log.Fatal(err)
	}
}

// measure has ValidateRecord, Enqueue without a spool and Enqueue with one take turns over blocks
// of records, so drift and other load hit the three alike; fresh clients every `queued` records
// (a queue being delivered holds a few thousand, not all ever enqueued). It returns the µs of CPU
// per record of each, block by block.
func measure(records []*ledger.Record, n int) [3][]float64 {
	var blocks [3][]float64
	for from := 0; from < n; from += queued {
		dir, err := os.MkdirTemp("", "trace-ledger-enqueue-bench-")
		if err != nil {
			log.Fatal(err)
		}
		plain, spooled := client(""), client(dir)
		ways := [3]func(*ledger.Record){validate, enqueueTo(plain), enqueueTo(spooled)}
		for b := from; b < min(n, from+queued); b += block {
			for w, way := range ways {
				started := threadCPU()
				for i := b; i < b+block; i++ {
					way(records[i%len(records)])
				}
				blocks[w] = append(blocks[w], (threadCPU()-started)/block)
			}
		}
		ctx, cancel := context.WithCancel(context.Background())
		cancel()
		_, _ = plain.Close(ctx)
		_, _ = spooled.Close(ctx)
		_ = os.RemoveAll(dir)
	}
	return blocks
}

func mean(xs []float64) float64 {
	sum := 0.0
	for _, x := range xs {
		sum += x
	}
	return sum / float64(len(xs))
}

// over is what enqueueing adds to validation: the median over blocks, so a GC cycle or a
// preemption in one block does not decide it.
func over(enqueued, validated []float64) float64 {
	diffs := make([]float64, len(enqueued))
	for i := range enqueued {
		diffs[i] = enqueued[i] - validated[i]
	}
	slices.Sort(diffs)
	return diffs[len(diffs)/2]
}

func main() {
	runtime.LockOSThread() // the caller stays on one thread, so its thread's clock is its cost
	data, err := os.ReadFile(os.Args[1])
	if err != nil {
		log.Fatal(err)
	}
	var records []*ledger.Record
	if err := json.Unmarshal(data, &records); err != nil {
		log.Fatal(err)
	}
	count, err := strconv.Atoi(os.Args[2])
	if err != nil {
		log.Fatal(err)
	}
	measure(records, min(count, 2_000)) // warm-up
	b := measure(records, count)
	out, _ := json.Marshal(map[string]float64{
		"validate_us":                mean(b[0]),
		"enqueue_over_us":            over(b[1], b[0]),
		"enqueue_spool_over_us":      over(b[2], b[0]),
		"enqueue_over_mean_us":       mean(b[1]) - mean(b[0]),
		"enqueue_spool_over_mean_us": mean(b[2]) - mean(b[0]),
	})
	fmt.Println(string(out))
}
