package ledger

import (
	"context"
	"encoding/json"
	"errors"
	"reflect"
	"strings"
	"testing"
)

// TestTombstoneVectors: erased records as the Go SDK reads them, by the shared vectors
// (test/vectors/tombstones.json) that the TypeScript and Python SDKs read too.
func TestTombstoneVectors(t *testing.T) {
	var file struct {
		Vectors []struct {
			Name      string          `json:"name"`
			Op        string          `json:"op"`
			ID        string          `json:"id"`
			Method    string          `json:"method"`
			Path      string          `json:"path"`
			Status    int             `json:"status"`
			Body      string          `json:"body"`
			Result    json.RawMessage `json:"result"`
			Error     ErrorCode       `json:"error"`
			Tombstone json.RawMessage `json:"tombstone"`
		} `json:"vectors"`
	}
	readVectors(t, "tombstones.json", &file)
	if len(file.Vectors) < 6 {
		t.Fatal("no tombstone vectors")
	}
	read := func(r ReadRecord) any {
		if r.Erased() {
			return map[string]any{"erased": true, "tombstone": r.RecordTombstone}
		}
		return map[string]any{"erased": false, "record_id": r.ID()}
	}
	for _, v := range file.Vectors {
		t.Run(v.Name, func(t *testing.T) {
			script := &scripted{}
			script.responses = append(script.responses, answer(v.Status, map[string]string{"content-type": "application/json"}, v.Body))
			client, _ := testClient(t, script, &RetryConfig{Attempts: 0})
			ctx := context.Background()
			var result any
			var err error
			switch v.Op {
			case "readRecord":
				var r ReadRecord
				if r, err = client.ReadRecord(ctx, v.ID); err == nil {
					result = read(r)
				}
			case "getRecord":
				var r *StoredRecord
				if r, err = client.GetRecord(ctx, v.ID); err == nil {
					result = read(ReadRecord{StoredRecord: r})
				}
			case "deleteRecord":
				var r *RecordTombstone
				if r, err = client.DeleteRecord(ctx, v.ID); err == nil {
					result = read(ReadRecord{RecordTombstone: r})
				}
			case "deleteSession":
				var e *SessionErasure
				if e, err = client.DeleteSession(ctx, v.ID); err == nil {
					result = map[string]any{"session_erasure": e}
				}
			case "getSession":
				var s *SessionFetch
				if s, err = client.GetSession(ctx, v.ID); err == nil {
					erased, ids := []bool{}, []string{}
					for _, r := range s.Records {
						erased, ids = append(erased, r.Erased()), append(ids, r.ID())
					}
					result = map[string]any{"erased": erased, "record_ids": ids}
				}
			default:
				t.Fatalf("unknown op %s", v.Op)
			}
			if len(script.requests) != 1 || script.requests[0].Method != v.Method || script.requests[0].URL.Path != v.Path {
				t.Fatalf("sent %v, want %s %s", script.requests, v.Method, v.Path)
			}
			if v.Error != "" {
				var failed *LedgerError
				if !errors.As(err, &failed) || failed.Code != v.Error {
					t.Fatalf("error %v, want %s", err, v.Error)
				}
				tombstone, carried := TombstoneOf(err)
				if carried != (len(v.Tombstone) > 0) {
					t.Fatalf("carries a tombstone: %v, want %v", carried, len(v.Tombstone) > 0)
				}
				if carried {
					sameJSON(t, tombstone, v.Tombstone)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			sameJSON(t, result, v.Result)
		})
	}
}

// sameJSON fails unless got encodes to the JSON value want.
func sameJSON(t *testing.T, got any, want json.RawMessage) {
	t.Helper()
	encoded, err := json.Marshal(got)
	if err != nil {
		t.Fatal(err)
	}
	var a, b any
	if json.Unmarshal(encoded, &a) != nil || json.Unmarshal(want, &b) != nil || !reflect.DeepEqual(a, b) {
		t.Fatalf("got %s, want %s", encoded, want)
	}
}

// test/vectors/tombstone-proofs.json (written by codegen), as the TypeScript and Python SDKs read
// it: an erased record's digest verifies against its record's proof and signed checkpoint; each
// changed case is refused with its code and reason.
func TestTombstoneProofVectors(t *testing.T) {
	var file struct {
		Vectors []struct {
			Name       string          `json:"name"`
			Tombstone  RecordTombstone `json:"tombstone"`
			Proof      InclusionProof  `json:"proof"`
			Checkpoint Checkpoint      `json:"checkpoint"`
			Address    string          `json:"address"`
			Valid      bool            `json:"valid"`
			Refusal
		} `json:"vectors"`
	}
	readVectors(t, "tombstone-proofs.json", &file)
	if len(file.Vectors) < 10 {
		t.Fatalf("%d tombstone proof vectors", len(file.Vectors))
	}
	for _, v := range file.Vectors {
		t.Run(v.Name, func(t *testing.T) {
			v.Refusal.check(t, v.Valid, VerifyTombstone(&v.Tombstone, &v.Proof, &v.Checkpoint, v.Address))
		})
	}
}

// LeafHashOfDigest takes a digest as the TypeScript and Python SDKs do: 64 lowercase hex digits
// (hashes travel as lowercase hex), so the same tombstone verifies, or not, in all three.
func TestLeafHashOfDigestTakesLowercaseHex(t *testing.T) {
	digest := strings.Repeat("ab", 32)
	if _, ok := LeafHashOfDigest(digest); !ok {
		t.Fatalf("%s refused", digest)
	}
	for _, bad := range []string{strings.ToUpper(digest), "not hex", digest[:62]} {
		if leaf, ok := LeafHashOfDigest(bad); ok {
			t.Fatalf("%q gave leaf %s, want refused", bad, leaf)
		}
	}
}
