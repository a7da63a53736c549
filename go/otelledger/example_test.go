package otelledger_test

import (
	"context"

	ledger "github.com/trace-ledger/trace-ledger/go/v2"
	"github.com/trace-ledger/trace-ledger/go/v2/otelledger"
	"go.opentelemetry.io/otel"
	sdktrace "go.opentelemetry.io/otel/sdk/trace"
)

// The set-up of go/otelledger/README.md (TestReadmeShowsTheExample keeps them one): every span of the process's GenAI instrumentation
// becomes a record of the agent (LEDGER_API_KEY, LEDGER_AGENT_ID and LEDGER_ENDPOINT name it).
func ExampleNewExporter() {
	client := ledger.NewLedgerClient(ledger.LedgerClientConfig{Background: &ledger.BackgroundConfig{SpoolDir: ".ledger-spool"}})
	tp := sdktrace.NewTracerProvider(sdktrace.WithSyncer(otelledger.NewExporter(client)))
	otel.SetTracerProvider(tp) // at exit: tp.Shutdown(ctx) flushes, then client.Close(ctx)

	// … the agent runs, instrumented …

	_ = tp.Shutdown(context.Background()) // flushes the client's queue
	_, _ = client.Close(context.Background())
}
