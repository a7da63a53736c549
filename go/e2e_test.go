package ledger

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"strings"
	"sync/atomic"
	"testing"
)

// The TypeScript SDK's end-to-end scenarios, against the real service over real HTTP.

func TestRegisterAndResolve(t *testing.T) {
	s := liveService(t)
	ctx := context.Background()
	apiKey := s.newOwner(t)
	metadata := &AgentMetadata{Description: Ptr("market maker"), Tags: []string{}}
	first, err := RegisterAgent(ctx, RegisterAgentInput{ConnectionParams: ConnectionParams{APIKey: apiKey, Endpoint: s.url}, Name: "trader-1", Metadata: metadata})
	if err != nil {
		t.Fatal(err)
	}
	again, err := RegisterAgent(ctx, RegisterAgentInput{ConnectionParams: ConnectionParams{APIKey: apiKey, Endpoint: s.url}, Name: "trader-1"})
	if err != nil || again.AgentID != first.AgentID || first.WalletMode != WalletModeCustodial || !strings.HasPrefix(first.AgentWalletAddress, "0x") {
		t.Fatalf("registered %+v, then %+v (%v)", first, again, err)
	}
	id, err := ResolveAgentID(ctx, ResolveAgentInput{ConnectionParams: ConnectionParams{APIKey: apiKey, Endpoint: s.url}, Name: "trader-1"})
	if err != nil || id != first.AgentID {
		t.Fatalf("resolved %q, %v", id, err)
	}
	_, err = ResolveAgentID(ctx, ResolveAgentInput{ConnectionParams: ConnectionParams{APIKey: apiKey, Endpoint: s.url}, Name: "nobody"})
	var notFound *NotFoundError
	if !errors.As(err, &notFound) || notFound.Code != CodeNotFound || notFound.Status != 404 {
		t.Fatalf("unknown name: %v", err)
	}
	_, err = RegisterAgent(ctx, RegisterAgentInput{ConnectionParams: ConnectionParams{APIKey: apiKey, Endpoint: s.url}, Name: ""})
	var invalid *ValidationError
	if !errors.As(err, &invalid) || deref(invalid.Details.Field) != "/name" {
		t.Fatalf("empty name: %v", err)
	}

	// Records sent through the SDK label the agent.
	client := NewLedgerClient(LedgerClientConfig{APIKey: apiKey, AgentID: id, Endpoint: s.url})
	if _, err := client.Submit(ctx, &Record{SessionID: "s", Behavior: BehaviorObserving}); err != nil {
		t.Fatal(err)
	}
	page, err := ListAgents(ctx, ListAgentsInput{ConnectionParams: ConnectionParams{APIKey: apiKey, Endpoint: s.url}})
	if err != nil || len(page.Agents) != 1 || strings.Join(page.Agents[0].Attestations, ",") != "sdk_instrumented" || page.NextCursor != nil {
		t.Fatalf("agents %+v, %v", page, err)
	}
}

func TestSubmitDuplicateConflict(t *testing.T) {
	s := liveService(t)
	ctx := context.Background()
	client, _ := s.newAgentClient(t, nil)
	record := &Record{SessionID: "s-1", Behavior: BehaviorToolCalling, Success: Ptr(false), InputPayload: Ptr(""), Tags: []string{},
		ToolMeta: &ToolMeta{ToolID: Ptr("search"), Extra: map[string]any{"vendor": "acme", "retries": 0.0}}}
	ack, err := client.Submit(ctx, record)
	if err != nil || ack.IsDuplicate || ack.RecordID != record.RecordID || ack.SessionID != "s-1" || ack.ServerTsUTC <= 0 {
		t.Fatalf("ack %+v, %v", ack, err)
	}
	again, err := client.Submit(ctx, record)
	if err != nil || !again.IsDuplicate || again.ServerTsUTC != ack.ServerTsUTC {
		t.Fatalf("resubmitted: %+v, %v", again, err)
	}
	stored, err := client.GetRecord(ctx, record.RecordID)
	if err != nil {
		t.Fatal(err)
	}
	sent, _ := json.Marshal(record)
	back, _ := json.Marshal(stored)
	if want, got := canonicalWithout(t, sent, "agent_id", "server_ts_utc"), canonicalWithout(t, back, "agent_id", "server_ts_utc"); want != got {
		t.Fatalf("stored record differs:\n got %s\nwant %s", got, want)
	}
	if stored.AgentID == nil || stored.ServerTsUTC == nil || *stored.ServerTsUTC != ack.ServerTsUTC {
		t.Fatalf("stored %+v", stored)
	}

	record.Success = Ptr(true)
	_, err = client.Submit(ctx, record)
	var conflict *IdempotencyConflictError
	if !errors.As(err, &conflict) || conflict.Code != CodeRecordIDConflict || conflict.Status != 409 {
		t.Fatalf("changed body: %v", err)
	}
	_, err = client.GetRecord(ctx, NewRecordID())
	var notFound *NotFoundError
	if !errors.As(err, &notFound) {
		t.Fatalf("unknown record: %v", err)
	}
}

// canonicalWithout is the canonical JSON of an object without the named members.
func canonicalWithout(t *testing.T, data []byte, names ...string) string {
	t.Helper()
	var m map[string]any
	if err := json.Unmarshal(data, &m); err != nil {
		t.Fatal(err)
	}
	for _, name := range names {
		delete(m, name)
	}
	out, _ := json.Marshal(m)
	c, err := CanonicalJSON(out)
	if err != nil {
		t.Fatal(err)
	}
	return string(c)
}

func TestBatchWithALocalFailure(t *testing.T) {
	s := liveService(t)
	ctx := context.Background()
	client, _ := s.newAgentClient(t, nil)
	session := client.NewSession("")
	seen := &Record{Behavior: BehaviorObserving, RecordID: NewRecordID()}
	records := []*Record{
		seen,
		{Behavior: BehaviorThinking, Prompt: Ptr("p")}, // no output_payload: refused locally
		{Behavior: BehaviorPlanning, ParentRecordID: Ptr(seen.RecordID), PlanSteps: []string{"a", "b"}},
		{Behavior: BehaviorOther, ParentRecordID: Ptr(NewRecordID())}, // refused by the service
	}
	ack, err := session.SubmitBatch(ctx, records)
	if err != nil {
		t.Fatal(err)
	}
	r := ack.Results
	if len(r) != 4 || r[0].RecordAck == nil || r[2].RecordAck == nil || r[1].RecordError == nil || r[3].RecordError == nil {
		t.Fatalf("results %+v", r)
	}
	if r[1].RecordError.Code != CodeValidationFailed || deref(r[1].RecordError.Details.Field) != "/output_payload" || r[3].RecordError.Code != CodeReferenceUnresolved {
		t.Fatalf("errors %+v / %+v", r[1].RecordError, r[3].RecordError)
	}
	if r[0].RecordAck.RecordID != seen.RecordID || r[2].RecordAck.RecordID != records[2].RecordID || r[2].RecordAck.SessionID != session.ID() {
		t.Fatalf("acks out of line: %+v", r)
	}
	fetched, err := client.GetSession(ctx, session.ID())
	if err != nil || len(fetched.Records) != 2 || fetched.Closed || fetched.ActingRecordID != nil {
		t.Fatalf("session %+v, %v", fetched, err)
	}
}

func TestActingClosesTheSessionAndReflectingMayFollow(t *testing.T) {
	s := liveService(t)
	ctx := context.Background()
	client, _ := s.newAgentClient(t, nil)
	session := client.NewSession("cycle-1")
	acting := &Record{Behavior: BehaviorActing, ActionType: Ptr("swap"), TargetSystem: Ptr("Ethereum"),
		ExecutionStatus: Ptr(ActingExecutionStatusConfirmed), ExecutionID: Ptr("0xabc"), DryRun: Ptr(false), Parameters: map[string]any{}}
	for _, record := range []*Record{{Behavior: BehaviorObserving}, acting, {Behavior: BehaviorReflecting, Outcome: Ptr(ReflectingOutcomeSuccess), Score: Ptr(0.0)}} {
		if _, err := session.Submit(ctx, record); err != nil {
			t.Fatal(err)
		}
	}
	_, err := session.Submit(ctx, &Record{Behavior: BehaviorActing, ActionType: Ptr("again")})
	var invalid *ValidationError
	if !errors.As(err, &invalid) || invalid.Code != CodeActingAlreadyRecorded || invalid.Status != 409 {
		t.Fatalf("second Acting: %v", err)
	}
	var conflict *IdempotencyConflictError
	if errors.As(err, &conflict) {
		t.Fatal("acting_already_recorded must not be an IdempotencyConflictError")
	}
	fetched, err := client.GetSession(ctx, "cycle-1")
	if err != nil || !fetched.Closed || fetched.ActingRecordID == nil || *fetched.ActingRecordID != acting.RecordID || len(fetched.Records) != 3 {
		t.Fatalf("session %+v, %v", fetched, err)
	}
	if fetched.Records[2].StoredRecord.Behavior != BehaviorReflecting || fetched.Records[1].StoredRecord.Parameters == nil || fetched.Records[2].StoredRecord.Score == nil {
		t.Fatalf("records %+v", fetched.Records)
	}
	// The JSON of the response, marshalled back, is what the service sent.
	raw := readRaw(t, s, client, "/v1/sessions/cycle-1?agent_id="+client.config.AgentID)
	again, _ := json.Marshal(fetched)
	// next_cursor is optional in the schema, so a nil NextCursor is left out: JSON's null (the
	// service sends null on the last page; this session has one).
	var fields map[string]any
	if err := json.Unmarshal(again, &fields); err != nil {
		t.Fatal(err)
	}
	if _, present := fields["next_cursor"]; !present {
		fields["next_cursor"] = nil
	}
	again, _ = json.Marshal(fields)
	if a, b := mustCanonical(t, raw), mustCanonical(t, again); a != b {
		t.Fatalf("a SessionFetch does not round-trip:\n got %s\nwant %s", b, a)
	}
	feed, err := client.ListSessions(ctx, SessionsOptions{Closed: Ptr(true)})
	if err != nil || len(feed.Sessions) != 1 || feed.Sessions[0].SessionID != "cycle-1" || feed.Sessions[0].RecordCount != 3 || !feed.Sessions[0].Closed {
		t.Fatalf("sessions feed %+v, %v", feed, err)
	}
}

func readRaw(t *testing.T, s *service, client *LedgerClient, path string) []byte {
	t.Helper()
	var raw json.RawMessage
	if status := s.call(t, "GET", path, client.config.APIKey, nil, &raw); status != 200 {
		t.Fatalf("GET %s: HTTP %d", path, status)
	}
	return raw
}

func mustCanonical(t *testing.T, data []byte) string {
	t.Helper()
	c, err := CanonicalJSON(data)
	if err != nil {
		t.Fatal(err)
	}
	return string(c)
}

func TestPagingTheTrace(t *testing.T) {
	s := liveService(t)
	ctx := context.Background()
	client, _ := s.newAgentClient(t, nil)
	var batch []*Record
	for i := 0; i < 7; i++ {
		batch = append(batch, &Record{SessionID: "s", Behavior: BehaviorObserving})
	}
	if _, err := client.SubmitBatch(ctx, batch); err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	pages := 0
	for opts := (TraceOptions{Limit: 3}); ; pages++ {
		page, err := client.GetTrace(ctx, opts)
		if err != nil {
			t.Fatal(err)
		}
		for _, r := range page.Records {
			if seen[r.ID()] {
				t.Fatalf("record %s on two pages", r.ID())
			}
			seen[r.ID()] = true
		}
		if page.NextCursor == nil {
			break
		}
		opts.Before = *page.NextCursor
	}
	if len(seen) != 7 || pages != 2 {
		t.Fatalf("%d records on %d pages", len(seen), pages+1)
	}
	page, err := client.GetTrace(ctx, TraceOptions{Order: "asc", Limit: 500})
	if err != nil || len(page.Records) != 7 || page.Records[0].ID() != batch[0].RecordID {
		t.Fatalf("oldest first: %v", err)
	}
}

// faults makes the Nth request (1-based) fail on its way in or lose its answer on the way out.
type faults struct {
	next      http.RoundTripper
	count     atomic.Int32
	before    map[int32]int // status answered without forwarding
	loseReply map[int32]bool
	bodies    []string
}

func (f *faults) RoundTrip(req *http.Request) (*http.Response, error) {
	n := f.count.Add(1)
	if req.Body != nil {
		data, _ := io.ReadAll(req.Body)
		f.bodies = append(f.bodies, string(data))
		req.Body = io.NopCloser(strings.NewReader(string(data)))
	}
	if status, ok := f.before[n]; ok {
		return &http.Response{StatusCode: status, Header: http.Header{"Retry-After": {"0"}}, Body: io.NopCloser(strings.NewReader("")), Request: req}, nil
	}
	resp, err := f.next.RoundTrip(req)
	if err == nil && f.loseReply[n] {
		resp.Body.Close()
		return nil, errors.New("connection reset after the request was sent")
	}
	return resp, err
}

func TestRetriesThroughFaults(t *testing.T) {
	s := liveService(t)
	ctx := context.Background()
	f := &faults{next: http.DefaultTransport, before: map[int32]int{1: 503}, loseReply: map[int32]bool{2: true}}
	client, _ := s.newAgentClient(t, f)
	record := &Record{SessionID: "s", Behavior: BehaviorObserving, TriggerSource: Ptr("feed")}
	ack, err := client.Submit(ctx, record)
	if err != nil {
		t.Fatal(err)
	}
	// Attempt 1: 503 before the service; 2: stored, answer lost; 3: the duplicate's ack.
	if !ack.IsDuplicate || f.count.Load() != 3 || ack.RecordID != record.RecordID {
		t.Fatalf("ack %+v after %d attempts", ack, f.count.Load())
	}
	for _, body := range f.bodies {
		if body != f.bodies[0] {
			t.Fatal("a retry sent another body")
		}
	}
	page, err := client.GetTrace(ctx, TraceOptions{})
	if err != nil || len(page.Records) != 1 {
		t.Fatalf("stored %d records, %v", len(page.Records), err)
	}

	// No retries left: the lost answer surfaces; the same record sent again is the duplicate.
	lossy := NewLedgerClient(LedgerClientConfig{APIKey: client.config.APIKey, AgentID: client.config.AgentID, Endpoint: s.url,
		HTTPClient: &http.Client{Transport: &faults{next: http.DefaultTransport, loseReply: map[int32]bool{1: true}}}, Retry: &RetryConfig{Attempts: 0}})
	second := &Record{SessionID: "s", Behavior: BehaviorObserving}
	_, err = lossy.Submit(ctx, second)
	var network *NetworkError
	if !errors.As(err, &network) {
		t.Fatalf("lost answer: %v", err)
	}
	again, err := client.Submit(ctx, second)
	if err != nil || !again.IsDuplicate {
		t.Fatalf("resubmitted after a lost answer: %+v, %v", again, err)
	}
}

func TestAuthErrors(t *testing.T) {
	s := liveService(t)
	ctx := context.Background()
	client, apiKey := s.newAgentClient(t, nil)
	wrong := NewLedgerClient(LedgerClientConfig{APIKey: "tlk_" + randomHex(24), AgentID: client.config.AgentID, Endpoint: s.url})
	_, err := wrong.GetSession(ctx, "s")
	var auth *AuthError
	if !errors.As(err, &auth) || auth.Code != CodeAuthInvalid || auth.Status != 401 {
		t.Fatalf("unknown key: %v", err)
	}
	_, err = RegisterAgent(ctx, RegisterAgentInput{ConnectionParams: ConnectionParams{APIKey: "tlk_nope", Endpoint: s.url}, Name: "x"})
	if !errors.As(err, &auth) || auth.Code != CodeAuthInvalid {
		t.Fatalf("registering with an unknown key: %v", err)
	}

	// The key does not own another owner's agent.
	other, _ := s.newAgentClient(t, nil)
	foreign := NewLedgerClient(LedgerClientConfig{APIKey: apiKey, AgentID: other.config.AgentID, Endpoint: s.url})
	_, err = foreign.Submit(ctx, &Record{SessionID: "s", Behavior: BehaviorObserving})
	if !errors.As(err, &auth) || auth.Code != CodeAuthInvalid {
		t.Fatalf("another owner's agent: %v", err)
	}

	// A key rotated out with no grace answers auth_expired.
	var rotated struct {
		APIKey string `json:"api_key"`
	}
	if status := s.call(t, "POST", "/v1/owners/me/rotate-key", apiKey, map[string]any{"grace_ms": 0}, &rotated); status != 200 || rotated.APIKey == "" {
		t.Fatalf("rotating the key: HTTP %d", status)
	}
	_, err = client.GetTrace(ctx, TraceOptions{})
	if !errors.As(err, &auth) || auth.Code != CodeAuthExpired {
		t.Fatalf("rotated-out key: %v", err)
	}
	fresh := NewLedgerClient(LedgerClientConfig{APIKey: rotated.APIKey, AgentID: client.config.AgentID, Endpoint: s.url})
	if _, err := fresh.GetTrace(ctx, TraceOptions{}); err != nil {
		t.Fatalf("the new key: %v", err)
	}
}
