package ledger

import (
	"context"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"net/url"
	"reflect"
	"strconv"
	"strings"
	"sync"

	"github.com/trace-ledger/trace-ledger/go/v2/internal/validate"
)

// Scores: judgements of this agent's sessions and records, by its owner or by a
// scorer the owner granted. ScoreID and ClientTsUTC are filled into the caller's Score when zero,
// so the same score sent again after any failure is a duplicate, never a second score; another
// body under a stored ScoreID is a *ScoreConflictError.

// ValidateScore checks a complete score against the bundled score schema, offline. It returns nil
// or a *ValidationError whose Details.Field is the JSON Pointer of the first offending field. It
// fills nothing: Score fills ScoreID and ClientTsUTC first.
func ValidateScore(score *Score) error {
	_, err := encodeScore(score)
	return err
}

// ValidateScoreJSON checks a score given as JSON text, as ValidateScore does.
func ValidateScoreJSON(data []byte) error {
	return failed(scoreRules().Check(data))
}

// scoreRules compiles the bundled score schema on first use.
var scoreRules = sync.OnceValue(func() *validate.Single {
	text, err := recordSchemas.ReadFile("schemas/score.schema.json")
	if err == nil {
		var s *validate.Single
		if s, err = validate.NewSingle(text); err == nil {
			return s
		}
	}
	panic("ledger: the bundled score schema does not compile: " + err.Error())
})

func encodeScore(score *Score) ([]byte, error) {
	if score == nil {
		return nil, validationError("", "must be object")
	}
	data, err := json.Marshal(score)
	if err != nil {
		err = &json.MarshalerError{Type: reflect.TypeOf(score), Err: err}
		return nil, validationError("", "cannot be encoded as JSON: "+err.Error())
	}
	return data, ValidateScoreJSON(data)
}

// prepareScore fills the SDK's fields into score and returns it as it travels, validated.
func prepareScore(score *Score) ([]byte, error) {
	if score != nil {
		if score.ScoreID == "" {
			score.ScoreID = NewRecordID()
		}
		if score.ClientTsUTC == 0 {
			score.ClientTsUTC = NowEpochMs()
		}
	}
	return encodeScore(score)
}

// Score validates score locally (a *ValidationError, nothing sent) and stores it.
func (c *LedgerClient) Score(ctx context.Context, score *Score) (*ScoreAck, error) {
	body, err := prepareScore(score)
	if err != nil {
		return nil, err
	}
	return fetch[ScoreAck](ctx, c, request{op: OperationSubmitScore, query: c.agent(), body: json.RawMessage(body)})
}

// ScoreBatch stores up to MaxBatchScores scores, each on its own: only the locally valid ones
// are sent, and Results[i] speaks of scores[i] whatever failed. Only batch-level failures (auth,
// transport, the batch's size) are returned as errors.
func (c *LedgerClient) ScoreBatch(ctx context.Context, scores []*Score) (*ScoreBatchAck, error) {
	if len(scores) > MaxBatchScores {
		return nil, validationError("/scores", fmt.Sprintf("must not hold more than %d scores", MaxBatchScores))
	}
	results := make([]ScoreBatchResult, len(scores))
	var sent []json.RawMessage
	var at []int
	for i, score := range scores {
		body, err := prepareScore(score)
		if err != nil {
			id := ""
			if score != nil {
				id = score.ScoreID
			}
			results[i] = ScoreBatchResult{ScoreError: scoreError(id, err)}
			continue
		}
		sent, at = append(sent, body), append(at, i)
	}
	if len(sent) == 0 {
		return &ScoreBatchAck{BatchID: NewRecordID(), Results: results}, nil
	}
	body, _ := json.Marshal(struct {
		Scores []json.RawMessage `json:"scores"`
	}{sent})
	if canonical, err := CanonicalJSON(body); err == nil && len(canonical) > MaxScoreBatchBytes {
		return nil, validationError("/scores", fmt.Sprintf("must not exceed %d bytes as canonical JSON", MaxScoreBatchBytes))
	}
	ack, err := fetch[ScoreBatchAck](ctx, c, request{op: OperationSubmitScoreBatch, query: c.agent(), body: json.RawMessage(body)})
	if err != nil {
		return nil, err
	}
	for k, i := range at {
		if k < len(ack.Results) {
			results[i] = ack.Results[k]
		}
	}
	ack.Results = results
	return ack, nil
}

// scoreError is a local refusal as the batch answer words one.
func scoreError(scoreID string, err error) *ScoreError {
	le := asLedgerError(err)
	if le == nil {
		return &ScoreError{ScoreID: scoreID, Code: CodeValidationFailed, Message: err.Error()}
	}
	return &ScoreError{ScoreID: scoreID, Code: le.Code, Message: le.Message, Details: Ptr(le.Details)}
}

// EnqueueScore validates and fills score (an invalid one is a *ValidationError and nothing is
// queued), queues it for background delivery behind the records enqueued before it (so it follows
// the records it judges; batches hold one kind), and returns its score id at once. Flush, Close
// and Stats cover scores and records alike.
func (c *LedgerClient) EnqueueScore(score *Score) (string, error) {
	line, err := prepareScore(score)
	if err != nil {
		return "", err
	}
	d, err := c.background()
	if err != nil {
		return "", err
	}
	if err := d.enqueue(scoreItems, score.ScoreID, line); err != nil {
		return "", err
	}
	return score.ScoreID, nil
}

// GetScore reads one stored score of this agent.
func (c *LedgerClient) GetScore(ctx context.Context, scoreID string) (*StoredScore, error) {
	return fetch[StoredScore](ctx, c, request{op: OperationGetScore, path: map[string]string{"score_id": scoreID}, query: c.agent()})
}

// ScoresOptions filters and pages GetScores; every field set must hold. The zero value is the
// newest page of every score of the agent.
type ScoresOptions struct {
	// SessionID keeps the scores of one session; RecordID those of one record.
	SessionID, RecordID string

	// Name keeps the scores of one name.
	Name string

	// SourceKind keeps the scores of one kind of source.
	SourceKind ScoreSourceKind

	// Cursor is a previous page's NextCursor.
	Cursor string

	// Limit is the page size; 0 means the service's default.
	Limit int
}

// GetScores reads one page of this agent's scores, newest first.
func (c *LedgerClient) GetScores(ctx context.Context, opts ScoresOptions) (*ScorePage, error) {
	query := url.Values{}
	setText(query, "session_id", opts.SessionID)
	setText(query, "record_id", opts.RecordID)
	setText(query, "name", opts.Name)
	setText(query, "source_kind", string(opts.SourceKind))
	setText(query, "cursor", opts.Cursor)
	setCount(query, "limit", opts.Limit)
	return fetch[ScorePage](ctx, c, request{op: OperationListScores, path: c.agentPath(), query: query})
}

// ScoringQueueOptions pages GetScoringQueue; the zero value is the oldest page.
type ScoringQueueOptions struct {
	// Cursor is a previous page's NextCursor.
	Cursor string

	// Limit is the page size; 0 means the service's default.
	Limit int
}

// GetScoringQueue reads one page of the closed sessions no score named name judges yet, oldest
// first, across every agent this key may read (an owner's agents, or those granted to a
// scorer): a scorer's work. It does not need AgentID.
func (c *LedgerClient) GetScoringQueue(ctx context.Context, name string, opts ScoringQueueOptions) (*ScoringQueuePage, error) {
	query := url.Values{"name": {name}}
	setText(query, "cursor", opts.Cursor)
	setCount(query, "limit", opts.Limit)
	return ownerCall[ScoringQueuePage](ctx, c, request{op: OperationGetScoringQueue, query: query})
}

// CreateScoreConfig adds a rule of the owner's that scores naming its ConfigID must fit (422
// score_out_of_range otherwise). It does not need AgentID.
func (c *LedgerClient) CreateScoreConfig(ctx context.Context, config CreateScoreConfigRequest) (*ScoreConfig, error) {
	return ownerCall[ScoreConfig](ctx, c, request{op: OperationCreateScoreConfig, body: config})
}

// ListScoreConfigs reads the owner's score configs, oldest first, archived ones included.
func (c *LedgerClient) ListScoreConfigs(ctx context.Context) ([]ScoreConfig, error) {
	list, err := ownerCall[ScoreConfigList](ctx, c, request{op: OperationListScoreConfigs})
	if err != nil {
		return nil, err
	}
	return list.Configs, nil
}

// ArchiveScoreConfig archives a config for good, the only change a config takes: scores naming
// it stay valid; new ones are refused.
func (c *LedgerClient) ArchiveScoreConfig(ctx context.Context, configID string) (*ScoreConfig, error) {
	return ownerCall[ScoreConfig](ctx, c, request{op: OperationUpdateScoreConfig, path: map[string]string{"config_id": configID}, body: map[string]bool{"archived": true}})
}

// GrantScorer lets the scorer read and score every agent of this key's owner.
func (c *LedgerClient) GrantScorer(ctx context.Context, scorerID string) (*ScorerGrant, error) {
	return ownerCall[ScorerGrant](ctx, c, request{op: OperationGrantScorer, path: map[string]string{"scorer_id": scorerID}})
}

// RevokeScorer withdraws the grant: from then on the scorer sees nothing of this owner (404).
func (c *LedgerClient) RevokeScorer(ctx context.Context, scorerID string) error {
	conn, err := c.owner()
	if err != nil {
		return err
	}
	return conn.do(ctx, request{op: OperationRevokeScorer, path: map[string]string{"scorer_id": scorerID}}, nil)
}

// ownerCall sends r on the connection that needs no AgentID.
func ownerCall[T any](ctx context.Context, c *LedgerClient, r request) (*T, error) {
	conn, err := c.owner()
	if err != nil {
		return nil, err
	}
	return call[T](ctx, conn, r)
}

// ScoreOptions are what Session.Score takes besides the name and the value.
type ScoreOptions struct {
	// Source is who or what judged; the zero value is {Kind: ScoreSourceKindCode}.
	Source ScoreSource

	Explanation      string
	ConfigID         string
	JudgedCheckpoint *JudgedCheckpoint
	Metadata         map[string]any

	// ScoreID names the score: each call is a new score (the SDK's own retries resend the same
	// one); to make a retry of yours a duplicate, pass the same ScoreID. "" generates one.
	ScoreID string
}

// Score scores this session: value is a finite number, a category (a string) or a boolean.
func (s *Session) Score(ctx context.Context, name string, value any, opts ScoreOptions) (*ScoreAck, error) {
	return s.client.Score(ctx, s.score(name, value, opts))
}

func (s *Session) score(name string, value any, opts ScoreOptions) *Score {
	if opts.Source.Kind == "" {
		opts.Source.Kind = ScoreSourceKindCode
	}
	score := &Score{ScoreID: opts.ScoreID, SessionID: Ptr(s.id), Name: name, Value: value, Source: opts.Source, JudgedCheckpoint: opts.JudgedCheckpoint, Metadata: opts.Metadata}
	if opts.Explanation != "" {
		score.Explanation = Ptr(opts.Explanation)
	}
	if opts.ConfigID != "" {
		score.ConfigID = Ptr(opts.ConfigID)
	}
	return score
}

// VerifyScore checks offline that score (as GetScore returns it) is leaf proof.LeafIndex of its
// agent's scores log at the size checkpoint commits to, checkpoint being the signed note of
// GetScoresCheckpoint under that log's origin (`<verifier key name>/agents/<agent_id>/scores`), signed by verifierKey (the service's log key as a verifier key, from
// GET /v1/log/verifier-key, kept by the verifier). The leaf is computed from the score itself;
// the proof's LeafHash is not trusted. A failure is a *VerificationError (wrapping ErrNotVerified) saying which check failed.
func VerifyScore(score *StoredScore, proof *InclusionProof, checkpoint, verifierKey string) error {
	return VerifyScoreWith(score, proof, checkpoint, CheckpointPolicy{LogKey: verifierKey})
}

// VerifyScoreWith is VerifyScore that also requires the checkpoint to be cosigned by at least
// policy.Quorum of policy.Witnesses (policy.Address is not used: the service alone signs the scores log).
func VerifyScoreWith(score *StoredScore, proof *InclusionProof, checkpoint string, policy CheckpointPolicy) error {
	keyName, _, _, keyOK := parseKey(policy.LogKey, sigEd25519)
	if !keyOK {
		return refuse(VerificationKeyInvalid, "the verifier key is not an Ed25519 signed-note verifier key")
	}
	text, _, ok := parseNote(checkpoint)
	origin, size, root, textOK := parseCheckpointText(text)
	if !ok || !textOK {
		return refuse(VerificationCheckpointMalformed, "the checkpoint is not a signed checkpoint note")
	}
	if !VerifyNoteSignature(checkpoint, policy.LogKey) {
		return refuse(VerificationSignatureInvalid, "the checkpoint is not signed by %s's log key, or was changed after signing", keyName)
	}
	if shortfall := quorumShortfall(checkpoint, policy); shortfall != "" {
		return refuse(VerificationQuorumUnmet, "%s", shortfall)
	}
	agentID := ""
	if score.AgentID != nil {
		agentID = *score.AgentID
	}
	if want := scoresLogOrigin(agentID, keyName); origin != want {
		return refuse(VerificationOriginMismatch, "the checkpoint is of the log %s, not %s", origin, want)
	}
	if proof.TreeSize != size {
		return refuse(VerificationTreeSizeMismatch, "the proof is for a tree of %d leaves, the checkpoint of %d", proof.TreeSize, size)
	}
	data, err := json.Marshal(score)
	if err != nil {
		return refuse(VerificationNotIncluded, "score %s cannot be encoded: %v", score.ScoreID, err)
	}
	leaf, err := LeafHashJSON(data)
	if err != nil {
		return refuse(VerificationNotIncluded, "score %s cannot be hashed: %v", score.ScoreID, err)
	}
	if !VerifyInclusion(leaf, proof.LeafIndex, proof.TreeSize, proof.AuditPath, root) {
		return refuse(VerificationNotIncluded, "score %s is not leaf %d of the checkpoint's tree: the score or its proof was changed", score.ScoreID, proof.LeafIndex)
	}
	return nil
}

// parseCheckpointText reads a checkpoint's text (c2sp.org/tlog-checkpoint): its origin, its size
// and its root (hex), exactly as checkpointText writes them.
func parseCheckpointText(text string) (origin string, size int64, root string, ok bool) {
	lines := strings.Split(text, "\n")
	if len(lines) != 4 || lines[0] == "" {
		return "", 0, "", false
	}
	size, sizeErr := strconv.ParseInt(lines[1], 10, 64)
	raw, rootErr := base64.StdEncoding.DecodeString(lines[2])
	if sizeErr != nil || rootErr != nil || len(raw) != 32 || size < 0 || size > 1<<53-1 {
		return "", 0, "", false
	}
	root = hex.EncodeToString(raw)
	if again, err := checkpointText(lines[0], size, root); err != nil || again != text {
		return "", 0, "", false
	}
	return lines[0], size, root, true
}

// GetScoreProof reads the score's inclusion proof in this agent's scores log at treeSize leaves;
// 0 means at its latest checkpoint.
func (c *LedgerClient) GetScoreProof(ctx context.Context, scoreID string, treeSize int64) (*InclusionProof, error) {
	query := c.agent()
	if treeSize > 0 {
		query.Set("tree_size", strconv.FormatInt(treeSize, 10))
	}
	return fetch[InclusionProof](ctx, c, request{op: OperationGetScoreProof, path: map[string]string{"score_id": scoreID}, query: query})
}

// GetScoresCheckpoint reads the signed note of this agent's scores log at its latest checkpoint:
// what VerifyScore checks a proof against.
func (c *LedgerClient) GetScoresCheckpoint(ctx context.Context) (string, error) {
	var answer rawAnswer
	conn, err := c.connect()
	if err != nil {
		return "", err
	}
	if err := conn.do(ctx, request{op: OperationGetScoresLogCheckpoint, path: c.agentPath()}, &answer); err != nil {
		return "", err
	}
	return string(answer.body), nil
}

// GetLogVerifierKey reads the service's log key as signed-note verifier keys (and its retired
// ones): what VerifyScore and the checkpoints' notes are checked with. Keep it from a source you
// trust. It does not need AgentID.
func (c *LedgerClient) GetLogVerifierKey(ctx context.Context) (*LogVerifierKey, error) {
	return ownerCall[LogVerifierKey](ctx, c, request{op: OperationGetLogVerifierKey})
}

// scoresLogOrigin is the origin of agentID's scores log under the service's log name.
func scoresLogOrigin(agentID, logName string) string {
	return LogOrigin(agentID, logName) + "/scores"
}
