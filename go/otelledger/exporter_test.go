package otelledger

import (
	"bytes"
	"context"
	"log/slog"
	"os"
	"strings"
	"testing"
	"time"

	ledger "github.com/trace-ledger/trace-ledger/go/v2"
	"go.opentelemetry.io/otel/sdk/trace/tracetest"
	"go.opentelemetry.io/otel/trace"
)

// offline is a background client whose records never leave (nothing listens at its endpoint).
func offline(t *testing.T) *ledger.LedgerClient {
	client := ledger.NewLedgerClient(ledger.LedgerClientConfig{
		APIKey: "tlk_test", AgentID: "agt_00000000000000000000000000000001", Endpoint: "http://127.0.0.1:9",
		Retry: &ledger.RetryConfig{Attempts: 1, BackoffMs: []int{1}}, Background: &ledger.BackgroundConfig{LingerMs: 60_000},
	})
	t.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), time.Millisecond)
		defer cancel()
		_, _ = client.Close(ctx)
	})
	return client
}

func stub(traceID trace.TraceID, id, parent byte, name string) tracetest.SpanStub {
	start := time.Unix(1_795_000_000, 0)
	return tracetest.SpanStub{
		Name:        name,
		SpanContext: trace.NewSpanContext(trace.SpanContextConfig{TraceID: traceID, SpanID: trace.SpanID{7: id}}),
		Parent:      trace.NewSpanContext(trace.SpanContextConfig{TraceID: traceID, SpanID: trace.SpanID{7: parent}}),
		StartTime:   start, EndTime: start.Add(time.Second),
	}
}

// A span it cannot map, or a record the client refuses, never reaches the application: counted,
// logged, and ExportSpans still answers nil.
func TestExportNeverFailsTheApplication(t *testing.T) {
	var logged bytes.Buffer
	noBackground := ledger.NewLedgerClient(ledger.LedgerClientConfig{APIKey: "tlk_test", AgentID: "agt_00000000000000000000000000000001", Endpoint: "http://127.0.0.1:9"})
	exporter := NewExporter(noBackground, WithLogger(slog.New(slog.NewTextHandler(&logged, nil))))
	unmappable := stub(trace.TraceID{1}, 1, 0, "before 1970")
	unmappable.StartTime = time.Unix(-5, 0)
	unknown := stub(trace.TraceID{1}, 2, 0, "GET /health")
	if err := exporter.ExportSpans(context.Background(), tracetest.SpanStubs{unmappable, unknown}.Snapshots()); err != nil {
		t.Fatal(err)
	}
	if stats := exporter.Stats(); stats != (Stats{Unmappable: 1, Refused: 1}) {
		t.Fatalf("stats %+v", stats)
	}
	if text := logged.String(); strings.Count(text, "otelledger: span not recorded") != 2 || !strings.Contains(text, "start_time_unix_nano") || !strings.Contains(text, "Background") {
		t.Fatalf("logged %s", text)
	}
	record, err := Record(unknown.Snapshot())
	if err != nil || record.Behavior != ledger.BehaviorOther || *record.Label != "GET /health" {
		t.Fatalf("an unknown span: %+v, %v", record, err)
	}
}

// Children end (and are exported) before their parents; their records are queued after them.
func TestChildrenWaitForTheirParents(t *testing.T) {
	exporter := NewExporter(offline(t))
	ctx := context.Background()
	tid := trace.TraceID{2}
	export := func(stubs ...tracetest.SpanStub) {
		if err := exporter.ExportSpans(ctx, tracetest.SpanStubs(stubs).Snapshots()); err != nil {
			t.Fatal(err)
		}
	}
	export(stub(tid, 3, 2, "grandchild"), stub(tid, 4, 2, "sibling"))
	export(stub(tid, 2, 1, "child"))
	if got := exporter.Stats().Queued; got != 0 {
		t.Fatalf("%d queued before the root", got)
	}
	export(stub(tid, 1, 0, "root"))
	if got := exporter.Stats().Queued; got != 4 {
		t.Fatalf("%d queued with the root", got)
	}
	export(stub(tid, 5, 1, "late child")) // its parent went already
	remote := stub(tid, 6, 9, "remote parent")
	remote.Parent = remote.Parent.WithRemote(true)
	export(remote)
	if got := exporter.Stats().Queued; got != 6 {
		t.Fatalf("%d queued", got)
	}
	export(stub(tid, 7, 8, "parent never ends"))
	shutdown, cancel := context.WithTimeout(ctx, 10*time.Millisecond)
	defer cancel()
	_ = exporter.Shutdown(shutdown) // the records cannot be delivered here: pending
	if got := exporter.Stats().Queued; got != 7 {
		t.Fatalf("%d queued after Shutdown", got)
	}
}

// README.md's set-up is ExampleNewExporter's, which the compiler checks.
func TestReadmeShowsTheExample(t *testing.T) {
	readme, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	example, err := os.ReadFile("example_test.go")
	if err != nil {
		t.Fatal(err)
	}
	lines := map[string]bool{}
	for _, line := range strings.Split(string(example), "\n") {
		lines[strings.TrimSpace(line)] = true
	}
	if strings.Count(string(readme), "```go\n") != 1 {
		t.Fatal("README.md should hold one Go block")
	}
	_, block, _ := strings.Cut(string(readme), "```go\n")
	block, _, _ = strings.Cut(block, "```")
	for _, line := range strings.Split(strings.TrimSpace(block), "\n") {
		if !lines[strings.TrimSpace(line)] {
			t.Errorf("README.md's line is not in example_test.go: %s", line)
		}
	}
}
