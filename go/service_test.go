package ledger

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"os"
	"testing"

	"github.com/trace-ledger/trace-ledger/go/v2/internal/testservice"
)

// The service under test (internal/testservice), started once for the package's tests.
var live = testservice.New("..", "trace-ledger-go-")

type service struct {
	url        string
	adminToken string
}

func TestMain(m *testing.M) {
	code := m.Run()
	live.Stop()
	os.Exit(code)
}

func liveService(t *testing.T) *service {
	t.Helper()
	s := live.Get(t)
	return &service{url: s.URL, adminToken: s.AdminToken}
}

func randomHex(n int) string { return testservice.RandomHex(n) }

// call is a plain HTTP request to the service, for what the SDK does not do (owner administration).
func (s *service) call(t *testing.T, method, path, bearer string, body any, out any) int {
	t.Helper()
	var reader *bytes.Reader
	if body != nil {
		data, _ := json.Marshal(body)
		reader = bytes.NewReader(data)
	} else {
		reader = bytes.NewReader(nil)
	}
	req, err := http.NewRequest(method, s.url+path, reader)
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Authorization", "Bearer "+bearer)
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if out != nil {
		if err := json.NewDecoder(resp.Body).Decode(out); err != nil {
			t.Fatalf("%s %s: %v", method, path, err)
		}
	}
	return resp.StatusCode
}

// newOwner creates an owner and returns its api_key.
func (s *service) newOwner(t *testing.T) string {
	t.Helper()
	var created struct {
		APIKey string `json:"api_key"`
	}
	status := s.call(t, "POST", "/v1/owners", s.adminToken, map[string]any{"name": "go-" + randomHex(4), "wallet": map[string]any{"mode": "custodial"}}, &created)
	if status != 201 || created.APIKey == "" {
		t.Fatalf("creating an owner: HTTP %d", status)
	}
	return created.APIKey
}

// newAgentClient registers a fresh agent of a fresh owner and returns a client bound to it.
func (s *service) newAgentClient(t *testing.T, transport http.RoundTripper) (*LedgerClient, string) {
	t.Helper()
	apiKey := s.newOwner(t)
	agent, err := RegisterAgent(context.Background(), RegisterAgentInput{ConnectionParams: ConnectionParams{APIKey: apiKey, Endpoint: s.url}, Name: "agent-" + randomHex(4)})
	if err != nil {
		t.Fatal(err)
	}
	client := NewLedgerClient(LedgerClientConfig{
		APIKey: apiKey, AgentID: agent.AgentID, Endpoint: s.url,
		HTTPClient: &http.Client{Transport: transport}, Retry: &RetryConfig{Attempts: 3, BackoffMs: []int{1}},
	})
	return client, apiKey
}
