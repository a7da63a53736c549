// Package otelledger is an OpenTelemetry span exporter that writes each span as a trace-ledger
// record, with the mapping of the service's OTLP ingest (docs/otel.md): the same span exported
// here or sent to POST /v1/otlp/v1/traces is the same record, so a replay is a duplicate.
//
// Export never waits on the network: records go to the client's background delivery (Enqueue),
// which keeps them in its spool when the client has a SpoolDir.
package otelledger

import (
	"context"
	"fmt"
	"log/slog"
	"sync"
	"sync/atomic"

	ledger "github.com/trace-ledger/trace-ledger/go/v2"
	sdktrace "go.opentelemetry.io/otel/sdk/trace"
)

// Option configures an Exporter.
type Option func(*Exporter)

// WithLogger: spans that could not become records (and why) are logged at Warn; nil is silent.
func WithLogger(logger *slog.Logger) Option { return func(e *Exporter) { e.logger = logger } }

// Stats count what the exporter did with the spans it was given.
type Stats struct {
	Queued     int64 // handed to the client's background delivery
	Unmappable int64 // spans no record can be made of (ids or start time OTLP refuses too)
	Refused    int64 // records the client refused to queue (invalid, queue full, spool unwritable, no Background)
}

// Exporter is an sdktrace.SpanExporter writing records through a LedgerClient in background mode.
type Exporter struct {
	client                      *ledger.LedgerClient
	logger                      *slog.Logger
	queued, unmappable, refused atomic.Int64
	stopped                     atomic.Bool
	stopOnce                    sync.Once
	mu                          sync.Mutex // over order and the queueing of its records
	order                       *order
}

var _ sdktrace.SpanExporter = (*Exporter)(nil)

// NewExporter exports spans as records of client's agent. The client needs Background set in
// its config (Enqueue is how records leave), ideally with a SpoolDir for durability.
func NewExporter(client *ledger.LedgerClient, opts ...Option) *Exporter {
	e := &Exporter{client: client, order: newOrder()}
	for _, opt := range opts {
		opt(e)
	}
	return e
}

// ExportSpans maps and queues each span and returns nil: a span it cannot map or queue is
// counted (Stats) and logged, never an error on the instrumented application's path.
func (e *Exporter) ExportSpans(_ context.Context, spans []sdktrace.ReadOnlySpan) error {
	if e.stopped.Load() {
		return nil
	}
	e.mu.Lock()
	defer e.mu.Unlock()
	for _, span := range spans {
		record, err := Record(span)
		if err != nil {
			e.unmappable.Add(1)
			e.warn(span.Name(), span.SpanContext().SpanID().String(), err)
			continue
		}
		if !e.order.waits(span, record) {
			e.enqueue(record)
		}
	}
	return nil
}

// enqueue queues record, then the records that waited for it, parents before children.
func (e *Exporter) enqueue(records ...*ledger.Record) {
	for len(records) > 0 {
		record := records[len(records)-1]
		records = records[:len(records)-1]
		if _, err := e.client.Enqueue(record); err != nil {
			e.refused.Add(1)
			e.warn(deref(record.Notes), record.RecordID, err)
		} else {
			e.queued.Add(1)
		}
		records = append(records, e.order.queued(record)...)
	}
}

func deref(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}

func (e *Exporter) warn(name, id string, err error) {
	if e.logger != nil {
		e.logger.Warn("otelledger: span not recorded", "span", name, "id", id, "error", err.Error())
	}
}

// ForceFlush sends what the client has queued and waits for it until ctx ends.
func (e *Exporter) ForceFlush(ctx context.Context) error {
	result, err := e.client.Flush(ctx)
	if err != nil {
		return err
	}
	if result.Pending > 0 {
		return fmt.Errorf("otelledger: %d record(s) still pending when the flush ended: %w", result.Pending, context.Cause(ctx))
	}
	return nil
}

// Shutdown queues the records still waiting for parents that never came (the service refuses
// those whose parent is not stored), flushes the client until ctx ends, and drops spans exported
// after it. The client stays open (it is the application's): Close it when done with it.
func (e *Exporter) Shutdown(ctx context.Context) error {
	var err error
	e.stopOnce.Do(func() {
		e.stopped.Store(true)
		e.mu.Lock()
		e.enqueue(e.order.orphans()...)
		e.mu.Unlock()
		err = e.ForceFlush(ctx)
	})
	return err
}

// Stats are the exporter's counters; the client's Stats tell what became of the queued records.
func (e *Exporter) Stats() Stats {
	return Stats{Queued: e.queued.Load(), Unmappable: e.unmappable.Load(), Refused: e.refused.Load()}
}
