package ledger

import (
	"context"
	"errors"
	"io"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"
)

// scripted answers each request with the next of its responses; a nil one is a dropped connection.
type scripted struct {
	mu        sync.Mutex
	responses []*http.Response
	requests  []*http.Request
	bodies    []string
}

func (s *scripted) RoundTrip(req *http.Request) (*http.Response, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	body := ""
	if req.Body != nil {
		data, _ := io.ReadAll(req.Body)
		body = string(data)
	}
	s.requests = append(s.requests, req)
	s.bodies = append(s.bodies, body)
	if len(s.responses) == 0 {
		return nil, errors.New("scripted: no answer left")
	}
	resp := s.responses[0]
	s.responses = s.responses[1:]
	if resp == nil {
		return nil, errors.New("connection reset by peer")
	}
	resp.Request = req
	return resp, nil
}

func answer(status int, headers map[string]string, body string) *http.Response {
	h := http.Header{}
	for name, value := range headers {
		h.Set(name, value)
	}
	return &http.Response{StatusCode: status, Header: h, Body: io.NopCloser(strings.NewReader(body))}
}

// testClient is a client over a scripted transport whose waits are recorded, not slept.
func testClient(t *testing.T, script *scripted, retry *RetryConfig) (*LedgerClient, *[]time.Duration) {
	t.Helper()
	client := NewLedgerClient(LedgerClientConfig{
		APIKey: "tlk_test", AgentID: "agt_test", Endpoint: "http://ledger.test",
		Retry: retry, HTTPClient: &http.Client{Transport: script},
	})
	conn, err := client.connect()
	if err != nil {
		t.Fatal(err)
	}
	var waits []time.Duration
	conn.sleep = func(ctx context.Context, d time.Duration) error {
		waits = append(waits, d)
		return ctx.Err()
	}
	return client, &waits
}

func TestRetryVectors(t *testing.T) {
	var file struct {
		Vectors []struct {
			Name      string `json:"name"`
			Responses []struct {
				Status       int               `json:"status"`
				Headers      map[string]string `json:"headers"`
				Body         string            `json:"body"`
				NetworkError bool              `json:"network_error"`
			} `json:"responses"`
			MaxRetries int `json:"max_retries"`
			Attempts   int `json:"attempts"`
			Outcome    struct {
				OK   bool      `json:"ok"`
				Code ErrorCode `json:"code"`
			} `json:"outcome"`
			DelaysMs []int64 `json:"delays_ms"`
		} `json:"vectors"`
	}
	readVectors(t, "retry.json", &file)
	if len(file.Vectors) == 0 {
		t.Fatal("no retry vectors")
	}
	for _, v := range file.Vectors {
		t.Run(v.Name, func(t *testing.T) {
			script := &scripted{}
			for _, r := range v.Responses {
				if r.NetworkError {
					script.responses = append(script.responses, nil)
				} else {
					script.responses = append(script.responses, answer(r.Status, r.Headers, r.Body))
				}
			}
			client, waits := testClient(t, script, &RetryConfig{Attempts: v.MaxRetries})
			_, err := client.GetSession(context.Background(), "s-1")
			if len(script.requests) != v.Attempts {
				t.Errorf("%d attempts, want %d", len(script.requests), v.Attempts)
			}
			if v.Outcome.OK != (err == nil) {
				t.Fatalf("outcome %v, want ok=%v", err, v.Outcome.OK)
			}
			if err != nil {
				var le *LedgerError
				if !errors.As(err, &le) || le.Code != v.Outcome.Code {
					t.Errorf("error %v, want code %s", err, v.Outcome.Code)
				}
			}
			if v.DelaysMs != nil {
				got := make([]int64, len(*waits))
				for i, d := range *waits {
					got[i] = d.Milliseconds()
				}
				if !equalInts(got, v.DelaysMs) {
					t.Errorf("waits %v ms, want %v", got, v.DelaysMs)
				}
			}
		})
	}
}

func equalInts(a, b []int64) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
