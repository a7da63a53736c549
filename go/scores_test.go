package ledger

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

// scoreVector is one entry of scores.json.
type scoreVector struct {
	Name      string          `json:"name"`
	Score     json.RawMessage `json:"score"`
	ScoreJSON string          `json:"score_json"`
	Valid     bool            `json:"valid"`
	Code      string          `json:"code"`
	Field     string          `json:"field"`
}

func TestScoreVectors(t *testing.T) {
	var file struct {
		Vectors []scoreVector `json:"vectors"`
	}
	readVectors(t, "scores.json", &file)
	if len(file.Vectors) == 0 {
		t.Fatal("no score vectors")
	}
	for _, v := range file.Vectors {
		t.Run(v.Name, func(t *testing.T) {
			text := []byte(v.Score)
			if v.ScoreJSON != "" {
				text = []byte(v.ScoreJSON)
			}
			err := ValidateScoreJSON(text)
			if v.Valid {
				if err != nil {
					t.Fatalf("valid score refused: %v", err)
				}
				var score Score
				if json.Unmarshal(text, &score) == nil {
					if err := ValidateScore(&score); err != nil {
						t.Fatalf("valid score refused once decoded into a Score: %v", err)
					}
				}
				return
			}
			var verr *ValidationError
			if !errors.As(err, &verr) {
				t.Fatalf("want a *ValidationError, got %v", err)
			}
			if got := [2]string{string(verr.Code), deref(verr.Details.Field)}; got != [2]string{v.Code, v.Field} {
				t.Fatalf("got %v, want %v", got, [2]string{v.Code, v.Field})
			}
		})
	}
}

// scoreService answers score requests as the service would (a score of session "missing" is
// refused), and records batches as stored; it keeps each request's path and body.
type scoreService struct {
	mu     sync.Mutex
	paths  []string
	bodies [][]byte
}

func (s *scoreService) RoundTrip(req *http.Request) (*http.Response, error) {
	data, _ := io.ReadAll(req.Body)
	s.mu.Lock()
	s.paths, s.bodies = append(s.paths, req.URL.Path), append(s.bodies, data)
	s.mu.Unlock()
	var body struct {
		Records []map[string]any `json:"records"`
		Scores  []map[string]any `json:"scores"`
	}
	_ = json.Unmarshal(data, &body)
	results := []map[string]any{}
	for _, r := range body.Records {
		results = append(results, map[string]any{"record_id": r["record_id"], "session_id": r["session_id"], "server_ts_utc": 1, "is_duplicate": false})
	}
	for _, sc := range body.Scores {
		if sc["session_id"] == "missing" {
			results = append(results, map[string]any{"score_id": sc["score_id"], "code": "reference_unresolved", "message": "no such session"})
		} else {
			results = append(results, map[string]any{"score_id": sc["score_id"], "server_ts_utc": 2, "is_duplicate": false})
		}
	}
	out, _ := json.Marshal(map[string]any{"batch_id": "b", "results": results})
	if req.URL.Path == "/v1/scores" {
		var one map[string]any
		_ = json.Unmarshal(data, &one)
		out, _ = json.Marshal(map[string]any{"score_id": one["score_id"], "server_ts_utc": 2, "is_duplicate": false})
	}
	resp := answer(200, map[string]string{"Content-Type": "application/json"}, string(out))
	resp.Request = req
	return resp, nil
}

func offlineClient(svc *scoreService, background *BackgroundConfig) *LedgerClient {
	return NewLedgerClient(LedgerClientConfig{APIKey: "tlk_test", AgentID: "agt_0123456789abcdef0123456789abcdef", Endpoint: "http://ledger.test",
		HTTPClient: &http.Client{Transport: svc}, Retry: &RetryConfig{Attempts: 1, BackoffMs: []int{1}}, Background: background})
}

func TestScoreFillsItsIDAndTimeOnceSoAResendIsTheSameScore(t *testing.T) {
	svc := &scoreService{}
	client := offlineClient(svc, nil)
	score := &Score{SessionID: Ptr("s-1"), Name: "helpfulness", Value: 4, Source: ScoreSource{Kind: ScoreSourceKindHuman}}
	for range 2 {
		ack, err := client.Score(context.Background(), score)
		if err != nil || ack.ScoreID != score.ScoreID {
			t.Fatalf("ack %+v, err %v", ack, err)
		}
	}
	if score.ScoreID == "" || score.ClientTsUTC == 0 || string(svc.bodies[0]) != string(svc.bodies[1]) {
		t.Fatalf("the score was not filled once: %+v, bodies %s / %s", score, svc.bodies[0], svc.bodies[1])
	}
	if _, err := client.Score(context.Background(), &Score{SessionID: Ptr("s-1"), Name: "Bad", Value: 1, Source: ScoreSource{Kind: "code"}}); !errors.As(err, new(*ValidationError)) {
		t.Fatalf("a bad name: want a *ValidationError, got %v", err)
	}
	if len(svc.paths) != 2 {
		t.Fatalf("an invalid score was sent: %v", svc.paths)
	}
}

func TestASessionScoresItself(t *testing.T) {
	svc := &scoreService{}
	session := offlineClient(svc, nil).NewSession("s-9")
	checkpoint := &JudgedCheckpoint{TreeSize: 3, RootHash: strings.Repeat("ab", 32)}
	if _, err := session.Score(context.Background(), "correct", true, ScoreOptions{Source: ScoreSource{Kind: ScoreSourceKindRule, Name: Ptr("exact-match")}, JudgedCheckpoint: checkpoint}); err != nil {
		t.Fatal(err)
	}
	if _, err := session.Score(context.Background(), "tone", "warm", ScoreOptions{}); err != nil {
		t.Fatal(err)
	}
	for range 2 {
		if ack, err := session.Score(context.Background(), "tone", "warm", ScoreOptions{ScoreID: "bbbbbbbb-0000-4000-8000-000000000009"}); err != nil || ack.ScoreID != "bbbbbbbb-0000-4000-8000-000000000009" {
			t.Fatalf("a given ScoreID: %+v, %v", ack, err)
		}
	}
	var first, second map[string]any
	_ = json.Unmarshal(svc.bodies[0], &first)
	_ = json.Unmarshal(svc.bodies[1], &second)
	if first["session_id"] != "s-9" || first["value"] != true || first["judged_checkpoint"].(map[string]any)["tree_size"] != 3.0 {
		t.Fatalf("first score: %s", svc.bodies[0])
	}
	if second["value"] != "warm" || second["source"].(map[string]any)["kind"] != "code" || second["explanation"] != nil || second["metadata"] != nil {
		t.Fatalf("second score: %s", svc.bodies[1])
	}
}

func TestScoreBatchKeepsLocalRefusalsInTheirSlots(t *testing.T) {
	client := offlineClient(&scoreService{}, nil)
	good := func() *Score {
		return &Score{SessionID: Ptr("s-1"), Name: "a", Value: 1, Source: ScoreSource{Kind: ScoreSourceKindCode}}
	}
	bad, missing := good(), good()
	bad.Name, missing.SessionID = "Bad", Ptr("missing")
	ack, err := client.ScoreBatch(context.Background(), []*Score{good(), bad, missing})
	if err != nil {
		t.Fatal(err)
	}
	r := ack.Results
	if len(r) != 3 || r[0].ScoreAck == nil || r[1].ScoreError == nil || deref(r[1].ScoreError.Details.Field) != "/name" || r[2].ScoreError == nil || r[2].ScoreError.Code != CodeReferenceUnresolved {
		t.Fatalf("results: %+v", r)
	}
}

func TestScoreBatchCapIsTheScoreBatchRequestsAndAFullBatchOfLargeScoresGoesWhole(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("..", "schema", "api.schema.json"))
	if err != nil {
		t.Fatal(err)
	}
	var schema struct {
		Defs map[string]struct {
			MaxBytes int `json:"x-max-bytes"`
		} `json:"$defs"`
	}
	if err := json.Unmarshal(data, &schema); err != nil {
		t.Fatal(err)
	}
	if MaxScoreBatchBytes != schema.Defs["ScoreBatchRequest"].MaxBytes {
		t.Fatalf("MaxScoreBatchBytes %d, ScoreBatchRequest's x-max-bytes %d", MaxScoreBatchBytes, schema.Defs["ScoreBatchRequest"].MaxBytes)
	}
	service := &scoreService{}
	client := offlineClient(service, nil)
	scores := make([]*Score, MaxBatchScores)
	for i := range scores {
		scores[i] = &Score{SessionID: Ptr("s-1"), Name: "a", Value: 1, Source: ScoreSource{Kind: ScoreSourceKindCode}, Explanation: Ptr(strings.Repeat("x", 4096)), Metadata: map[string]any{"note": strings.Repeat("y", 4080)}}
	}
	ack, err := client.ScoreBatch(context.Background(), scores)
	if err != nil {
		t.Fatal(err)
	}
	for i, r := range ack.Results {
		if r.ScoreAck == nil {
			t.Fatalf("result %d: %+v", i, r)
		}
	}
	if len(service.bodies) != 1 || len(service.bodies[0]) > MaxScoreBatchBytes {
		t.Fatalf("%d requests", len(service.bodies))
	}
}

func TestEnqueueScoreFollowsTheRecordsItJudgesThroughBackgroundDelivery(t *testing.T) {
	svc := &scoreService{}
	spool := t.TempDir()
	var mu sync.Mutex
	var refused []string
	client := offlineClient(svc, &BackgroundConfig{LingerMs: 5, SpoolDir: spool, OnError: func(err error, id string) {
		mu.Lock()
		refused = append(refused, id+" "+string(codeOf(err)))
		mu.Unlock()
	}})
	if _, err := client.Enqueue(&Record{Behavior: BehaviorObserving, SessionID: "s-1"}); err != nil {
		t.Fatal(err)
	}
	if _, err := client.EnqueueScore(&Score{SessionID: Ptr("s-1"), Name: "helpfulness", Value: 0.5, Source: ScoreSource{Kind: ScoreSourceKindLLM}}); err != nil {
		t.Fatal(err)
	}
	lost, err := client.EnqueueScore(&Score{SessionID: Ptr("missing"), Name: "helpfulness", Value: 0.5, Source: ScoreSource{Kind: ScoreSourceKindLLM}})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := client.EnqueueScore(&Score{SessionID: Ptr("s-1"), Name: "Bad", Value: 1, Source: ScoreSource{Kind: ScoreSourceKindLLM}}); !errors.As(err, new(*ValidationError)) {
		t.Fatalf("a bad name: want a *ValidationError, got %v", err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	report, err := client.Flush(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if report.Acked != 2 || report.Pending != 0 || len(report.Failed) != 0 || len(report.FailedScores) != 1 || report.FailedScores[0].ScoreID != lost || report.FailedScores[0].Code != CodeReferenceUnresolved {
		t.Fatalf("report: %+v", report)
	}
	if stats := client.Stats(); stats.Acked != 2 || stats.Failed != 1 {
		t.Fatalf("stats: %+v", stats)
	}
	if _, err := client.Close(ctx); err != nil {
		t.Fatal(err)
	}
	mu.Lock()
	defer mu.Unlock()
	if len(refused) != 1 || refused[0] != lost+" "+string(CodeReferenceUnresolved) {
		t.Fatalf("OnError saw %v", refused)
	}
	// One queue: the scores follow the record enqueued before them, in a batch of their own kind.
	if strings.Join(svc.paths, " ") != "/v1/records:batch /v1/scores:batch" {
		t.Fatalf("paths: %v", svc.paths)
	}
	// One spool, emptied once acknowledged.
	if entries, err := os.ReadDir(filepath.Join(spool, "agt_0123456789abcdef0123456789abcdef")); err != nil || len(entries) != 0 {
		t.Fatalf("the spool: %v, %v", entries, err)
	}
}

// The scenario against the service: a scorer created by the admin and granted by one owner
// walks the queue, reads a closed session, scores it with a judged_checkpoint, and anyone verifies
// that score offline from the scores log's note and the verifier key.
func TestAGrantedScorerWalksTheQueueScoresAClosedSessionAndAnyoneVerifiesIt(t *testing.T) {
	s := liveService(t)
	ctx := context.Background()
	owner, ownerKey := s.newAgentClient(t, http.DefaultTransport)
	session := owner.NewSession("")
	for _, record := range []*Record{
		{Behavior: BehaviorObserving, TriggerSource: Ptr("user"), Notes: Ptr("asked for a rebalance")},
		{Behavior: BehaviorActing, ActionType: Ptr("rebalance"), TargetSystem: Ptr("portfolio")},
	} {
		if _, err := session.Submit(ctx, record); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := owner.Anchor(ctx); err != nil {
		t.Fatal(err)
	}
	config, err := owner.CreateScoreConfig(ctx, CreateScoreConfigRequest{Name: "helpfulness", DataType: ScoreDataTypeNumeric, Min: Ptr(0.0), Max: Ptr(1.0)})
	if err != nil {
		t.Fatal(err)
	}
	if configs, err := owner.ListScoreConfigs(ctx); err != nil || len(configs) != 1 || configs[0].ConfigID != config.ConfigID {
		t.Fatalf("the owner's configs: %+v, %v", configs, err)
	}
	var scorer struct {
		ScorerID string `json:"scorer_id"`
		APIKey   string `json:"api_key"`
	}
	if status := s.call(t, "POST", "/v1/scorers", s.adminToken, map[string]any{"name": "evaluations"}, &scorer); status != 201 {
		t.Fatalf("creating a scorer: HTTP %d", status)
	}
	if _, err := owner.GrantScorer(ctx, scorer.ScorerID); err != nil {
		t.Fatal(err)
	}

	// The scorer's key: the queue needs no agent, across every agent granted to it.
	walker := NewLedgerClient(LedgerClientConfig{APIKey: scorer.APIKey, Endpoint: s.url})
	queue, err := walker.GetScoringQueue(ctx, "helpfulness", ScoringQueueOptions{})
	if err != nil {
		t.Fatal(err)
	}
	var entry *ScoringQueueEntry
	for i := range queue.Sessions {
		if queue.Sessions[i].SessionID == session.ID() {
			entry = &queue.Sessions[i]
		}
	}
	if entry == nil {
		t.Fatalf("the closed session is not in the queue: %+v", queue.Sessions)
	}

	judge := NewLedgerClient(LedgerClientConfig{APIKey: scorer.APIKey, AgentID: entry.AgentID, Endpoint: s.url})
	fetched, err := judge.GetSession(ctx, entry.SessionID)
	if err != nil || !fetched.Closed || len(fetched.Records) != 2 {
		t.Fatalf("reading the session: %+v, %v", fetched, err)
	}
	judged, err := judge.LatestCheckpoint(ctx)
	if err != nil {
		t.Fatal(err)
	}
	_, err = judge.NewSession(entry.SessionID).Score(ctx, "helpfulness", 2, ScoreOptions{ConfigID: config.ConfigID})
	if le := asLedgerError(err); le == nil || le.Code != CodeScoreOutOfRange || !errors.As(err, new(*ValidationError)) {
		t.Fatalf("a score beyond its config: %v", err)
	}
	ack, err := judge.NewSession(entry.SessionID).Score(ctx, "helpfulness", 0.9, ScoreOptions{
		Source:           ScoreSource{Kind: ScoreSourceKindLLM, Name: Ptr("judge")},
		ConfigID:         config.ConfigID,
		JudgedCheckpoint: &JudgedCheckpoint{TreeSize: judged.TreeSize, RootHash: judged.RootHash},
	})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := judge.Submit(ctx, &Record{Behavior: BehaviorObserving, SessionID: entry.SessionID}); !errors.As(err, new(*AuthError)) {
		t.Fatalf("a scorer key submitted a record: %v", err)
	}
	stored, err := judge.GetScore(ctx, ack.ScoreID)
	if err != nil || deref(stored.ScoredBy) != scorer.ScorerID {
		t.Fatalf("reading the score: %+v, %v", stored, err)
	}
	// Scores are never edited: another body under the same score_id is refused.
	_, err = judge.Score(ctx, &Score{ScoreID: ack.ScoreID, SessionID: Ptr(entry.SessionID), Name: "helpfulness", Value: 0.1, Source: ScoreSource{Kind: ScoreSourceKindLLM}})
	var conflict *ScoreConflictError
	if !errors.As(err, &conflict) || !errors.As(err, new(*IdempotencyConflictError)) || conflict.Code != CodeScoreIDConflict {
		t.Fatalf("another body under the same score_id: %v", err)
	}
	page, err := judge.GetScores(ctx, ScoresOptions{SessionID: entry.SessionID})
	if err != nil || len(page.Scores) != 1 || page.Scores[0].ScoreID != ack.ScoreID {
		t.Fatalf("listing the session's scores: %+v, %v", page, err)
	}

	proof, note := proofAndNote(t, judge, ack.ScoreID)

	// Configs and grants are the owner's, not an agent's: a client of its key alone.
	ownerOnly := NewLedgerClient(LedgerClientConfig{APIKey: ownerKey, Endpoint: s.url})
	if archived, err := ownerOnly.ArchiveScoreConfig(ctx, config.ConfigID); err != nil || !archived.Archived {
		t.Fatalf("archiving the config: %+v, %v", archived, err)
	}
	if err := ownerOnly.RevokeScorer(ctx, scorer.ScorerID); err != nil {
		t.Fatal(err)
	}
	if _, err := judge.GetScore(ctx, ack.ScoreID); !errors.As(err, new(*NotFoundError)) {
		t.Fatalf("a withdrawn scorer still reads the score: %v", err)
	}
	// The service's log key, read once from a source the verifier trusts (here the service itself).
	key, err := ownerOnly.GetLogVerifierKey(ctx)
	if err != nil {
		t.Fatal(err)
	}
	var served LogVerifierKey
	if s.call(t, "GET", "/v1/log/verifier-key", "", nil, &served); served.VerifierKey != key.VerifierKey || key.KeyName == "" {
		t.Fatalf("GetLogVerifierKey: %+v, the service serves %+v", key, served)
	}
	if err := VerifyScore(stored, proof, note, key.VerifierKey); err != nil {
		t.Fatal(err)
	}
	changed := *stored
	changed.Value = 0.1
	if err := VerifyScore(&changed, proof, note, key.VerifierKey); !errors.Is(err, ErrNotVerified) {
		t.Fatalf("a changed score verified: %v", err)
	}
}

// proofAndNote is the score's proof (asking for it cuts a scores-log checkpoint when none covers
// the score yet) and the scores log's note of the same size.
func proofAndNote(t *testing.T, client *LedgerClient, scoreID string) (*InclusionProof, string) {
	t.Helper()
	ctx := context.Background()
	proof, err := client.GetScoreProof(ctx, scoreID, 0)
	if err != nil {
		t.Fatal(err)
	}
	note, err := client.GetScoresCheckpoint(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if size, _ := strconv.ParseInt(strings.Split(note, "\n")[1], 10, 64); size != proof.TreeSize {
		if proof, err = client.GetScoreProof(ctx, scoreID, size); err != nil {
			t.Fatal(err)
		}
	}
	return proof, note
}

func TestTheScoresSpoolOfACrashedProcessIsReplayed(t *testing.T) {
	spool := t.TempDir()
	down := NewLedgerClient(LedgerClientConfig{APIKey: "tlk_test", AgentID: "agt_0123456789abcdef0123456789abcdef", Endpoint: "http://127.0.0.1:1",
		Retry: &RetryConfig{Attempts: 0, BackoffMs: []int{60_000}}, Background: &BackgroundConfig{LingerMs: 60_000, SpoolDir: spool}})
	recordID, err := down.Enqueue(&Record{Behavior: BehaviorObserving, SessionID: "s-1"})
	if err != nil {
		t.Fatal(err)
	}
	ids := []string{recordID}
	for n := range 3 {
		id, err := down.EnqueueScore(&Score{SessionID: Ptr("s-1"), Name: "helpfulness", Value: n, Source: ScoreSource{Kind: ScoreSourceKindCode}})
		if err != nil {
			t.Fatal(err)
		}
		ids = append(ids, id)
	}
	// The "crashed" client is never closed; its lock goes with its process: a fresh lock file stands for that.
	dir := filepath.Join(spool, "agt_0123456789abcdef0123456789abcdef")
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		if strings.HasSuffix(e.Name(), ".lock") {
			path := filepath.Join(dir, e.Name())
			if err := os.Remove(path); err != nil || os.WriteFile(path, []byte("1"), 0o600) != nil {
				t.Fatal(err)
			}
		}
	}

	svc := &scoreService{}
	client := offlineClient(svc, &BackgroundConfig{LingerMs: 5, SpoolDir: spool})
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	report, err := client.Close(ctx)
	if err != nil || report.Acked != 4 || report.Pending != 0 || len(report.FailedScores) != 0 {
		t.Fatalf("report %+v, err %v", report, err)
	}
	if replayed := client.Stats().Replayed; replayed != 4 {
		t.Fatalf("replayed %d lines, want 4", replayed)
	}
	var sent []string
	for _, body := range svc.bodies {
		var batch struct {
			Records []struct {
				RecordID string `json:"record_id"`
			} `json:"records"`
			Scores []struct {
				ScoreID string `json:"score_id"`
			} `json:"scores"`
		}
		_ = json.Unmarshal(body, &batch)
		for _, r := range batch.Records {
			sent = append(sent, r.RecordID)
		}
		for _, s := range batch.Scores {
			sent = append(sent, s.ScoreID)
		}
	}
	// The record first, then the scores, as the crashed process queued them.
	if strings.Join(sent, " ") != strings.Join(ids, " ") {
		t.Fatalf("sent %v, want %v", sent, ids)
	}
}

func TestScoreLogProofVectors(t *testing.T) {
	var file struct {
		Vectors []struct {
			Name        string         `json:"name"`
			Score       StoredScore    `json:"score"`
			LeafHash    string         `json:"leaf_hash"`
			Proof       InclusionProof `json:"proof"`
			Checkpoint  string         `json:"checkpoint"`
			VerifierKey string         `json:"verifier_key"`
			Witnesses   []string       `json:"witnesses"`
			Quorum      int            `json:"quorum"`
			Valid       bool           `json:"valid"`
			Refusal
		} `json:"vectors"`
	}
	readVectors(t, "score-log-proofs.json", &file)
	if len(file.Vectors) == 0 {
		t.Fatal("no score-log proof vectors")
	}
	for _, v := range file.Vectors {
		t.Run(v.Name, func(t *testing.T) {
			err := VerifyScoreWith(&v.Score, &v.Proof, v.Checkpoint, CheckpointPolicy{LogKey: v.VerifierKey, Witnesses: v.Witnesses, Quorum: v.Quorum})
			v.Refusal.check(t, v.Valid, err)
			if data, _ := json.Marshal(&v.Score); v.Valid {
				if leaf, err := LeafHashJSON(data); err != nil || leaf != v.LeafHash {
					t.Fatalf("leaf hash %s, %v; want %s", leaf, err, v.LeafHash)
				}
			}
		})
	}
}
