// The schema-evolution scenario through the Go SDK (README.md here). The test copies it into the
// scratch copy's Go module (go/internal/evolution) and runs it there.
package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"reflect"

	ledger "github.com/trace-ledger/trace-ledger/go/v2"
)

type scenario struct {
	Endpoint      string          `json:"endpoint"`
	APIKey        string          `json:"api_key"`
	AgentID       string          `json:"agent_id"`
	Stored        json.RawMessage `json:"stored"`
	OldVersionBig json.RawMessage `json:"old_version_big"`
	NewVersionBig json.RawMessage `json:"new_version_big"`
	NewVersion    json.RawMessage `json:"new_version"`
}

// notices keeps what the SDK logged of a deprecated version's headers.
type notices struct{ seen []map[string]string }

func (n *notices) Enabled(context.Context, slog.Level) bool { return true }
func (n *notices) WithAttrs([]slog.Attr) slog.Handler       { return n }
func (n *notices) WithGroup(string) slog.Handler            { return n }
func (n *notices) Handle(_ context.Context, r slog.Record) error {
	notice := map[string]string{}
	r.Attrs(func(a slog.Attr) bool {
		if a.Key == "deprecation" || a.Key == "sunset" {
			notice[a.Key] = a.Value.String()
		}
		return true
	})
	if _, ok := notice["deprecation"]; ok {
		n.seen = append(n.seen, notice)
	}
	return nil
}

func main() {
	text, err := os.ReadFile(os.Args[1])
	if err != nil {
		panic(err)
	}
	var s scenario
	if err := json.Unmarshal(text, &s); err != nil {
		panic(err)
	}
	logged := &notices{seen: []map[string]string{}}
	client := ledger.NewLedgerClient(ledger.LedgerClientConfig{APIKey: s.APIKey, AgentID: s.AgentID, Endpoint: s.Endpoint, Logger: slog.New(logged)})
	outcome := func(raw json.RawMessage) map[string]any {
		var record ledger.Record
		if err := json.Unmarshal(raw, &record); err != nil {
			panic(err)
		}
		ack, err := client.Submit(context.Background(), &record)
		if err == nil {
			return map[string]any{"is_duplicate": ack.IsDuplicate}
		}
		var le *ledger.LedgerError
		if !errors.As(err, &le) {
			panic(err)
		}
		out := map[string]any{"class": reflect.TypeOf(err).Elem().Name(), "code": le.Code, "field": nil}
		if le.Details.Field != nil {
			out["field"] = *le.Details.Field
		}
		return out
	}
	result := map[string]any{
		"resubmitted":         outcome(s.Stored),
		"old_rules":           outcome(s.OldVersionBig),
		"new_rules":           outcome(s.NewVersionBig),
		"new_version":         outcome(s.NewVersion),
		"deprecation_notices": logged.seen,
	}
	line, err := json.Marshal(result)
	if err != nil {
		panic(err)
	}
	fmt.Println(string(line))
}
