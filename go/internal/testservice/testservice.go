// Package testservice runs the service for the Go tests that talk to it (the SDK's and
// otelledger's): the repository's server as `npm start` runs it (node scripts/run-ts.mjs
// server/main.ts) on embedded PGlite in a fresh data dir, on a free port, started on first use
// and stopped after the package's tests.
package testservice

import (
	"bufio"
	"bytes"
	"crypto/rand"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"sync"
	"testing"
	"time"
)

// Service is a running service: its address and the admin token it was started with.
type Service struct {
	URL        string
	AdminToken string
	cmd        *exec.Cmd
	dataDir    string
}

// Shared is one service for a package's tests: Get starts it on first use, Stop (from TestMain)
// ends it.
type Shared struct {
	root, dataDirPrefix string
	once                sync.Once
	service             *Service
	err                 error
}

// New is the service of the repository at root (relative to the test's package directory), its
// data dirs named dataDirPrefix*.
func New(root, dataDirPrefix string) *Shared {
	return &Shared{root: root, dataDirPrefix: dataDirPrefix}
}

// Get is the running service. Without node the tests that need it are skipped, except under CI
// (CI=true), where that is a failure.
func (s *Shared) Get(t testing.TB) *Service {
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
	s.once.Do(func() { s.service, s.err = start(s.root, s.dataDirPrefix) })
	if s.err != nil {
		t.Fatal(s.err)
	}
	return s.service
}

// Stop ends the service, if it was started, and removes its data.
func (s *Shared) Stop() {
	if s.service != nil {
		s.service.stop()
	}
}

// RandomHex is n random bytes in hex, for names no other test uses.
func RandomHex(n int) string {
	b := make([]byte, n)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}

func start(root, dataDirPrefix string) (*Service, error) {
	dataDir, err := os.MkdirTemp("", dataDirPrefix)
	if err != nil {
		return nil, err
	}
	kek := make([]byte, 32)
	_, _ = rand.Read(kek)
	s := &Service{AdminToken: "admin-" + RandomHex(16), dataDir: dataDir}
	cmd := exec.Command("node", "scripts/run-ts.mjs", "server/main.ts")
	cmd.Dir = root
	// Exactly these variables: a DATABASE_URL or REDIS_URL of the caller's shell must not leak in.
	cmd.Env = []string{
		"PATH=" + os.Getenv("PATH"), "HOME=" + os.Getenv("HOME"), "TMPDIR=" + os.TempDir(),
		"HOST=127.0.0.1", "PORT=0", "LOG_LEVEL=info", "DATA_DIR=" + dataDir,
		"ADMIN_TOKEN=" + s.AdminToken, "WALLET_KEK=" + base64.StdEncoding.EncodeToString(kek),
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
	case s.URL = <-found:
		return s, nil
	case <-time.After(90 * time.Second):
		s.stop()
		tailMu.Lock()
		defer tailMu.Unlock()
		return nil, fmt.Errorf("the service did not listen within 90 s:\n%s\n%s", strings.Join(tail, "\n"), stderr.String())
	}
}

func (s *Service) stop() {
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
