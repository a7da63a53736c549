package otelledger

import (
	"context"
	"errors"
	"sync"
	"testing"
	"time"

	ledger "github.com/trace-ledger/trace-ledger/go/v2"
	"go.opentelemetry.io/otel"
	"go.opentelemetry.io/otel/attribute"
	"go.opentelemetry.io/otel/codes"
	"go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracehttp"
	sdktrace "go.opentelemetry.io/otel/sdk/trace"
	"go.opentelemetry.io/otel/sdk/trace/tracetest"
	"go.opentelemetry.io/otel/trace"
)

// The exporter in the real OpenTelemetry Go SDK, against the real service: an agent run (a chat,
// a tool call, a failing tool, a nested agent with its own chat) read back as records, replayed,
// and sent again through the official OTLP/HTTP exporter.

// agentRun instruments one conversation the way GenAI instrumentations do, and returns its spans
// as the SDK handed them to exporters (children first: they end first).
func agentRun(t *testing.T, exporter sdktrace.SpanExporter, conversation string) []sdktrace.ReadOnlySpan {
	t.Helper()
	spans, err := agentRunUntil(t, context.Background(), exporter, conversation)
	if err != nil {
		t.Fatal(err)
	}
	return spans
}

// agentRunUntil is agentRun with the provider's Shutdown (the exporter's flush) bounded by ctx.
func agentRunUntil(t *testing.T, shutdown context.Context, exporter sdktrace.SpanExporter, conversation string) ([]sdktrace.ReadOnlySpan, error) {
	t.Helper()
	recorder := tracetest.NewInMemoryExporter()
	tp := sdktrace.NewTracerProvider(sdktrace.WithSyncer(exporter), sdktrace.WithSyncer(recorder))
	tracer := tp.Tracer("otelledger-test")
	conv := attribute.String("gen_ai.conversation.id", conversation)
	op := func(name string) attribute.KeyValue { return attribute.String("gen_ai.operation.name", name) }

	ctx, root := tracer.Start(context.Background(), "invoke_agent travel", trace.WithAttributes(conv, op("invoke_agent"),
		attribute.String("gen_ai.agent.name", "travel"), attribute.String("trace_ledger.action_type", "answer"),
		attribute.String("gen_ai.output.messages", "Booked nothing: no seats.")))
	_, chat := tracer.Start(ctx, "chat gpt-4o", trace.WithSpanKind(trace.SpanKindClient), trace.WithAttributes(conv, op("chat"),
		attribute.String("gen_ai.provider.name", "openai"), attribute.String("gen_ai.request.model", "gpt-4o"),
		attribute.String("gen_ai.response.model", "gpt-4o-2024-08-06"), attribute.Int("gen_ai.usage.input_tokens", 42),
		attribute.Int("gen_ai.usage.output_tokens", 9), attribute.Float64("gen_ai.request.temperature", 0.3),
		attribute.StringSlice("gen_ai.response.finish_reasons", []string{"tool_calls"}),
		attribute.String("gen_ai.input.messages", `[{"role":"user","parts":[{"type":"text","content":"Weather in Paris, then a flight?"}]}]`),
		attribute.String("gen_ai.output.messages", `[{"role":"assistant","parts":[{"type":"tool_call","name":"get_weather"}]}]`)))
	chat.End()
	_, tool := tracer.Start(ctx, "execute_tool get_weather", trace.WithAttributes(conv, op("execute_tool"),
		attribute.String("gen_ai.tool.name", "get_weather"), attribute.String("gen_ai.tool.call.id", "call_1"),
		attribute.String("gen_ai.tool.call.arguments", `{"city":"Paris"}`), attribute.String("gen_ai.tool.call.result", "Sunny")))
	tool.End()
	_, failing := tracer.Start(ctx, "execute_tool book_flight", trace.WithAttributes(conv, op("execute_tool"),
		attribute.String("gen_ai.tool.name", "book_flight"), attribute.Map("gen_ai.tool.call.arguments", attribute.String("to", "CDG"), attribute.Int("seats", 2))))
	failing.RecordError(errors.New("no seats"))
	failing.SetStatus(codes.Error, "no seats")
	failing.End()
	nestedCtx, nested := tracer.Start(ctx, "invoke_agent researcher", trace.WithAttributes(conv, op("invoke_agent"), attribute.String("gen_ai.agent.name", "researcher")))
	_, inner := tracer.Start(nestedCtx, "chat claude", trace.WithAttributes(conv, op("chat"), attribute.String("gen_ai.provider.name", "anthropic"),
		attribute.String("gen_ai.request.model", "claude-sonnet-4"), attribute.String("gen_ai.input.messages", "Which airlines fly to CDG?")))
	inner.End()
	nested.End()
	root.End()
	spans := recorder.GetSpans().Snapshots() // before Shutdown, which empties the recorder
	if len(spans) != 6 {
		t.Fatalf("%d spans", len(spans))
	}
	return spans, tp.Shutdown(shutdown)
}

func recordID(span sdktrace.ReadOnlySpan) string {
	return recordIDOf(span.SpanContext().TraceID(), span.SpanContext().SpanID())
}

// stored reads each span's record back, checking it is the exporter's mapping of the span.
func stored(t *testing.T, client *ledger.LedgerClient, spans []sdktrace.ReadOnlySpan) map[string]*ledger.StoredRecord {
	t.Helper()
	out := map[string]*ledger.StoredRecord{}
	for _, span := range spans {
		record, err := client.GetRecord(context.Background(), recordID(span))
		if err != nil {
			t.Fatalf("%s: %v", span.Name(), err)
		}
		mapped, err := Record(span)
		if err != nil {
			t.Fatal(err)
		}
		if got, want := withoutServerFields(t, record), withoutServerFields(t, mapped); got != want {
			t.Fatalf("%s: stored\n%s\nmapped\n%s", span.Name(), got, want)
		}
		out[span.Name()] = record
	}
	return out
}

func TestExporterEndToEnd(t *testing.T) {
	s := liveService(t)
	ctx := context.Background()
	agentID, apiKey := s.agent(t)
	client := s.client(t, agentID, apiKey)
	exporter := NewExporter(client)
	spans := agentRun(t, exporter, "conv-e2e")
	if stats := exporter.Stats(); stats != (Stats{Queued: 6}) {
		t.Fatalf("stats %+v", stats)
	}
	session, err := client.GetSession(ctx, "conv-e2e")
	if err != nil || len(session.Records) != 6 {
		t.Fatalf("session: %+v, %v", session, err)
	}
	records := stored(t, client, spans)
	for name, want := range map[string]ledger.Behavior{
		"invoke_agent travel": ledger.BehaviorActing, "chat gpt-4o": ledger.BehaviorThinking,
		"execute_tool get_weather": ledger.BehaviorToolCalling, "execute_tool book_flight": ledger.BehaviorToolCalling,
		"invoke_agent researcher": ledger.BehaviorOther, "chat claude": ledger.BehaviorThinking,
	} {
		if records[name].Behavior != want {
			t.Errorf("%s: %s, want %s", name, records[name].Behavior, want)
		}
	}
	root := records["invoke_agent travel"]
	if !session.Closed || *session.ActingRecordID != root.RecordID || root.ParentRecordID != nil {
		t.Errorf("the agent run is the session's Acting record: %+v", session)
	}
	if *records["execute_tool get_weather"].Success != true || *records["execute_tool book_flight"].Success != false {
		t.Error("tool outcomes")
	}
	if *records["execute_tool book_flight"].InputPayload != `{"seats":2,"to":"CDG"}` {
		t.Errorf("arguments %q", *records["execute_tool book_flight"].InputPayload)
	}
	if *records["chat claude"].ParentRecordID != records["invoke_agent researcher"].RecordID ||
		*records["invoke_agent researcher"].ParentRecordID != root.RecordID {
		t.Error("the nested agent's chat hangs under the nested agent, under the run")
	}
	chat := records["chat gpt-4o"].ModelInvocation
	if chat.ModelName != "gpt-4o-2024-08-06" || *chat.TokensIn != 42 || *chat.Temperature != 0.3 || *chat.FinishReason != "tool_calls" {
		t.Errorf("model invocation %+v", chat)
	}

	// A replay (a collector resending, a process exporting its spans again) is a duplicate.
	replay := NewExporter(client)
	if err := replay.ExportSpans(ctx, spans); err != nil {
		t.Fatal(err)
	}
	result, err := client.Flush(ctx)
	if err != nil || result.Duplicates != 6 || result.Acked != 0 || len(result.Failed) != 0 || result.Pending != 0 {
		t.Fatalf("replay: %+v, %v", result, err)
	}
	if again, _ := client.GetSession(ctx, "conv-e2e"); len(again.Records) != 6 {
		t.Fatalf("after the replay: %d records", len(again.Records))
	}
}

// With a SpoolDir, what a process exported and could not deliver (the service unreachable, the
// process ending) is delivered by the next one.
func TestSpooledSpansOutliveTheProcess(t *testing.T) {
	s := liveService(t)
	agentID, apiKey := s.agent(t)
	spool := t.TempDir()
	unreachable := ledger.NewLedgerClient(ledger.LedgerClientConfig{
		APIKey: apiKey, AgentID: agentID, Endpoint: "http://127.0.0.1:9", Retry: &ledger.RetryConfig{Attempts: 1, BackoffMs: []int{1}},
		Background: &ledger.BackgroundConfig{SpoolDir: spool},
	})
	brief, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	exporter := NewExporter(unreachable)
	spans, err := agentRunUntil(t, brief, exporter, "conv-spool")
	if err == nil || exporter.Stats().Queued != 6 {
		t.Fatalf("delivered with nothing listening? %v, %+v", err, exporter.Stats())
	}
	if left, _ := unreachable.Close(brief); left.Pending != 6 {
		t.Fatalf("%+v left", left)
	}

	next := ledger.NewLedgerClient(ledger.LedgerClientConfig{APIKey: apiKey, AgentID: agentID, Endpoint: s.url, Background: &ledger.BackgroundConfig{SpoolDir: spool}})
	defer func() { _, _ = next.Close(context.Background()) }()
	if result, err := next.Flush(context.Background()); err != nil || result.Acked != 6 || result.Pending != 0 {
		t.Fatalf("the next process: %+v, %v", result, err)
	}
	stored(t, next, spans)
}

// otlpExporter is the official OTLP/HTTP exporter pointed at the service's OTLP endpoint, and the
// errors it reports (partial successes go to OpenTelemetry's global error handler).
func otlpExporter(t *testing.T, s *service, agentID, apiKey string) (sdktrace.SpanExporter, func() []error) {
	t.Helper()
	var mu sync.Mutex
	var reported []error
	otel.SetErrorHandler(otel.ErrorHandlerFunc(func(err error) { mu.Lock(); reported = append(reported, err); mu.Unlock() }))
	exporter, err := otlptracehttp.New(context.Background(),
		otlptracehttp.WithEndpointURL(s.url+"/v1/otlp/v1/traces"),
		otlptracehttp.WithHeaders(map[string]string{"authorization": "Bearer " + apiKey, "x-ledger-agent-id": agentID}))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = exporter.Shutdown(context.Background()) })
	return exporter, func() []error { mu.Lock(); defer mu.Unlock(); return append([]error(nil), reported...) }
}

func TestOTLPAndTheExporterMakeTheSameRecords(t *testing.T) {
	s := liveService(t)
	ctx := context.Background()

	t.Run("exporter first, then OTLP: every span a duplicate", func(t *testing.T) {
		agentID, apiKey := s.agent(t)
		client := s.client(t, agentID, apiKey)
		spans := agentRun(t, NewExporter(client), "conv-otlp-1")
		before := stored(t, client, spans)
		otlp, reported := otlpExporter(t, s, agentID, apiKey)
		if err := otlp.ExportSpans(ctx, spans); err != nil || len(reported()) != 0 {
			t.Fatalf("OTLP export: %v, reported %v", err, reported())
		}
		after := stored(t, client, spans)
		for name, record := range before {
			if *after[name].ServerTsUTC != *record.ServerTsUTC {
				t.Errorf("%s was stored again", name)
			}
		}
		if session, _ := client.GetSession(ctx, "conv-otlp-1"); len(session.Records) != 6 {
			t.Fatalf("%d records: %+v", len(session.Records), session)
		}
	})

	t.Run("OTLP first, then the exporter: every record a duplicate", func(t *testing.T) {
		agentID, apiKey := s.agent(t)
		client := s.client(t, agentID, apiKey)
		spans := agentRun(t, tracetest.NewNoopExporter(), "conv-otlp-2")
		otlp, reported := otlpExporter(t, s, agentID, apiKey)
		if err := otlp.ExportSpans(ctx, spans); err != nil || len(reported()) != 0 {
			t.Fatalf("OTLP export: %v, reported %v", err, reported())
		}
		stored(t, client, spans)
		exporter := NewExporter(client)
		if err := exporter.ExportSpans(ctx, spans); err != nil {
			t.Fatal(err)
		}
		result, err := client.Flush(ctx)
		if err != nil || result.Duplicates != 6 || result.Acked != 0 || len(result.Failed) != 0 {
			t.Fatalf("%+v, %v; exporter %+v, client %+v", result, err, exporter.Stats(), client.Stats())
		}
	})
}
