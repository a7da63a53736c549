package ledger

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
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"
)

// The service under test: the repository's server as `npm start` runs it (node
// scripts/run-ts.mjs server/main.ts) with embedded PGlite in a fresh data dir, on a free port,
// started once for the package's tests and stopped after them.
type service struct {
	url        string
	adminToken string
	cmd        *exec.Cmd
	dataDir    string
}

var (
	sharedService     *service
	sharedServiceErr  error
	sharedServiceOnce sync.Once
)

func TestMain(m *testing.M) {
	code := m.Run()
	if sharedService != nil {
		sharedService.stop()
	}
	os.Exit(code)
}

// liveService starts the service on first use. Without node the tests that need it are skipped,
// except under CI (CI=true), where that is a failure.
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
	sharedServiceOnce.Do(func() { sharedService, sharedServiceErr = startService() })
	if sharedServiceErr != nil {
		t.Fatal(sharedServiceErr)
	}
	return sharedService
}

func randomHex(n int) string {
	b := make([]byte, n)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}

func startService() (*service, error) {
	dataDir, err := os.MkdirTemp("", "trace-ledger-go-")
	if err != nil {
		return nil, err
	}
	kek := make([]byte, 32)
	_, _ = rand.Read(kek)
	s := &service{adminToken: "admin-" + randomHex(16), dataDir: dataDir}
	cmd := exec.Command("node", "scripts/run-ts.mjs", "server/main.ts")
	cmd.Dir = filepath.Join("..")
	// Exactly these variables: a DATABASE_URL or REDIS_URL of the caller's shell must not leak in.
	cmd.Env = []string{
		"PATH=" + os.Getenv("PATH"), "HOME=" + os.Getenv("HOME"), "TMPDIR=" + os.TempDir(),
		"HOST=127.0.0.1", "PORT=0", "LOG_LEVEL=info", "DATA_DIR=" + dataDir,
		"ADMIN_TOKEN=" + s.adminToken, "WALLET_KEK=" + base64.StdEncoding.EncodeToString(kek),
		"RATE_LIMIT_REQUESTS=1000000", "AUTH_FAILURE_LIMIT=1000000",
		// Checkpoints only when a test anchors: a record must stay beyond the latest one until then.
		"CHECKPOINT_INTERVAL_MS=0",
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	s.cmd = cmd
	found := make(chan string, 1)
	var tail []string
	var tailMu sync.Mutex
	go func() {
		lines := bufio.NewScanner(stdout)
		lines.Buffer(make([]byte, 1<<20), 1<<20)
		for lines.Scan() {
			var entry struct{ Msg, URL string }
			if json.Unmarshal(lines.Bytes(), &entry) == nil && entry.Msg == "trace-ledger listening" {
				found <- entry.URL
			}
			tailMu.Lock()
			tail = append(tail[max(0, len(tail)-40):], lines.Text())
			tailMu.Unlock()
		}
	}()
	select {
	case s.url = <-found:
		return s, nil
	case <-time.After(90 * time.Second):
		s.stop()
		tailMu.Lock()
		defer tailMu.Unlock()
		return nil, fmt.Errorf("the service did not listen within 90 s:\n%s\n%s", strings.Join(tail, "\n"), stderr.String())
	}
}

func (s *service) stop() {
	if s.cmd != nil && s.cmd.Process != nil {
		_ = s.cmd.Process.Signal(os.Interrupt)
		done := make(chan struct{})
		go func() { _ = s.cmd.Wait(); close(done) }()
		select {
		case <-done:
		case <-time.After(20 * time.Second):
			_ = s.cmd.Process.Kill()
			<-done
		}
	}
	_ = os.RemoveAll(s.dataDir)
}

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
	agent, err := RegisterAgent(context.Background(), RegisterAgentInput{APIKey: apiKey, Name: "agent-" + randomHex(4), Endpoint: s.url})
	if err != nil {
		t.Fatal(err)
	}
	client := NewLedgerClient(LedgerClientConfig{
		APIKey: apiKey, AgentID: agent.AgentID, Endpoint: s.url,
		HTTPClient: &http.Client{Transport: transport}, Retry: &RetryConfig{Attempts: 3, BackoffMs: []int{1}},
	})
	return client, apiKey
}
