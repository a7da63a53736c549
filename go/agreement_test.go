package ledger

import (
	"context"
	"errors"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// An attempt that outlives the HTTP client's own timeout is retried like any transport failure;
// only the caller's ctx ending stops the retries.
func TestAttemptTimeoutIsRetried(t *testing.T) {
	var calls atomic.Int32
	release := make(chan struct{})
	server := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if calls.Add(1) == 1 {
			select { // the first attempt never answers in time
			case <-r.Context().Done():
			case <-release:
			}
			return
		}
		w.Header().Set("Content-Type", "application/json")
		_, _ = w.Write([]byte(`{"session_id":"s-1","records":[],"closed":false,"acting_record_id":null}`))
	}))
	defer server.Close()
	defer close(release)
	client := NewLedgerClient(LedgerClientConfig{
		APIKey: "tlk_test", AgentID: "agt_test", Endpoint: server.URL,
		Retry:      &RetryConfig{Attempts: 2, BackoffMs: []int{0}},
		HTTPClient: &http.Client{Timeout: 200 * time.Millisecond},
	})
	session, err := client.GetSession(context.Background(), "s-1")
	if err != nil {
		t.Fatalf("GetSession after a timed-out attempt: %v", err)
	}
	if session.SessionID != "s-1" || calls.Load() != 2 {
		t.Fatalf("session %+v after %d attempts, want s-1 after 2", session, calls.Load())
	}
}

// The caller's ctx ending is final: no retry follows, and the error wraps ctx.Err().
func TestCallerDeadlineIsNotRetried(t *testing.T) {
	script := &scripted{responses: []*http.Response{nil, nil, nil}}
	client, _ := testClient(t, script, &RetryConfig{Attempts: 2, BackoffMs: []int{0}})
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, err := client.GetRecord(ctx, "r")
	if !errors.Is(err, context.Canceled) || len(script.requests) > 1 {
		t.Fatalf("error %v after %d requests, want context.Canceled after at most 1", err, len(script.requests))
	}
}

// Every method answers a nil value with an error, never a zero value that looks like an answer.
func TestErrorsComeWithNilValues(t *testing.T) {
	notFound := `{"error":{"code":"not_found","message":"no such record"},"request_id":"q"}`
	script := &scripted{}
	for range 8 {
		script.responses = append(script.responses, answer(404, nil, notFound))
	}
	client, _ := testClient(t, script, &RetryConfig{Attempts: 0})
	ctx := context.Background()
	check := func(name string, value any, err error) {
		t.Helper()
		var nf *NotFoundError
		if !errors.As(err, &nf) {
			t.Errorf("%s: error %v, want *NotFoundError", name, err)
		}
		if !isNilPointer(value) {
			t.Errorf("%s: value %#v with an error, want nil", name, value)
		}
	}
	record, err := client.GetRecord(ctx, "r")
	check("GetRecord", record, err)
	session, err := client.GetSession(ctx, "s")
	check("GetSession", session, err)
	trace, err := client.GetTrace(ctx, TraceOptions{})
	check("GetTrace", trace, err)
	sessions, err := client.ListSessions(ctx, SessionsOptions{})
	check("ListSessions", sessions, err)
	checkpoint, err := client.GetCheckpoint(ctx, 3)
	check("GetCheckpoint", checkpoint, err)
	proof, err := client.GetInclusionProof(ctx, "r", 0)
	check("GetInclusionProof", proof, err)
	consistency, err := client.GetConsistencyProof(ctx, 1, 2)
	check("GetConsistencyProof", consistency, err)
	ack, err := client.Submit(ctx, &Record{SessionID: "s", Behavior: BehaviorOther})
	check("Submit", ack, err)
}

func isNilPointer(v any) bool {
	switch p := v.(type) {
	case *StoredRecord:
		return p == nil
	case *SessionFetch:
		return p == nil
	case *TracePage:
		return p == nil
	case *SessionPage:
		return p == nil
	case *Checkpoint:
		return p == nil
	case *InclusionProof:
		return p == nil
	case *ConsistencyProof:
		return p == nil
	case *RecordAck:
		return p == nil
	}
	return false
}

// LEDGER_API_KEY and LEDGER_AGENT_ID fill what the configuration leaves out.
func TestEnvironmentFillsKeyAndAgent(t *testing.T) {
	var seen struct{ auth, query string }
	server := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		seen.auth, seen.query = r.Header.Get("Authorization"), r.URL.RawQuery
		w.Header().Set("Content-Type", "application/json")
		_, _ = w.Write([]byte(`{"session_id":"s","records":[],"closed":false,"acting_record_id":null}`))
	}))
	defer server.Close()
	t.Setenv(APIKeyVariable, "tlk_from_env")
	t.Setenv(AgentIDVariable, "agt_from_env")
	t.Setenv(EndpointVariable, server.URL)
	if _, err := NewLedgerClient(LedgerClientConfig{}).GetSession(context.Background(), "s"); err != nil {
		t.Fatal(err)
	}
	if seen.auth != "Bearer tlk_from_env" || seen.query != "agent_id=agt_from_env&limit=500" {
		t.Fatalf("sent %q and %q, want the key and agent of the environment", seen.auth, seen.query)
	}
}

// The Logger sees each retry, with the operation, the attempt, the wait and the code.
func TestLoggerSeesRetries(t *testing.T) {
	var mu sync.Mutex
	var lines []string
	handler := &recordingHandler{add: func(r slog.Record) {
		mu.Lock()
		defer mu.Unlock()
		var attrs []string
		r.Attrs(func(a slog.Attr) bool { attrs = append(attrs, a.String()); return true })
		lines = append(lines, r.Level.String()+" "+r.Message+" "+strings.Join(attrs, " "))
	}}
	script := &scripted{responses: []*http.Response{answer(503, nil, ""), answer(200, nil, `{"session_id":"s","records":[],"closed":false,"acting_record_id":null}`)}}
	client := NewLedgerClient(LedgerClientConfig{
		APIKey: "k", AgentID: "a", Endpoint: "http://ledger.test", Logger: slog.New(handler),
		Retry: &RetryConfig{Attempts: 1, BackoffMs: []int{0}}, HTTPClient: &http.Client{Transport: script},
	})
	if _, err := client.GetSession(context.Background(), "s"); err != nil {
		t.Fatal(err)
	}
	want := "WARN ledger: retrying getSession operation=getSession retry=1 wait_ms=0 code=server_5xx"
	if len(lines) != 1 || lines[0] != want {
		t.Fatalf("logged %q, want [%q]", lines, want)
	}
}

type recordingHandler struct{ add func(slog.Record) }

func (h *recordingHandler) Enabled(context.Context, slog.Level) bool      { return true }
func (h *recordingHandler) Handle(_ context.Context, r slog.Record) error { h.add(r); return nil }
func (h *recordingHandler) WithAttrs([]slog.Attr) slog.Handler            { return h }
func (h *recordingHandler) WithGroup(string) slog.Handler                 { return h }
