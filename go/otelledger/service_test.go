package otelledger

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"os"
	"strings"
	"testing"

	ledger "github.com/trace-ledger/trace-ledger/go/v2"
	"github.com/trace-ledger/trace-ledger/go/v2/internal/testservice"
)

// The service under test, as the SDK's own tests start it (internal/testservice).
var live = testservice.New("../..", "trace-ledger-otelledger-")

type service struct {
	url, adminToken string
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

// agent is a fresh agent of a fresh owner: its id and its owner's key.
func (s *service) agent(t *testing.T) (agentID, apiKey string) {
	t.Helper()
	body, _ := json.Marshal(map[string]any{"name": "otel-" + randomHex(4), "wallet": map[string]any{"mode": "custodial"}})
	req, _ := http.NewRequest("POST", s.url+"/v1/owners", bytes.NewReader(body))
	req.Header.Set("Authorization", "Bearer "+s.adminToken)
	req.Header.Set("Content-Type", "application/json")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var created struct {
		APIKey string `json:"api_key"`
	}
	if err := json.NewDecoder(resp.Body).Decode(&created); err != nil || resp.StatusCode != 201 {
		t.Fatalf("creating an owner: HTTP %d, %v", resp.StatusCode, err)
	}
	registered, err := ledger.RegisterAgent(context.Background(), ledger.RegisterAgentInput{ConnectionParams: ledger.ConnectionParams{APIKey: created.APIKey, Endpoint: s.url}, Name: "agent-" + randomHex(4)})
	if err != nil {
		t.Fatal(err)
	}
	return registered.AgentID, created.APIKey
}

// client is a background-mode client of the agent, spooling to a fresh directory.
func (s *service) client(t *testing.T, agentID, apiKey string) *ledger.LedgerClient {
	t.Helper()
	client := ledger.NewLedgerClient(ledger.LedgerClientConfig{
		APIKey: apiKey, AgentID: agentID, Endpoint: s.url,
		Background: &ledger.BackgroundConfig{SpoolDir: t.TempDir(), LingerMs: 5},
	})
	t.Cleanup(func() { _, _ = client.Close(context.Background()) })
	return client
}

func withoutServerFields(t *testing.T, record *ledger.StoredRecord) string {
	t.Helper()
	copied := *record
	copied.AgentID, copied.ServerTsUTC = nil, nil
	data, err := json.Marshal(copied)
	if err != nil {
		t.Fatal(err)
	}
	return strings.TrimSpace(canonical(t, data))
}
