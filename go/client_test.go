package ledger

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"reflect"
	"strings"
	"sync"
	"testing"
	"time"
)

func TestEveryCodeGivesItsKind(t *testing.T) {
	kinds := map[string]func(error) bool{
		"ValidationError":          func(err error) bool { var e *ValidationError; return errors.As(err, &e) },
		"AuthError":                func(err error) bool { var e *AuthError; return errors.As(err, &e) },
		"NotFoundError":            func(err error) bool { var e *NotFoundError; return errors.As(err, &e) },
		"RateLimitError":           func(err error) bool { var e *RateLimitError; return errors.As(err, &e) },
		"NetworkError":             func(err error) bool { var e *NetworkError; return errors.As(err, &e) },
		"ServerError":              func(err error) bool { var e *ServerError; return errors.As(err, &e) },
		"IdempotencyConflictError": func(err error) bool { var e *IdempotencyConflictError; return errors.As(err, &e) },
	}
	for _, row := range errorCodes {
		if _, ok := codeClasses[row.Code]; !ok {
			t.Errorf("%s: the table names class %s, which this SDK lacks (run npm run codegen)", row.Code, row.Class)
		}
		err := newError(LedgerError{Code: row.Code, Message: "m"})
		if name := reflect.TypeOf(err).Elem().Name(); name != row.Class {
			t.Errorf("%s: got a %s, the table says %s", row.Code, name, row.Class)
		}
		var le *LedgerError
		if !errors.As(err, &le) || le.Code != row.Code {
			t.Errorf("%s: errors.As into *LedgerError failed: %v", row.Code, err)
		}
		if _, base := kinds[row.Class]; !base {
			continue // a declared class: errors.As finds its ancestors too (TestDeclaredClass… in the codegen test)
		}
		for class, is := range kinds {
			if is(err) != (class == row.Class) {
				t.Errorf("%s: errors.As into %s is %v, the table says %s", row.Code, class, is(err), row.Class)
			}
		}
	}
	if len(errorCodes) < len(kinds) {
		t.Fatalf("the error table has %d codes", len(errorCodes))
	}
}

func TestUnknownCodeFallsBackByStatus(t *testing.T) {
	cases := map[int]string{400: "ValidationError", 422: "ValidationError", 401: "AuthError", 403: "AuthError", 404: "NotFoundError", 410: "NotFoundError", 429: "RateLimitError", 500: "ServerError", 503: "ServerError", 409: "LedgerError", 0: "LedgerError"}
	for status, want := range cases {
		err := newError(LedgerError{Code: "brand_new_code", Message: "m", Status: status})
		if name := reflect.TypeOf(err).Elem().Name(); name != want {
			t.Errorf("HTTP %d: got a %s, want %s", status, name, want)
		}
		if asLedgerError(err).Code != "brand_new_code" {
			t.Errorf("HTTP %d: the code is lost: %v", status, err)
		}
	}
}

func TestRateLimitErrorCarriesTheWait(t *testing.T) {
	script := &scripted{responses: []*http.Response{answer(429, map[string]string{"Retry-After": "2"}, `{"error":{"code":"rate_limited","message":"slow down","details":{"retry_after_ms":1500}},"request_id":"r-9"}`)}}
	client, _ := testClient(t, script, &RetryConfig{Attempts: 0})
	_, err := client.GetRecord(context.Background(), NewRecordID())
	var rate *RateLimitError
	if !errors.As(err, &rate) || rate.RetryAfterMs != 2000 || rate.RequestID != "r-9" || rate.Status != 429 {
		t.Fatalf("got %#v", err)
	}
}

// cancelling calls cancel once it has answered 503: the retry's wait then sees ctx done.
type cancelling struct {
	scripted
	cancel context.CancelFunc
}

func (c *cancelling) RoundTrip(req *http.Request) (*http.Response, error) {
	defer c.cancel()
	return c.scripted.RoundTrip(req)
}

func TestAnEndedContextIsANetworkErrorWrappingIt(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	transport := &cancelling{scripted: scripted{responses: []*http.Response{answer(503, nil, "busy"), answer(503, nil, "busy")}}, cancel: cancel}
	client := NewLedgerClient(LedgerClientConfig{APIKey: "k", AgentID: "a", Endpoint: "http://ledger.test", HTTPClient: &http.Client{Transport: transport}})
	_, err := client.GetSession(ctx, "s")
	var network *NetworkError
	if !errors.As(err, &network) || !errors.Is(err, context.Canceled) || network.Code != CodeNetworkFailed {
		t.Fatalf("got %v", err)
	}
	if len(transport.requests) != 1 {
		t.Fatalf("%d requests after cancelling, want 1", len(transport.requests))
	}

	expired, cancelExpired := context.WithDeadline(context.Background(), time.Now().Add(-time.Second))
	defer cancelExpired()
	_, err = client.GetSession(expired, "s")
	var le *LedgerError
	if !errors.As(err, &network) || !errors.Is(err, context.DeadlineExceeded) || !errors.As(err, &le) {
		t.Fatalf("got %v", err)
	}
}

func TestEnvironmentsAndLedgerEndpoint(t *testing.T) {
	t.Setenv(EndpointVariable, "")
	script := &scripted{}
	client := NewLedgerClient(LedgerClientConfig{APIKey: "k", AgentID: "a", HTTPClient: &http.Client{Transport: script}})
	_, err := client.GetSession(context.Background(), "s")
	var verr *ValidationError
	if !errors.As(err, &verr) || verr.Code != CodeEndpointNotConfigured || !strings.Contains(verr.Message, EndpointVariable) {
		t.Fatalf("got %v", err)
	}
	if len(script.requests) != 0 {
		t.Fatal("a request was sent without an endpoint")
	}

	t.Setenv(EndpointVariable, "http://from-env.test/prefix/")
	script.responses = []*http.Response{answer(200, nil, `{"session_id":"s","records":[],"closed":false,"acting_record_id":null}`)}
	client = NewLedgerClient(LedgerClientConfig{APIKey: "k", AgentID: "a", Environment: EnvironmentStaging, HTTPClient: &http.Client{Transport: script}})
	if _, err := client.GetSession(context.Background(), "s 1"); err != nil {
		t.Fatal(err)
	}
	if got := script.requests[0].URL.String(); got != "http://from-env.test/prefix/v1/sessions/s%201?agent_id=a&limit=500" {
		t.Fatalf("sent to %s", got)
	}

	for _, bad := range []LedgerClientConfig{
		{APIKey: "k", AgentID: "a", Environment: "moon"},
		{APIKey: "k", AgentID: "a", Endpoint: "ftp://x"},
		{APIKey: "", AgentID: "a", Endpoint: "http://x"},
		{APIKey: "k", AgentID: "", Endpoint: "http://x"},
		{APIKey: "k", AgentID: "a", Endpoint: "http://x", Retry: &RetryConfig{Attempts: -1}},
	} {
		_, err := NewLedgerClient(bad).GetRecord(context.Background(), "r")
		if !errors.As(err, &verr) || verr.Code != CodeValidationFailed {
			t.Errorf("%+v: got %v", bad, err)
		}
	}
}

func TestSubmitFillsTheRecordAndRetriesTheSameBody(t *testing.T) {
	ack := `{"record_id":"x","session_id":"s","server_ts_utc":1795000000001,"is_duplicate":false}`
	script := &scripted{responses: []*http.Response{nil, answer(503, nil, ""), answer(201, nil, ack)}}
	client, waits := testClient(t, script, nil)
	record := &Record{SessionID: "s", Behavior: BehaviorObserving, TriggerSource: Ptr("feed"), AgentID: Ptr("agt_ignored")}
	got, err := client.Submit(context.Background(), record)
	if err != nil {
		t.Fatal(err)
	}
	if got.ServerTsUTC != 1795000000001 || len(*waits) != 2 {
		t.Fatalf("ack %+v after waits %v", got, *waits)
	}
	if !IsValidRecordID(record.RecordID) || record.SchemaVersion != SchemaVersion || record.ClientTsUTC == 0 {
		t.Fatalf("the caller's record was not filled: %+v", record)
	}
	for _, body := range script.bodies[1:] {
		if body != script.bodies[0] {
			t.Fatalf("a retry sent another body:\n%s\n%s", body, script.bodies[0])
		}
	}
	var sent map[string]any
	if err := json.Unmarshal([]byte(script.bodies[0]), &sent); err != nil || sent["record_id"] != record.RecordID || sent["agent_id"] != nil {
		t.Fatalf("sent %s", script.bodies[0])
	}
	req := script.requests[0]
	if req.Header.Get("X-Ledger-Sdk") != "trace-ledger-go/"+Version || req.Header.Get("Authorization") != "Bearer tlk_test" || req.URL.Query().Get("agent_id") != "agt_test" {
		t.Fatalf("headers %v, url %s", req.Header, req.URL)
	}
}

func TestLocalRefusalsSendNothing(t *testing.T) {
	script := &scripted{}
	client, _ := testClient(t, script, nil)
	_, err := client.Submit(context.Background(), &Record{SessionID: "s", Behavior: BehaviorThinking, Prompt: Ptr("p")})
	var verr *ValidationError
	if !errors.As(err, &verr) || deref(verr.Details.Field) != "/output_payload" {
		t.Fatalf("got %v", err)
	}
	ack, err := client.SubmitBatch(context.Background(), []*Record{{Behavior: "Dreaming", SessionID: "s"}, nil})
	if err != nil || len(ack.Results) != 2 || ack.Results[0].RecordError == nil || ack.Results[1].RecordError == nil || ack.BatchID == "" {
		t.Fatalf("got %+v, %v", ack, err)
	}
	tooMany := make([]*Record, MaxBatchRecords+1)
	if _, err := client.SubmitBatch(context.Background(), tooMany); !errors.As(err, &verr) || deref(verr.Details.Field) != "/records" {
		t.Fatalf("got %v", err)
	}
	// Each record within its 64 KB, together over the batch's 1 MB.
	var big []*Record
	for i := 0; i < 25; i++ {
		big = append(big, &Record{SessionID: "s", Behavior: BehaviorThinking, Prompt: Ptr(strings.Repeat("p", 16000)), OutputPayload: Ptr(strings.Repeat("o", 32000))})
	}
	if _, err := client.SubmitBatch(context.Background(), big); !errors.As(err, &verr) || !strings.Contains(verr.Message, "1048576 bytes") {
		t.Fatalf("a batch over 1 MB: %v", err)
	}
	if len(script.requests) != 0 {
		t.Fatalf("%d requests sent for local refusals", len(script.requests))
	}
}

func TestBatchResultsLineUpWithTheInput(t *testing.T) {
	service := `{"batch_id":"b-1","results":[` +
		`{"record_id":"r1","session_id":"s","server_ts_utc":1,"is_duplicate":false},` +
		`{"record_id":"r3","code":"reference_unresolved","message":"m","details":{"field":"/parent_record_id"}}]}`
	script := &scripted{responses: []*http.Response{answer(200, nil, service)}}
	client, _ := testClient(t, script, nil)
	good := func() *Record { return &Record{SessionID: "s", Behavior: BehaviorOther} }
	ack, err := client.SubmitBatch(context.Background(), []*Record{good(), {SessionID: "s", Behavior: BehaviorOther, Notes: Ptr("\x00")}, good()})
	if err != nil {
		t.Fatal(err)
	}
	r := ack.Results
	if ack.BatchID != "b-1" || r[0].RecordAck == nil || r[1].RecordError == nil || r[2].RecordError == nil || r[2].RecordError.Code != "reference_unresolved" {
		t.Fatalf("got %+v", ack)
	}
	out, _ := json.Marshal(r[2])
	if string(out) != `{"record_id":"r3","code":"reference_unresolved","message":"m","details":{"field":"/parent_record_id"}}` {
		t.Fatalf("a RecordError marshals to %s", out)
	}
}

// A record decoded from JSON encodes back to the same JSON (same canonical form): no member
// dropped, none added, zero values kept.
func TestRecordsRoundTrip(t *testing.T) {
	vectors := recordVectors(t)
	extra := `{"record_id":"aaaaaaaa-0000-4000-8000-000000000009","session_id":"s","schema_version":"1.0","client_ts_utc":1,` +
		`"behavior":"ToolCalling","success":false,"input_payload":"","tags":[],"tool_meta":{"tool_id":"t","vendor":{"x":[1,2]},"n":0}}`
	vectors = append(vectors, recordVector{Name: "zero values and open objects", Record: json.RawMessage(extra), Valid: true})
	for _, v := range vectors {
		if !v.Valid {
			continue
		}
		t.Run(v.Name, func(t *testing.T) {
			var record Record
			if err := json.Unmarshal(v.Record, &record); err != nil {
				t.Fatal(err)
			}
			out, err := json.Marshal(&record)
			if err != nil {
				t.Fatal(err)
			}
			want, _ := CanonicalJSON(v.Record)
			got, _ := CanonicalJSON(out)
			if string(got) != string(want) {
				t.Fatalf("round trip changed the record:\n got %s\nwant %s", got, want)
			}
			if err := ValidateRecord(&record); err != nil {
				t.Fatalf("the decoded record is refused: %v", err)
			}
		})
	}
}

func TestConcurrentUse(t *testing.T) {
	script := &scripted{}
	for i := 0; i < 40; i++ {
		script.responses = append(script.responses, answer(201, nil, fmt.Sprintf(`{"record_id":"r%d","session_id":"s","server_ts_utc":1,"is_duplicate":false}`, i)))
	}
	client, _ := testClient(t, script, nil)
	session := client.NewSession("")
	var wg sync.WaitGroup
	errs := make(chan error, 40)
	for i := 0; i < 40; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			_, err := session.Submit(context.Background(), &Record{Behavior: BehaviorObserving})
			errs <- err
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			t.Fatal(err)
		}
	}
	if len(script.requests) != 40 {
		t.Fatalf("%d requests", len(script.requests))
	}
}
