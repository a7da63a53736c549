package ledger

import (
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"sync"
	"time"
)

// BackgroundConfig turns on background mode: Enqueue returns at once and one goroutine sends
// batches behind the caller, bounded in memory, optionally kept on disk until acknowledged. A
// record travels as the bytes it was encoded to at Enqueue, every retry and every replay alike,
// so the service answers a repeat as a duplicate. Nothing leaves the queue uncounted: Stats and
// OnError see every refusal and every drop. The zero value of each field is its default.
type BackgroundConfig struct {
	// BatchSize is the most records per batch, 1 to MaxBatchRecords; 0 means MaxBatchRecords.
	BatchSize int

	// LingerMs is how long a batch waits to fill before it goes; 0 means 200.
	LingerMs int

	// MaxQueueBytes bounds the queued records' JSON bytes; 0 means 16 MiB.
	MaxQueueBytes int

	// DropWhenFull: a full queue counts and reports a drop (OnError, Stats) instead of Enqueue
	// returning a queue_full *RateLimitError.
	DropWhenFull bool

	// SpoolDir keeps every queued record in files there until acknowledged; a process that
	// starts after a crash replays what the dead one left.
	SpoolDir string

	// OnError is told about every record or score refused for good or dropped, with its id. It
	// runs on the sender's goroutine (or Enqueue's, for a drop): keep it short; it may call the client.
	OnError func(err error, recordID string)
}

// FlushResult reports the records and scores settled since the previous Flush, and what is
// still pending.
type FlushResult struct {
	Acked        int           // stored
	Duplicates   int           // already stored (a retry or a replay whose first send had arrived)
	Failed       []RecordError // records refused for good, with the reason
	Pending      int           // still queued or in flight when Flush returned
	FailedScores []ScoreError  // scores refused for good, with the reason
}

// DeliveryStats are background delivery's counters, records and scores together.
type DeliveryStats struct {
	Queued, QueuedBytes, InFlight                         int
	Acked, Duplicates, Failed, Dropped, Retries, Replayed int
}

// itemKind is what a queued line is, a record or a score: each goes through its own batch
// operation. One queue holds both, and a batch holds one kind, in queue order, so a score follows
// the records it judges.
type itemKind struct {
	op                    Operation
	member, idField, noun string
}

var (
	recordItems = &itemKind{op: OperationSubmitBatch, member: "records", idField: "record_id", noun: "record"}
	scoreItems  = &itemKind{op: OperationSubmitScoreBatch, member: "scores", idField: "score_id", noun: "score"}
)

// kindOf is a spooled line's kind and id: a score is the line with a score_id (no record has one).
func kindOf(line []byte) (*itemKind, string) {
	var item struct {
		RecordID string  `json:"record_id"`
		ScoreID  *string `json:"score_id"`
	}
	_ = json.Unmarshal(line, &item)
	if item.ScoreID != nil {
		return scoreItems, *item.ScoreID
	}
	return recordItems, item.RecordID
}

// itemResult is one item's outcome in a batch answer of either kind (BatchAck, ScoreBatchAck):
// an ack (it has is_duplicate), or a refusal (it has a code).
type itemResult struct {
	IsDuplicate *bool         `json:"is_duplicate"`
	Code        ErrorCode     `json:"code"`
	Message     string        `json:"message"`
	Details     *ErrorDetails `json:"details"`
}

type entry struct {
	kind    *itemKind
	id      string
	line    []byte
	segment *segment
}

// batchLineBytes keeps a batch far under the service's 1 MB cap whatever the escaping.
const batchLineBytes = MaxBatchBytes / 2

type delivery struct {
	conn    *connection // retries 0: the sender retries on its own, without end
	stamp   *versionStamp
	agentID string
	config  BackgroundConfig
	logger  *slog.Logger

	mu     sync.Mutex
	queue  []entry
	stats  DeliveryStats
	report FlushResult
	spool  *fileSpool
	// replaying is the dead process's segment being moved into the queue.
	replaying *segment
	urgent    int
	idle      bool // the sender waits for a first record
	lingering bool // the sender waits for a batch to fill
	closed    bool
	waiters   []chan struct{}
	wake      chan struct{}
	stopped   chan struct{}
	ctx       context.Context
	cancel    context.CancelFunc
	// notices wait for the lock's release to reach OnError, which may then call the client.
	notices []notice
	// settled are the Flush waiters whose records are all settled: they are let go after the
	// notices, so a Flush returns once OnError has seen what it reports.
	settled []chan struct{}
}

type notice struct {
	err error
	id  string
}

// unlock releases the lock, then tells OnError what was refused or dropped meanwhile, then lets
// go the Flush calls waiting for those records.
func (d *delivery) unlock() {
	notices, settled := d.notices, d.settled
	d.notices, d.settled = nil, nil
	d.mu.Unlock()
	if d.config.OnError != nil {
		for _, n := range notices {
			d.config.OnError(n.err, n.id)
		}
	}
	for _, w := range settled {
		close(w)
	}
}

func newDelivery(conn *connection, agentID string, config BackgroundConfig, stamp *versionStamp) (*delivery, error) {
	if config.BatchSize == 0 {
		config.BatchSize = MaxBatchRecords
	}
	if config.LingerMs == 0 {
		config.LingerMs = 200
	}
	if config.MaxQueueBytes == 0 {
		config.MaxQueueBytes = 16 << 20
	}
	if config.BatchSize < 1 || config.BatchSize > MaxBatchRecords {
		return nil, validationError("Background.BatchSize", fmt.Sprintf("must be from 1 to %d", MaxBatchRecords))
	}
	if config.LingerMs < 0 {
		return nil, validationError("Background.LingerMs", "must not be negative")
	}
	if config.MaxQueueBytes < MaxRecordBytes {
		return nil, validationError("Background.MaxQueueBytes", fmt.Sprintf("must be at least %d (one record)", MaxRecordBytes))
	}
	once := *conn
	once.retry.Attempts = 0
	d := &delivery{conn: &once, stamp: stamp, agentID: agentID, config: config, logger: conn.log(),
		wake: make(chan struct{}, 1), stopped: make(chan struct{})}
	if config.SpoolDir != "" {
		spool, err := openSpool(config.SpoolDir, agentID, conn.log())
		if err != nil {
			return nil, fmt.Errorf("ledger: background spool %s: %w", config.SpoolDir, err)
		}
		d.spool = spool
	}
	d.ctx, d.cancel = context.WithCancel(context.Background())
	go d.run()
	return d, nil
}

func (d *delivery) enqueue(kind *itemKind, id string, line []byte) error {
	d.mu.Lock()
	defer d.unlock()
	if d.closed {
		return validationError("Background", "the client is closed: Enqueue before Close")
	}
	if d.stats.QueuedBytes+len(line) > d.config.MaxQueueBytes {
		err := newError(LedgerError{
			Code:    CodeQueueFull,
			Message: fmt.Sprintf("the background queue holds %d of %d bytes: %s %s was not queued", d.stats.QueuedBytes, d.config.MaxQueueBytes, kind.noun, id),
		})
		if !d.config.DropWhenFull {
			return err
		}
		d.stats.Dropped++
		d.refuse(err, kind, id, "dropped")
		return nil
	}
	var seg *segment
	if d.spool != nil {
		var err error
		if seg, err = d.spool.append(line); err != nil {
			return err
		}
	}
	d.push(entry{kind: kind, id: id, line: line, segment: seg})
	return nil
}

func (d *delivery) flush(ctx context.Context) *FlushResult {
	d.mu.Lock()
	d.urgent++
	d.poke()
	var settled chan struct{}
	if d.pendingLocked() > 0 {
		settled = make(chan struct{})
		d.waiters = append(d.waiters, settled)
	}
	d.mu.Unlock()
	if settled != nil {
		select {
		case <-settled:
		case <-ctx.Done():
		}
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	d.urgent--
	report := d.report
	report.Pending = d.pendingLocked()
	d.report = FlushResult{}
	return &report
}

func (d *delivery) close(ctx context.Context) *FlushResult {
	d.mu.Lock()
	if d.closed {
		defer d.mu.Unlock()
		return &FlushResult{Pending: d.pendingLocked()}
	}
	d.mu.Unlock()
	report := d.flush(ctx)
	d.mu.Lock()
	d.closed = true
	d.poke()
	d.mu.Unlock()
	d.cancel() // the attempt in flight ends now; its batch stays in the spool or is reported
	<-d.stopped
	d.mu.Lock()
	defer d.unlock()
	left := d.queue
	d.queue = nil
	d.abandon(left, false)
	if d.spool != nil {
		if report.Pending > 0 {
			d.logger.Info(fmt.Sprintf("ledger: %d record(s) and score(s) left in the spool for the next process", report.Pending))
		}
		d.spool.close()
	}
	return report
}

func (d *delivery) snapshot() DeliveryStats {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.stats
}

func (d *delivery) poke() {
	select {
	case d.wake <- struct{}{}:
	default:
	}
}

// sleep waits for dur (negative: until poked); Enqueue, Flush and Close poke it.
func (d *delivery) sleep(dur time.Duration) {
	if dur < 0 {
		<-d.wake
		return
	}
	timer := time.NewTimer(dur)
	defer timer.Stop()
	select {
	case <-d.wake:
	case <-timer.C:
	}
}

func (d *delivery) run() {
	defer close(d.stopped)
	for {
		d.mu.Lock()
		d.replayLocked()
		queued, urgent, closed := len(d.queue), d.urgent, d.closed
		d.idle = queued == 0
		d.mu.Unlock()
		switch {
		case closed:
			return
		case queued == 0:
			d.sleep(-1)
			continue
		case queued < d.config.BatchSize && urgent == 0:
			d.setLingering(true)
			d.sleep(time.Duration(d.config.LingerMs) * time.Millisecond)
			d.setLingering(false)
		}
		d.mu.Lock()
		if d.closed {
			d.mu.Unlock()
			return
		}
		batch, body := d.takeLocked()
		sync := func() {}
		if d.spool != nil {
			sync = d.spool.syncer()
		}
		d.mu.Unlock()
		sync() // the batch's records are on disk before it goes
		d.send(batch, body)
	}
}

func (d *delivery) setLingering(on bool) {
	d.mu.Lock()
	d.lingering = on
	d.mu.Unlock()
}

func (d *delivery) takeLocked() ([]entry, []byte) {
	var batch []entry
	size := 0
	for len(d.queue) > 0 && len(batch) < d.config.BatchSize {
		if len(batch) > 0 && (size+len(d.queue[0].line) > batchLineBytes || d.queue[0].kind != batch[0].kind) {
			break // one kind per batch, in queue order
		}
		batch = append(batch, d.queue[0])
		size += len(d.queue[0].line)
		d.queue = d.queue[1:]
	}
	d.stats.Queued -= len(batch)
	d.stats.QueuedBytes -= size
	d.stats.InFlight += len(batch)
	body := make([]byte, 0, size+len(batch)+16)
	body = append(body, `{"`+batch[0].kind.member+`":[`...)
	for i, e := range batch {
		if i > 0 {
			body = append(body, ',')
		}
		body = append(body, e.line...)
	}
	return batch, append(body, "]}"...)
}

// send delivers one batch; transient failures are retried without end, until Close.
func (d *delivery) send(batch []entry, body []byte) {
	for retry := 0; ; retry++ {
		ack, err := call[struct {
			Results []itemResult `json:"results"`
		}](d.ctx, d.conn, request{op: batch[0].kind.op, query: map[string][]string{"agent_id": {d.agentID}}, body: json.RawMessage(body)})
		d.mu.Lock()
		if err == nil {
			d.answered(batch, ack.Results)
			d.unlock()
			return
		}
		if d.closed || d.ctx.Err() != nil {
			// Closed while the service is away: the batch stays in the spool, or is reported.
			d.abandon(batch, true)
			d.unlock()
			return
		}
		if !retryable(err) {
			for _, e := range batch {
				d.fail(e, err)
			}
			d.unlock()
			return
		}
		d.stats.Retries++
		// A poke that came before this wait began (a Flush during the attempt, an Enqueue seen
		// as idle) was answered by the attempt: left in the channel it would skip the wait.
		select {
		case <-d.wake:
		default:
		}
		d.mu.Unlock()
		wait := d.conn.delay(retry, err)
		d.logger.LogAttrs(d.ctx, slog.LevelWarn, fmt.Sprintf("ledger: background batch of %d not delivered (%s); retry %d in %d ms", len(batch), codeOf(err), retry+1, wait.Milliseconds()),
			slog.String("operation", string(batch[0].kind.op)), slog.Int("retry", retry+1), slog.Int64("wait_ms", wait.Milliseconds()), slog.String("code", string(codeOf(err))), slog.Int("records", len(batch)))
		d.sleep(wait)
	}
}

func (d *delivery) answered(batch []entry, results []itemResult) {
	for i, e := range batch {
		var result itemResult
		if i < len(results) {
			result = results[i]
		}
		switch {
		case result.IsDuplicate != nil && *result.IsDuplicate:
			d.stats.Duplicates++
			d.report.Duplicates++
			d.done(e)
		case result.IsDuplicate != nil:
			d.stats.Acked++
			d.report.Acked++
			d.done(e)
		case result.Code != "":
			le := LedgerError{Code: result.Code, Message: result.Message}
			if result.Details != nil {
				le.Details = *result.Details
			}
			if e.kind == recordItems {
				// An older service: records enqueued from now on are stamped as it takes them (this one is refused).
				d.stamp.learn(le.Code, &le.Details, d.logger)
			}
			d.fail(e, newError(le))
		default:
			d.fail(e, newError(LedgerError{Code: CodeServer5xx, Message: "the batch answer has no result for this " + e.kind.noun}))
		}
	}
}

func (d *delivery) push(e entry) {
	d.queue = append(d.queue, e)
	d.stats.Queued++
	d.stats.QueuedBytes += len(e.line)
	// A retry's wait is not cut short by new records: only Flush and Close end it early.
	if d.idle || (d.lingering && len(d.queue) >= d.config.BatchSize) {
		d.poke()
	}
}

func (d *delivery) pendingLocked() int {
	if len(d.queue) == 0 {
		d.replayLocked()
	}
	return d.stats.Queued + d.stats.InFlight
}

// replayLocked moves a dead process's records into the queue as far as the bound allows.
func (d *delivery) replayLocked() {
	if d.spool == nil || d.closed {
		return
	}
	for {
		if d.replaying == nil || len(d.replaying.lines) == 0 {
			if d.replaying = d.spool.recover(); d.replaying == nil {
				return
			}
		}
		line := d.replaying.lines[0]
		if d.stats.QueuedBytes+len(line) > d.config.MaxQueueBytes {
			return
		}
		d.replaying.lines = d.replaying.lines[1:]
		kind, id := kindOf(line)
		d.stats.Replayed++
		d.push(entry{kind: kind, id: id, line: line, segment: d.replaying})
	}
}

func (d *delivery) fail(e entry, err error) {
	d.stats.Failed++
	code, message, details := codeOf(err), err.Error(), (*ErrorDetails)(nil)
	if le := asLedgerError(err); le != nil {
		message = le.Message
		if text, _ := json.Marshal(le.Details); string(text) != "{}" {
			details = Ptr(le.Details)
		}
	}
	if e.kind == scoreItems {
		d.report.FailedScores = append(d.report.FailedScores, ScoreError{ScoreID: e.id, Code: code, Message: message, Details: details})
	} else {
		d.report.Failed = append(d.report.Failed, RecordError{RecordID: e.id, Code: code, Message: message, Details: details})
	}
	d.refuse(err, e.kind, e.id, "refused")
	d.done(e)
}

func (d *delivery) done(e entry) {
	d.stats.InFlight--
	if e.segment != nil && d.spool != nil {
		d.spool.settle(e.segment)
	}
	if d.pendingLocked() == 0 {
		// Closed by unlock, after OnError has been told of this batch's refusals.
		d.settled = append(d.settled, d.waiters...)
		d.waiters = nil
	}
}

// abandon gives records up at Close: left to the spool's next process, or dropped and reported.
func (d *delivery) abandon(entries []entry, inFlight bool) {
	if inFlight {
		d.stats.InFlight -= len(entries)
	} else {
		d.stats.Queued -= len(entries)
		for _, e := range entries {
			d.stats.QueuedBytes -= len(e.line)
		}
	}
	if d.spool != nil {
		return
	}
	for _, e := range entries {
		d.stats.Dropped++
		d.refuse(newError(LedgerError{Code: CodeNetworkFailed, Message: e.kind.noun + " " + e.id + " was not delivered before Close"}), e.kind, e.id, "dropped")
	}
}

func (d *delivery) refuse(err error, kind *itemKind, recordID, what string) {
	d.logger.Error(fmt.Sprintf("ledger: %s %s %s: %v", kind.noun, recordID, what, err), slog.String(kind.idField, recordID), slog.String("code", string(codeOf(err))))
	d.notices = append(d.notices, notice{err, recordID})
}
