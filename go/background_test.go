package ledger

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"os"
	"path/filepath"
	"reflect"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// batchScript answers batch requests one step at a time (the last step repeats) and keeps the bodies.
type batchScript struct {
	mu     sync.Mutex
	steps  []func(records []map[string]any) (*http.Response, error)
	bodies []string
}

func (s *batchScript) RoundTrip(req *http.Request) (*http.Response, error) {
	data, _ := io.ReadAll(req.Body)
	var body struct {
		Records []map[string]any `json:"records"`
	}
	_ = json.Unmarshal(data, &body)
	s.mu.Lock()
	s.bodies = append(s.bodies, string(data))
	step := s.steps[0]
	if len(s.steps) > 1 {
		s.steps = s.steps[1:]
	}
	s.mu.Unlock()
	resp, err := step(body.Records)
	if resp != nil {
		resp.Request = req
	}
	return resp, err
}

func (s *batchScript) ids() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	var ids []string
	for _, b := range s.bodies {
		var body struct {
			Records []struct {
				RecordID string `json:"record_id"`
			} `json:"records"`
		}
		_ = json.Unmarshal([]byte(b), &body)
		for _, r := range body.Records {
			ids = append(ids, r.RecordID)
		}
	}
	return ids
}

func acking(duplicates map[string]bool) func([]map[string]any) (*http.Response, error) {
	return func(records []map[string]any) (*http.Response, error) {
		results := make([]map[string]any, len(records))
		for i, r := range records {
			id := r["record_id"].(string)
			results[i] = map[string]any{"record_id": id, "session_id": r["session_id"], "server_ts_utc": 1, "is_duplicate": duplicates[id]}
		}
		text, _ := json.Marshal(map[string]any{"batch_id": "b", "results": results})
		return answer(200, map[string]string{"Content-Type": "application/json"}, string(text)), nil
	}
}

func down([]map[string]any) (*http.Response, error) { return nil, errors.New("connection refused") }

type refusal struct {
	id   string
	code ErrorCode
}

func backgroundClient(t *testing.T, script *batchScript, config BackgroundConfig, logger *slog.Logger) (*LedgerClient, *[]refusal) {
	t.Helper()
	var mu sync.Mutex
	refused := &[]refusal{}
	config.OnError = func(err error, id string) {
		mu.Lock()
		defer mu.Unlock()
		*refused = append(*refused, refusal{id, codeOf(err)})
	}
	if config.LingerMs == 0 {
		config.LingerMs = 5
	}
	return NewLedgerClient(LedgerClientConfig{
		APIKey: "tlk_test", AgentID: "agt_0123456789abcdef0123456789abcdef", Endpoint: "http://ledger.test",
		Retry: &RetryConfig{Attempts: 3, BackoffMs: []int{1}}, HTTPClient: &http.Client{Transport: script},
		Background: &config, Logger: logger,
	}), refused
}

func thought(prompt string) *Record {
	return &Record{SessionID: "s-1", Behavior: BehaviorThinking, Prompt: Ptr(prompt), OutputPayload: Ptr("Yes.")}
}

func flushWithin(t *testing.T, c *LedgerClient) *FlushResult {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	result, err := c.Flush(ctx)
	if err != nil {
		t.Fatal(err)
	}
	return result
}

func TestEnqueueBatchesAndFlushReports(t *testing.T) {
	// The sender reads duplicates from its own goroutine as soon as a batch fills: the duplicate's
	// id is chosen before anything is queued, and the map is not written after.
	last := thought("p4")
	last.RecordID = NewRecordID()
	duplicates := map[string]bool{last.RecordID: true}
	script := &batchScript{steps: []func([]map[string]any) (*http.Response, error){acking(duplicates)}}
	client, _ := backgroundClient(t, script, BackgroundConfig{BatchSize: 2}, nil)
	var ids []string
	for n := range 5 {
		record := thought(fmt.Sprint("p", n))
		if n == 4 {
			record = last
		}
		id, err := client.Enqueue(record)
		if err != nil {
			t.Fatal(err)
		}
		ids = append(ids, id)
	}
	if got := flushWithin(t, client); !reflect.DeepEqual(*got, FlushResult{Acked: 4, Duplicates: 1}) {
		t.Fatalf("flush %+v", got)
	}
	if !reflect.DeepEqual(script.ids(), ids) {
		t.Fatalf("sent %v, want %v", script.ids(), ids)
	}
	for _, b := range script.bodies {
		if strings.Count(b, `"record_id"`) > 2 {
			t.Fatalf("a batch over BatchSize: %s", b)
		}
	}
	if s := client.Stats(); s.Queued != 0 || s.InFlight != 0 || s.Acked != 4 || s.Duplicates != 1 {
		t.Fatalf("stats %+v", s)
	}
	if _, err := client.Close(context.Background()); err != nil {
		t.Fatal(err)
	}
}

func TestEnqueueRefusesAnInvalidRecordAndAFullQueue(t *testing.T) {
	script := &batchScript{steps: []func([]map[string]any) (*http.Response, error){acking(nil)}}
	client, refused := backgroundClient(t, script, BackgroundConfig{MaxQueueBytes: 65536, LingerMs: 60_000}, nil)
	defer client.Close(context.Background())
	var invalid *ValidationError
	if _, err := client.Enqueue(&Record{SessionID: "s", Behavior: BehaviorThinking}); !errors.As(err, &invalid) {
		t.Fatalf("invalid record: %v", err)
	}
	big := func(n int) *Record {
		r := thought(fmt.Sprint(n) + strings.Repeat("x", 15000))
		r.OutputPayload = Ptr(strings.Repeat("y", 15000))
		return r
	}
	for n := range 2 {
		if _, err := client.Enqueue(big(n)); err != nil {
			t.Fatal(err)
		}
	}
	var full *RateLimitError
	if _, err := client.Enqueue(big(3)); !errors.As(err, &full) || full.Code != CodeQueueFull {
		t.Fatalf("full queue: %v", err)
	}

	dropping, dropped := backgroundClient(t, script, BackgroundConfig{MaxQueueBytes: 65536, LingerMs: 60_000, DropWhenFull: true}, nil)
	defer dropping.Close(context.Background())
	for n := range 2 {
		if _, err := dropping.Enqueue(big(n)); err != nil {
			t.Fatal(err)
		}
	}
	id, err := dropping.Enqueue(big(3))
	if err != nil {
		t.Fatalf("a drop is not an error: %v", err)
	}
	if s := dropping.Stats(); s.Queued != 2 || s.Dropped != 1 || s.QueuedBytes > 65536 {
		t.Fatalf("stats %+v", s)
	}
	if !reflect.DeepEqual(*dropped, []refusal{{id, CodeQueueFull}}) || len(*refused) != 0 {
		t.Fatalf("OnError saw %v and %v", *dropped, *refused)
	}
}

func TestABatchIsRetriedWithTheSameBytes(t *testing.T) {
	script := &batchScript{steps: []func([]map[string]any) (*http.Response, error){
		down,
		func([]map[string]any) (*http.Response, error) { return answer(503, nil, ""), nil },
		acking(nil),
	}}
	client, _ := backgroundClient(t, script, BackgroundConfig{}, nil)
	defer client.Close(context.Background())
	if _, err := client.Enqueue(thought("p")); err != nil {
		t.Fatal(err)
	}
	if got := flushWithin(t, client); got.Acked != 1 || got.Pending != 0 {
		t.Fatalf("flush %+v", got)
	}
	if len(script.bodies) != 3 || script.bodies[0] != script.bodies[1] || script.bodies[1] != script.bodies[2] {
		t.Fatalf("bodies %q", script.bodies)
	}
	if client.Stats().Retries != 2 {
		t.Fatalf("stats %+v", client.Stats())
	}
}

func TestRefusalsReachFlushAndOnError(t *testing.T) {
	refuse := func(records []map[string]any) (*http.Response, error) {
		text, _ := json.Marshal(map[string]any{"batch_id": "b", "results": []map[string]any{{"record_id": records[0]["record_id"], "code": "reference_unresolved", "message": "no parent"}}})
		return answer(200, nil, string(text)), nil
	}
	client, refused := backgroundClient(t, &batchScript{steps: []func([]map[string]any) (*http.Response, error){refuse}}, BackgroundConfig{}, nil)
	defer client.Close(context.Background())
	id, _ := client.Enqueue(thought("p"))
	got := flushWithin(t, client)
	if len(got.Failed) != 1 || got.Failed[0].RecordID != id || got.Failed[0].Code != "reference_unresolved" {
		t.Fatalf("flush %+v", got)
	}
	if !reflect.DeepEqual(*refused, []refusal{{id, "reference_unresolved"}}) {
		t.Fatalf("OnError saw %v", *refused)
	}
}

func TestTheSpoolOfACrashedProcessIsReplayed(t *testing.T) {
	dir := t.TempDir()
	never := &batchScript{steps: []func([]map[string]any) (*http.Response, error){down}}
	crashed, _ := backgroundClient(t, never, BackgroundConfig{SpoolDir: dir, LingerMs: 60_000}, nil) // never closed: it "crashed"
	var ids []string
	for n := range 3 {
		id, err := crashed.Enqueue(thought(fmt.Sprint("p", n)))
		if err != nil {
			t.Fatal(err)
		}
		ids = append(ids, id)
	}
	agentDir := filepath.Join(dir, "agt_0123456789abcdef0123456789abcdef")
	segments, _ := filepath.Glob(filepath.Join(agentDir, "*.jsonl"))
	torn, _ := os.OpenFile(segments[0], os.O_APPEND|os.O_WRONLY, 0)
	_, _ = torn.WriteString(`{"record_id": "trunc`) // a torn last write
	torn.Close()
	locks, _ := filepath.Glob(filepath.Join(agentDir, "*.lock"))
	// Its process is gone, and the kernel dropped its lock: an unlocked lock file stands for that.
	_ = os.Remove(locks[0])
	_ = os.WriteFile(locks[0], []byte("1"), 0o600)

	var logged strings.Builder
	script := &batchScript{steps: []func([]map[string]any) (*http.Response, error){acking(map[string]bool{ids[0]: true})}}
	client, _ := backgroundClient(t, script, BackgroundConfig{SpoolDir: dir}, slog.New(slog.NewTextHandler(&logged, nil)))
	if got := flushWithin(t, client); !reflect.DeepEqual(*got, FlushResult{Acked: 2, Duplicates: 1}) {
		t.Fatalf("flush %+v", got)
	}
	if !reflect.DeepEqual(script.ids(), ids) || client.Stats().Replayed != 3 {
		t.Fatalf("replayed %v (stats %+v), want %v", script.ids(), client.Stats(), ids)
	}
	if !strings.Contains(logged.String(), "skipped 1 unreadable line") {
		t.Fatalf("log: %s", logged.String())
	}
	if _, err := client.Close(context.Background()); err != nil {
		t.Fatal(err)
	}
	if left, _ := os.ReadDir(agentDir); len(left) != 0 {
		t.Fatalf("left in the spool: %v", left) // replayed, acknowledged, compacted; both locks gone
	}
}

func TestALiveClientsSegmentsAreNeverClaimed(t *testing.T) {
	dir := t.TempDir()
	first, _ := backgroundClient(t, &batchScript{steps: []func([]map[string]any) (*http.Response, error){down}}, BackgroundConfig{SpoolDir: dir, LingerMs: 60_000}, nil)
	if _, err := first.Enqueue(thought("p")); err != nil {
		t.Fatal(err)
	}
	script := &batchScript{steps: []func([]map[string]any) (*http.Response, error){acking(nil)}}
	client, _ := backgroundClient(t, script, BackgroundConfig{SpoolDir: dir}, nil)
	if got := flushWithin(t, client); !reflect.DeepEqual(*got, FlushResult{}) || len(script.bodies) != 0 {
		t.Fatalf("flush %+v after %d requests", got, len(script.bodies))
	}
	client.Close(context.Background())
	if segments, _ := filepath.Glob(filepath.Join(dir, "agt_0123456789abcdef0123456789abcdef", "*.jsonl")); len(segments) != 1 {
		t.Fatalf("segments %v, want the live client's one", segments)
	}
}

func TestCloseWithoutASpoolReportsWhatItCouldNotDeliver(t *testing.T) {
	client, refused := backgroundClient(t, &batchScript{steps: []func([]map[string]any) (*http.Response, error){down}}, BackgroundConfig{LingerMs: 60_000}, nil)
	id, _ := client.Enqueue(thought("p"))
	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	got, err := client.Close(ctx)
	if err != nil || got.Pending != 1 {
		t.Fatalf("close %+v %v", got, err)
	}
	if client.Stats().Dropped != 1 || !reflect.DeepEqual(*refused, []refusal{{id, CodeNetworkFailed}}) {
		t.Fatalf("stats %+v, OnError %v", client.Stats(), *refused)
	}
}

func TestEnqueueNeedsBackground(t *testing.T) {
	client := NewLedgerClient(LedgerClientConfig{APIKey: "k", AgentID: "a", Endpoint: "http://ledger.test"})
	var invalid *ValidationError
	if _, err := client.Enqueue(thought("p")); !errors.As(err, &invalid) {
		t.Fatalf("got %v", err)
	}
}

func TestBackgroundDeliveryAgainstTheService(t *testing.T) {
	s := liveService(t)
	apiKey := s.newOwner(t)
	agent, err := RegisterAgent(context.Background(), RegisterAgentInput{ConnectionParams: ConnectionParams{APIKey: apiKey, Endpoint: s.url}, Name: "background-" + randomHex(4)})
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	client := NewLedgerClient(LedgerClientConfig{APIKey: apiKey, AgentID: agent.AgentID, Endpoint: s.url, Background: &BackgroundConfig{SpoolDir: dir}})
	session := client.NewSession("")
	var records []*Record
	var ids []string
	for n := range 120 {
		records = append(records, thought(fmt.Sprint("step ", n)))
		id, err := session.Enqueue(records[n])
		if err != nil {
			t.Fatal(err)
		}
		ids = append(ids, id)
	}
	if got := flushWithin(t, client); !reflect.DeepEqual(*got, FlushResult{Acked: 120}) {
		t.Fatalf("flush %+v", got)
	}
	for _, r := range records { // the same records: the same ids and bytes, so duplicates
		if _, err := session.Enqueue(r); err != nil {
			t.Fatal(err)
		}
	}
	if got, err := client.Close(context.Background()); err != nil || !reflect.DeepEqual(*got, FlushResult{Duplicates: 120}) {
		t.Fatalf("close %+v %v", got, err)
	}
	stored, err := client.GetSession(context.Background(), session.ID())
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, r := range stored.Records {
		got = append(got, r.ID())
	}
	if !reflect.DeepEqual(got, ids) {
		t.Fatalf("stored %v, want %v", got, ids)
	}
	if left, _ := os.ReadDir(filepath.Join(dir, agent.AgentID)); len(left) != 0 {
		t.Fatalf("left in the spool: %v", left)
	}
}

// holdSyncs makes each fsync of the client's spool signal started, then wait for release. An
// fsync made on Enqueue's own goroutine is only counted in onEnqueue (holding it would never end).
// Call it before the first Enqueue.
func holdSyncs(t *testing.T, client *LedgerClient) (started <-chan struct{}, release chan struct{}, onEnqueue *atomic.Int32) {
	t.Helper()
	d, err := client.background()
	if err != nil {
		t.Fatal(err)
	}
	signal, release, onEnqueue := make(chan struct{}, 64), make(chan struct{}), &atomic.Int32{}
	d.spool.syncFile = func(f *os.File) error {
		stack := make([]byte, 64<<10)
		if strings.Contains(string(stack[:runtime.Stack(stack, false)]), "(*delivery).enqueue") {
			onEnqueue.Add(1)
		} else {
			signal <- struct{}{}
			<-release
		}
		return f.Sync()
	}
	return signal, release, onEnqueue
}

func TestEnqueueGoesOnWhileTheSenderFsyncsTheSpool(t *testing.T) {
	script := &batchScript{steps: []func([]map[string]any) (*http.Response, error){acking(nil)}}
	client, _ := backgroundClient(t, script, BackgroundConfig{SpoolDir: t.TempDir(), LingerMs: 60_000}, nil)
	defer client.Close(context.Background())
	started, release, onEnqueue := holdSyncs(t, client)
	if _, err := client.Enqueue(thought("p1")); err != nil {
		t.Fatal(err)
	}
	flushed := make(chan *FlushResult)
	go func() {
		result, _ := client.Flush(context.Background())
		flushed <- result
	}()
	<-started // the sender is inside the fsync before its batch
	d, _ := client.background()
	if !d.mu.TryLock() {
		close(release)
		t.Fatal("the sender holds the lock Enqueue takes while it fsyncs")
	}
	d.mu.Unlock()
	// With the fsync still held, Enqueue returns (it would wait for the release forever otherwise).
	_, err := client.Enqueue(thought("p2"))
	close(release)
	if err != nil {
		t.Fatal(err)
	}
	if got := <-flushed; got.Acked != 2 || got.Pending != 0 || onEnqueue.Load() != 0 {
		t.Fatalf("flush %+v; fsyncs on Enqueue's goroutine: %d", got, onEnqueue.Load())
	}
}

func TestTheEnqueueThatFillsASegmentLeavesItsFsyncToAnotherGoroutine(t *testing.T) {
	dir := t.TempDir()
	client, _ := backgroundClient(t, &batchScript{steps: []func([]map[string]any) (*http.Response, error){down}}, BackgroundConfig{SpoolDir: dir, LingerMs: 60_000}, nil)
	started, release, onEnqueue := holdSyncs(t, client)
	segments := func() []string {
		names, _ := filepath.Glob(filepath.Join(dir, "agt_0123456789abcdef0123456789abcdef", "*.jsonl"))
		return names
	}
	// ~30 KB records: the segment fills (segmentBytes) before a batch does, so the sender sleeps
	// out its linger and the only fsync is the full segment's, sealed by the Enqueue after it.
	for n := 0; len(segments()) < 2; n++ {
		if n == MaxBatchRecords {
			t.Fatal("no second segment before a batch filled")
		}
		r := thought(fmt.Sprint(n) + strings.Repeat("x", 15_000))
		r.OutputPayload = Ptr(strings.Repeat("y", 15_000))
		if _, err := client.Enqueue(r); err != nil {
			t.Fatal(err)
		}
	}
	if onEnqueue.Load() != 0 {
		close(release)
		t.Fatalf("%d fsync(s) on Enqueue's goroutine", onEnqueue.Load())
	}
	<-started // the sealed segment's fsync, still held after that Enqueue returned
	close(release)
	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	client.Close(ctx) // the records stay in the spool
}

func TestAFlushDuringAnAttemptDoesNotSkipTheRetryWait(t *testing.T) {
	entered, release := make(chan struct{}), make(chan struct{})
	script := &batchScript{steps: []func([]map[string]any) (*http.Response, error){
		func([]map[string]any) (*http.Response, error) {
			close(entered)
			<-release
			return nil, errors.New("connection refused")
		},
		down,
	}}
	client := NewLedgerClient(LedgerClientConfig{
		APIKey: "tlk_test", AgentID: "agt_0123456789abcdef0123456789abcdef", Endpoint: "http://ledger.test",
		Retry: &RetryConfig{BackoffMs: []int{60_000}}, HTTPClient: &http.Client{Transport: script},
		Background: &BackgroundConfig{BatchSize: 1},
	})
	defer func() {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Millisecond)
		defer cancel()
		client.Close(ctx)
	}()
	if _, err := client.Enqueue(thought("p")); err != nil {
		t.Fatal(err)
	}
	<-entered
	// The Flush pokes the sender while its attempt is in flight, then waits past the failure.
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	flushed := make(chan *FlushResult)
	go func() { result, _ := client.Flush(ctx); flushed <- result }()
	d, _ := client.background()
	for urgent := 0; urgent == 0; {
		runtime.Gosched()
		d.mu.Lock()
		urgent = d.urgent
		d.mu.Unlock()
	}
	close(release)
	if got := <-flushed; got.Pending != 1 {
		t.Fatalf("flush %+v", got)
	}
	// The first retry waits its 60 s: the poke the attempt answered does not end that wait.
	if n := len(script.ids()); n != 1 {
		t.Fatalf("%d attempts before the first retry's 60 s wait ended", n)
	}
}
