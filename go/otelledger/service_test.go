package otelledger

import (
	"bufio"
	"bytes"
	"context"
	"crypto/rand"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"os/exec"
	"strings"
	"sync"
	"testing"
	"time"

	ledger "github.com/trace-ledger/trace-ledger/go/v2"
)

// The service under test, as the SDK's own tests start it (go/service_test.go): the repository's
// server (node scripts/run-ts.mjs server/main.ts) on embedded PGlite in a fresh data dir, on a
// free port, once for the package's tests.
type service struct {
	url, adminToken, dataDir string
	cmd                      *exec.Cmd
}

var (
	shared     *service
	sharedErr  error
	sharedOnce sync.Once
)

func TestMain(m *testing.M) {
	code := m.Run()
	if shared != nil {
		shared.stop()
	}
	os.Exit(code)
}

// liveService starts the service on first use; without node the tests that need it are skipped,
// except under CI (CI=true).
func liveService(t *testing.T) *service {
	t.Helper()
	if testing.Short() {
		t.Skip("-short: no service")
	}
	if _, err := exec.LookPath("node"); err != nil {
		if os.Getenv("CI") != "" {
			t.Fatal("node is needed to run the service under test")
		}
		t.Skip("node is not installed: the tests against the service are skipped")
	}
	sharedOnce.Do(func() { shared, sharedErr = startService() })
	if sharedErr != nil {
		t.Fatal(sharedErr)
	}
	return shared
}

func randomHex(n int) string {
	b := make([]byte, n)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}

func startService() (*service, error) {
	dataDir, err := os.MkdirTemp("", "trace-ledger-otelledger-")
	if err != nil {
		return nil, err
	}
	kek := make([]byte, 32)
	_, _ = rand.Read(kek)
	s := &service{adminToken: "admin-" + randomHex(16), dataDir: dataDir}
	s.cmd = exec.Command("node", "scripts/run-ts.mjs", "server/main.ts")
	s.cmd.Dir = "../.."
	s.cmd.Env = []string{
		"PATH=" + os.Getenv("PATH"), "HOME=" + os.Getenv("HOME"), "TMPDIR=" + os.TempDir(),
		"HOST=127.0.0.1", "PORT=0", "LOG_LEVEL=info", "DATA_DIR=" + dataDir,
		"ADMIN_TOKEN=" + s.adminToken, "WALLET_KEK=" + base64.StdEncoding.EncodeToString(kek),
		"RATE_LIMIT_REQUESTS=1000000", "AUTH_FAILURE_LIMIT=1000000", "CHECKPOINT_INTERVAL_MS=0",
	}
	stdout, err := s.cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	var stderr bytes.Buffer
	s.cmd.Stderr = &stderr
	if err := s.cmd.Start(); err != nil {
		return nil, err
	}
	found := make(chan string, 1)
	go func() {
		lines := bufio.NewScanner(stdout)
		lines.Buffer(make([]byte, 1<<20), 1<<20)
		for lines.Scan() {
			var entry struct{ Msg, URL string }
			if json.Unmarshal(lines.Bytes(), &entry) == nil && entry.Msg == "trace-ledger listening" {
				found <- entry.URL
			}
		}
	}()
	select {
	case s.url = <-found:
		return s, nil
	case <-time.After(90 * time.Second):
		s.stop()
		return nil, fmt.Errorf("the service did not listen within 90 s: %s", stderr.String())
	}
}

func (s *service) stop() {
	_ = s.cmd.Process.Signal(os.Interrupt)
	done := make(chan struct{})
	go func() { _ = s.cmd.Wait(); close(done) }()
	select {
	case <-done:
	case <-time.After(20 * time.Second):
		_ = s.cmd.Process.Kill()
		<-done
	}
	_ = os.RemoveAll(s.dataDir)
}

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
	registered, err := ledger.RegisterAgent(context.Background(), ledger.RegisterAgentInput{APIKey: created.APIKey, Name: "agent-" + randomHex(4), Endpoint: s.url})
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
