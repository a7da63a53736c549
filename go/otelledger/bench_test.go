//go:build unix

package otelledger

import (
	"context"
	"syscall"
	"testing"
	"time"

	ledger "github.com/trace-ledger/trace-ledger/go/v2"
	"go.opentelemetry.io/otel/attribute"
	sdktrace "go.opentelemetry.io/otel/sdk/trace"
	"go.opentelemetry.io/otel/sdk/trace/tracetest"
	"go.opentelemetry.io/otel/trace"
)

// BenchmarkExport is the exporter's cost per span on the application's path (the target is
// ≤ 20 µs): a chat span as GenAI instrumentations make it, and an HTTP span (an Other record with
// every attribute), mapped, validated and queued, in memory and in a spool (the client's delivery
// never reaches a service here, so no network time is in it).
// go test -run - -bench Export -benchtime 20000x -count 5
func BenchmarkExport(b *testing.B) {
	start := time.Now()
	span := tracetest.SpanStub{
		Name:        "chat gpt-4o",
		SpanContext: trace.NewSpanContext(trace.SpanContextConfig{TraceID: trace.TraceID{1}, SpanID: trace.SpanID{1}}),
		SpanKind:    trace.SpanKindClient,
		StartTime:   start, EndTime: start.Add(800 * time.Millisecond),
		Attributes: []attribute.KeyValue{
			attribute.String("gen_ai.operation.name", "chat"), attribute.String("gen_ai.provider.name", "openai"),
			attribute.String("gen_ai.request.model", "gpt-4o"), attribute.String("gen_ai.response.model", "gpt-4o-2024-08-06"),
			attribute.Int("gen_ai.usage.input_tokens", 412), attribute.Int("gen_ai.usage.output_tokens", 96),
			attribute.Float64("gen_ai.request.temperature", 0.2), attribute.StringSlice("gen_ai.response.finish_reasons", []string{"stop"}),
			attribute.String("gen_ai.conversation.id", "conv-bench"),
			attribute.String("gen_ai.input.messages", `[{"role":"system","parts":[{"type":"text","content":"You are a travel agent."}]},{"role":"user","parts":[{"type":"text","content":"Find me a flight from Paris to Lisbon next Friday, morning if possible."}]}]`),
			attribute.String("gen_ai.output.messages", `[{"role":"assistant","parts":[{"type":"text","content":"The 07:25 TAP flight TP433 arrives 08:55; shall I book it?"}],"finish_reason":"stop"}]`),
		},
	}.Snapshot()
	http := tracetest.SpanStub{
		Name:        "GET /v1/flights",
		SpanContext: trace.NewSpanContext(trace.SpanContextConfig{TraceID: trace.TraceID{1}, SpanID: trace.SpanID{2}}),
		SpanKind:    trace.SpanKindServer,
		StartTime:   start, EndTime: start.Add(30 * time.Millisecond),
		Attributes: []attribute.KeyValue{
			attribute.String("http.request.method", "GET"), attribute.String("url.path", "/v1/flights"),
			attribute.String("url.query", "from=CDG&to=LIS&date=2026-12-04"), attribute.Int("http.response.status_code", 200),
			attribute.String("server.address", "api.example.com"), attribute.Int("server.port", 443),
			attribute.String("user_agent.original", "Go-http-client/1.1"), attribute.String("network.protocol.version", "1.1"),
		},
	}.Snapshot()
	for _, spooled := range []bool{false, true} {
		for _, span := range []sdktrace.ReadOnlySpan{span, http} {
			name := span.Name()
			if spooled {
				name += ", spooled"
			}
			b.Run(name, func(b *testing.B) { benchmarkExport(b, span, spooled) })
		}
	}
}

func benchmarkExport(b *testing.B, span sdktrace.ReadOnlySpan, spooled bool) {
	config := &ledger.BackgroundConfig{LingerMs: 3_600_000, MaxQueueBytes: 1 << 30}
	if spooled {
		config.SpoolDir = b.TempDir()
	}
	client := ledger.NewLedgerClient(ledger.LedgerClientConfig{
		APIKey: "tlk_bench", AgentID: "agt_00000000000000000000000000000001", Endpoint: "http://127.0.0.1:9", Background: config,
	})
	defer func() {
		ctx, cancel := context.WithTimeout(context.Background(), time.Millisecond)
		defer cancel()
		_, _ = client.Close(ctx)
	}()
	exporter := NewExporter(client)
	spans := []sdktrace.ReadOnlySpan{span}
	ctx := context.Background()
	b.ReportAllocs()
	before := cpuTime()
	for b.Loop() {
		_ = exporter.ExportSpans(ctx, spans)
	}
	// CPU time, besides the wall time: on a shared machine the wall time measures the load.
	b.ReportMetric(float64((cpuTime()-before).Nanoseconds())/float64(b.N)/1000, "cpu-µs/op")
	if stats := exporter.Stats(); stats.Queued != int64(b.N) {
		b.Fatalf("%+v", stats)
	}
}

// cpuTime is the process's user and system CPU time so far.
func cpuTime() time.Duration {
	var usage syscall.Rusage
	_ = syscall.Getrusage(syscall.RUSAGE_SELF, &usage)
	return time.Duration(usage.Utime.Nano() + usage.Stime.Nano())
}
