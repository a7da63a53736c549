package otelledger

import (
	ledger "github.com/trace-ledger/trace-ledger/go/v2"
	sdktrace "go.opentelemetry.io/otel/sdk/trace"
)

// The SDKs export a child before its parent (it ends first), and the service takes a record
// through /v1/records only once its parent is stored (OTLP ingest lets parents follow; records
// do not). So a record whose parent span is local and not exported yet waits here, in memory,
// until the parent is queued; delivery then sends them in that order.

const (
	// maxHeld bounds the records waiting for their parents; past it a record is queued at once
	// (the service refuses it as reference_unresolved if its parent is still missing).
	maxHeld = 10_000
	// recentIDs is how many queued record ids are remembered, so a child ending after its
	// parent was queued goes at once.
	recentIDs = 4096
)

type order struct {
	held    map[string][]*ledger.Record // by parent record id
	heldIDs map[string]bool
	count   int
	recent  map[string]bool
	ring    []string
	next    int
}

func newOrder() *order {
	return &order{held: map[string][]*ledger.Record{}, heldIDs: map[string]bool{}, recent: map[string]bool{}, ring: make([]string, recentIDs)}
}

// waits holds record when its parent is a local span not queued yet, and says so.
func (o *order) waits(span sdktrace.ReadOnlySpan, record *ledger.Record) bool {
	if record.ParentRecordID == nil || span.Parent().IsRemote() || o.count >= maxHeld {
		return false
	}
	parent := *record.ParentRecordID
	if o.recent[parent] {
		return false
	}
	o.held[parent] = append(o.held[parent], record)
	o.heldIDs[record.RecordID] = true
	o.count++
	return true
}

// queued notes that record went (or was refused) and returns the records that waited for it.
func (o *order) queued(record *ledger.Record) []*ledger.Record {
	id := record.RecordID
	if old := o.ring[o.next]; old != "" {
		delete(o.recent, old)
	}
	o.ring[o.next], o.next = id, (o.next+1)%recentIDs
	o.recent[id] = true
	children := o.held[id]
	delete(o.held, id)
	for _, child := range children {
		delete(o.heldIDs, child.RecordID)
	}
	o.count -= len(children)
	return children
}

// orphans are the waiting records whose parents are not waiting themselves: at Shutdown, their
// parents will not come through this exporter any more.
func (o *order) orphans() []*ledger.Record {
	var out []*ledger.Record
	for parent, children := range o.held {
		if !o.heldIDs[parent] {
			out = append(out, children...)
			delete(o.held, parent)
			for _, child := range children {
				delete(o.heldIDs, child.RecordID)
			}
			o.count -= len(children)
		}
	}
	return out
}
