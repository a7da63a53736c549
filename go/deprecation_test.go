package ledger

import (
	"bytes"
	"context"
	"log/slog"
	"net/http"
	"strings"
	"testing"
)

// A deprecated schema version in use is logged once per process, not once per record.
func TestDeprecationIsLoggedOnce(t *testing.T) {
	headers := map[string]string{"Content-Type": "application/json", "Deprecation": "@1796083202", "Sunset": "Wed, 30 Jun 2027 23:59:59 GMT"}
	ack := `{"record_id":"r","session_id":"s","server_ts_utc":1,"is_duplicate":false}`
	var logged bytes.Buffer
	logger := slog.New(slog.NewTextHandler(&logged, nil))
	for i := 0; i < 2; i++ {
		script := &scripted{responses: []*http.Response{answer(201, headers, ack), answer(201, headers, ack)}}
		client := NewLedgerClient(LedgerClientConfig{
			APIKey: "tlk_test", AgentID: "agt_test", Endpoint: "http://ledger.test",
			HTTPClient: &http.Client{Transport: script}, Logger: logger,
		})
		for j := 0; j < 2; j++ {
			if _, err := client.Submit(context.Background(), &Record{Behavior: BehaviorObserving, SessionID: "s"}); err != nil {
				t.Fatal(err)
			}
		}
	}
	if n := strings.Count(logged.String(), "deprecates a schema version"); n != 1 {
		t.Fatalf("logged %d times, want once:\n%s", n, logged.String())
	}
	if !strings.Contains(logged.String(), `sunset="Wed, 30 Jun 2027 23:59:59 GMT"`) {
		t.Fatalf("the notice names the sunset:\n%s", logged.String())
	}
}
