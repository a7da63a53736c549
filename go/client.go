package ledger

import (
	"context"
	"log/slog"
	"net/http"
	"net/url"
	"os"
	"strconv"
	"sync"
	"time"
)

// LedgerClientConfig configures a client bound to one agent. The zero value of every optional
// field is the sensible default.
type LedgerClientConfig struct {
	// APIKey is the owner-level key; it must own AgentID. "" means LEDGER_API_KEY.
	APIKey string

	// AgentID is the agent this client records for. "" means LEDGER_AGENT_ID.
	AgentID string

	// Environment defaults to EnvironmentProduction. EnvironmentDevelopment is the local service
	// (npm start); production and staging take their address from LEDGER_ENDPOINT.
	Environment Environment

	// Endpoint is the service's base URL; it overrides Environment and LEDGER_ENDPOINT.
	Endpoint string

	// DefaultModelInvocation is filled in as model_invocation on records that describe a model
	// call (Planning, Thinking, Reflecting) and carry none.
	DefaultModelInvocation *ModelInvocation

	// Retry nil means 3 retries, after 500, 1000 and 2000 ms.
	Retry *RetryConfig

	// HTTPClient sends every request (its Transport is the hook for tests and instrumentation);
	// nil means a client with a 30-second timeout per attempt.
	HTTPClient *http.Client

	// Logger sees retries (Warn) and, in background mode, drops and failures (Error); nil is silent.
	Logger *slog.Logger

	// Background turns on background mode for Enqueue (nil: Enqueue is refused). Call Close
	// before the process ends: Go has no exit hook (a SpoolDir keeps what a missed Close leaves).
	Background *BackgroundConfig

	// Signer signs a byow agent's checkpoints for Anchor with its wallet; custodial agents need
	// none (the service signs).
	Signer Signer
}

// LedgerClient records and reads the trace of one agent, and scores it. It is safe for concurrent use.
type LedgerClient struct {
	config  LedgerClientConfig
	connect func() (*connection, error)
	// owner is the connection for what is not the agent's: the owner's score configs and grants, a scorer's queue.
	owner      func() (*connection, error)
	background func() (*delivery, error)
	stamp      *versionStamp // the version records naming none are stamped with
}

// NewLedgerClient makes no request and checks nothing yet: the first call checks the
// configuration (a bad one is a *ValidationError, and no request is sent).
func NewLedgerClient(config LedgerClientConfig) *LedgerClient {
	if config.AgentID == "" {
		config.AgentID = os.Getenv(AgentIDVariable)
	}
	c := &LedgerClient{config: config, stamp: newVersionStamp()}
	c.owner = sync.OnceValues(func() (*connection, error) {
		return connect(ConnectionParams{APIKey: config.APIKey, Environment: config.Environment, Endpoint: config.Endpoint, Retry: config.Retry, HTTPClient: config.HTTPClient}, config.Logger)
	})
	c.connect = func() (*connection, error) {
		if config.AgentID == "" {
			return nil, validationError("AgentID", "must be a non-empty string (or set "+AgentIDVariable+")")
		}
		return c.owner()
	}
	c.background = sync.OnceValues(func() (*delivery, error) {
		if config.Background == nil {
			return nil, validationError("Background", "is not configured: set Background in LedgerClientConfig to use Enqueue")
		}
		conn, err := c.connect()
		if err != nil {
			return nil, err
		}
		return newDelivery(conn, config.AgentID, *config.Background, c.stamp)
	})
	return c
}

// ConnectionParams are the connection fields of the owner-level calls (RegisterAgent,
// ResolveAgentID, ListAgents), embedded in their inputs: in.APIKey reads as before.
// LedgerClientConfig holds the same fields, and a Logger, as its own.
type ConnectionParams struct {
	// APIKey is the owner-level key. "" means LEDGER_API_KEY.
	APIKey string

	// Environment defaults to EnvironmentProduction; Endpoint overrides it and LEDGER_ENDPOINT.
	Environment Environment
	Endpoint    string

	// Retry nil means 3 retries, after 500, 1000 and 2000 ms.
	Retry *RetryConfig

	// HTTPClient nil means a client with a 30-second timeout per attempt.
	HTTPClient *http.Client
}

// RegisterAgentInput is what RegisterAgent takes.
type RegisterAgentInput struct {
	ConnectionParams

	// Name is unique within the owner: registering a known name answers the existing agent.
	Name string

	// Wallet is a byow agent's anchor address; custodial owners leave it nil.
	Wallet *AgentWalletInput

	Metadata *AgentMetadata
}

// RegisterAgent registers an agent under the owner of APIKey; a known name answers the existing
// agent (and ignores Wallet).
func RegisterAgent(ctx context.Context, in RegisterAgentInput) (*Agent, error) {
	conn, err := connect(in.ConnectionParams, nil)
	if err != nil {
		return nil, err
	}
	body := RegisterAgentRequest{Name: in.Name, Wallet: in.Wallet, Metadata: in.Metadata}
	return call[Agent](ctx, conn, request{op: OperationRegisterAgent, body: body})
}

// ResolveAgentInput is what ResolveAgentID takes.
type ResolveAgentInput struct {
	ConnectionParams

	Name string
}

// ResolveAgentID looks an agent up by name; an unknown name is a *NotFoundError.
func ResolveAgentID(ctx context.Context, in ResolveAgentInput) (string, error) {
	conn, err := connect(in.ConnectionParams, nil)
	if err != nil {
		return "", err
	}
	var lookup AgentLookup
	if err := conn.do(ctx, request{op: OperationResolveAgent, query: url.Values{"name": {in.Name}}}, &lookup); err != nil {
		return "", err
	}
	return lookup.AgentID, nil
}

// ListAgentsInput is what ListAgents takes.
type ListAgentsInput struct {
	ConnectionParams

	// Cursor is a previous page's NextCursor; "" is the first page.
	Cursor string

	// Limit is the page size; 0 means the service's default.
	Limit int
}

// ListAgents reads one page of the owner's agents, by name.
func ListAgents(ctx context.Context, in ListAgentsInput) (*AgentPage, error) {
	conn, err := connect(in.ConnectionParams, nil)
	if err != nil {
		return nil, err
	}
	query := url.Values{}
	setText(query, "cursor", in.Cursor)
	setCount(query, "limit", in.Limit)
	return call[AgentPage](ctx, conn, request{op: OperationListAgents, query: query})
}

// Submit validates record locally and stores it. RecordID, SchemaVersion and ClientTsUTC are
// filled into record when they are zero, so submitting the same record again (after any
// failure) is a duplicate, never a second record or a conflict. An invalid record is a
// *ValidationError and nothing is sent.
func (c *LedgerClient) Submit(ctx context.Context, record *Record) (*RecordAck, error) {
	sent, stamped, err := prepare(record, c.config.DefaultModelInvocation, c.stamp.get())
	if err != nil {
		return nil, err
	}
	conn, err := c.connect()
	if err != nil {
		return nil, err
	}
	ack, err := call[RecordAck](ctx, conn, request{op: OperationSubmitRecord, query: c.agent(), body: sent})
	// An older service: a record the SDK stamped goes once more, stamped as it takes it, if it fits.
	if le := asLedgerError(err); le != nil && stamped && c.stamp.learn(le.Code, &le.Details, conn.log()) {
		if again, _, ok := restamp(record, sent, c.stamp.get()); ok {
			return call[RecordAck](ctx, conn, request{op: OperationSubmitRecord, query: c.agent(), body: again})
		}
	}
	return ack, err
}

// SubmitBatch stores up to MaxBatchRecords records, each on its own: only the locally valid ones
// are sent, and Results[i] speaks of records[i] whatever failed (a local refusal, or the
// service's). Only batch-level failures (auth, transport, the batch's size) are returned as errors.
func (c *LedgerClient) SubmitBatch(ctx context.Context, records []*Record) (*BatchAck, error) {
	plan, err := planBatch(records, c.config.DefaultModelInvocation, c.stamp.get())
	if err != nil {
		return nil, err
	}
	if len(plan.sent) == 0 {
		return plan.align(&BatchAck{BatchID: NewRecordID()}), nil
	}
	conn, err := c.connect()
	if err != nil {
		return nil, err
	}
	var ack BatchAck
	body := struct {
		Records []Record `json:"records"`
	}{plan.sent}
	if err := conn.do(ctx, request{op: OperationSubmitBatch, query: c.agent(), body: body}, &ack); err != nil {
		return nil, err
	}
	return c.resendRestamped(ctx, conn, records, plan, plan.align(&ack))
}

// resendRestamped: an older service's refusals for the version teach the stamp; the records the
// SDK stamped go again, stamped as it takes them, when they fit, their results laid back.
func (c *LedgerClient) resendRestamped(ctx context.Context, conn *connection, records []*Record, plan *batchPlan, aligned *BatchAck) (*BatchAck, error) {
	learned := false
	for _, result := range aligned.Results {
		if result.RecordError != nil && c.stamp.learn(result.RecordError.Code, result.RecordError.Details, conn.log()) {
			learned = true
		}
	}
	if !learned {
		return aligned, nil
	}
	var at []int
	var again []Record
	for i, result := range aligned.Results {
		if result.RecordError == nil || result.RecordError.Code != CodeSchemaVersionUnsupported || !plan.stamped[i] {
			continue
		}
		if sent, _, ok := restamp(records[i], plan.byInput[i], c.stamp.get()); ok {
			at, again = append(at, i), append(again, sent)
		}
	}
	if len(again) == 0 {
		return aligned, nil
	}
	var resent BatchAck
	body := struct {
		Records []Record `json:"records"`
	}{again}
	if err := conn.do(ctx, request{op: OperationSubmitBatch, query: c.agent(), body: body}, &resent); err != nil {
		return nil, err
	}
	for k, i := range at {
		if k < len(resent.Results) {
			aligned.Results[i] = resent.Results[k]
		}
	}
	return aligned, nil
}

// Enqueue validates and fills record (an invalid one is a *ValidationError and nothing is
// queued), queues it for background delivery and returns its record id at once. A full queue is
// a queue_full *RateLimitError, or with DropWhenFull a counted drop reported to OnError; a spool
// the disk cannot write is a spool_write_failed *RateLimitError (nothing queued).
func (c *LedgerClient) Enqueue(record *Record) (string, error) {
	sent, line, _, err := prepareJSON(record, c.config.DefaultModelInvocation, c.stamp.get())
	if err != nil {
		return "", err
	}
	d, err := c.background()
	if err != nil {
		return "", err
	}
	if err := d.enqueue(recordItems, sent.RecordID, line); err != nil {
		return "", err
	}
	return sent.RecordID, nil
}

// Flush sends what is queued (records and scores) and waits for it until ctx ends: the outcomes
// since the previous Flush, and Pending for what is still queued or in flight.
func (c *LedgerClient) Flush(ctx context.Context) (*FlushResult, error) {
	d, err := c.background()
	if err != nil {
		return nil, err
	}
	return d.flush(ctx), nil
}

// Close flushes until ctx ends, then stops background delivery: what is still pending stays in
// the spool for the next process, or without one is dropped and reported to OnError. A client
// without Background has nothing to close.
func (c *LedgerClient) Close(ctx context.Context) (*FlushResult, error) {
	if c.config.Background == nil {
		return &FlushResult{}, nil
	}
	d, err := c.background()
	if err != nil {
		return nil, err
	}
	return d.close(ctx), nil
}

// Stats are background delivery's counters, records and scores together (zero without Background).
func (c *LedgerClient) Stats() DeliveryStats {
	if c.config.Background == nil {
		return DeliveryStats{}
	}
	d, err := c.background()
	if err != nil {
		return DeliveryStats{}
	}
	return d.snapshot()
}

// GetRecord reads one stored record of this agent. An erased record is a *NotFoundError of code
// record_erased (TombstoneOf reads its tombstone); ReadRecord gives either as a value.
func (c *LedgerClient) GetRecord(ctx context.Context, recordID string) (*StoredRecord, error) {
	return fetch[StoredRecord](ctx, c, request{op: OperationGetRecord, path: map[string]string{"record_id": recordID}, query: c.agent()})
}

// GetSession reads every record of a session, by server_ts_utc ascending, and whether its Acting
// record has closed it. The service answers in pages (of MaxSessionPageRecords, the most it
// gives); GetSession follows them through NextCursor and returns them as one (Closed and
// ActingRecordID as the last page says, NextCursor nil). A session with no record is a
// *NotFoundError.
func (c *LedgerClient) GetSession(ctx context.Context, sessionID string) (*SessionFetch, error) {
	return c.GetSessionPages(ctx, sessionID, nil)
}

// GetSessionPages is GetSession that hands each page's records to onPage as the page arrives,
// before the next is asked for (a viewer draws a long session from its first page). A nil
// onPage is GetSession.
func (c *LedgerClient) GetSessionPages(ctx context.Context, sessionID string, onPage func(records []ReadRecord)) (*SessionFetch, error) {
	records := []ReadRecord{}
	query := c.sessionPage()
	for {
		page, err := fetch[SessionFetch](ctx, c, request{op: OperationGetSession, path: map[string]string{"session_id": sessionID}, query: query})
		if err != nil {
			return nil, err
		}
		records = append(records, page.Records...)
		if onPage != nil {
			onPage(page.Records)
		}
		if page.NextCursor == nil || *page.NextCursor == "" {
			page.Records, page.NextCursor = records, nil
			return page, nil
		}
		query = c.sessionPage()
		query.Set("cursor", *page.NextCursor)
	}
}

// TraceOptions pages GetTrace; the zero value is the newest page.
type TraceOptions struct {
	// Before is a record id (a previous page's NextCursor): the page holds older records.
	Before string

	// Order is "desc" (newest first, the default) or "asc" (oldest first, paged with After).
	Order string

	// After is, with Order "asc", a previous page's NextCursor: the page holds newer records.
	After string

	// Behavior keeps only records of one kind.
	Behavior Behavior

	// Limit is the page size; 0 means the service's default (100; at most 500).
	Limit int
}

// GetTrace reads one page of this agent's trace.
func (c *LedgerClient) GetTrace(ctx context.Context, opts TraceOptions) (*TracePage, error) {
	query := url.Values{}
	setText(query, "before", opts.Before)
	setText(query, "after", opts.After)
	setText(query, "order", opts.Order)
	setText(query, "behavior", string(opts.Behavior))
	setCount(query, "limit", opts.Limit)
	return fetch[TracePage](ctx, c, request{op: OperationGetTrace, path: c.agentPath(), query: query})
}

// SessionsOptions pages ListSessions; the zero value is the newest page of every session.
type SessionsOptions struct {
	// Closed nil lists every session; Ptr(true) the closed ones, most recently closed first
	// (the feed a scorer follows); Ptr(false) the open ones.
	Closed *bool

	// Cursor is a previous page's NextCursor.
	Cursor string

	// Limit is the page size; 0 means the service's default.
	Limit int
}

// ListSessions reads one page of this agent's sessions.
func (c *LedgerClient) ListSessions(ctx context.Context, opts SessionsOptions) (*SessionPage, error) {
	query := url.Values{}
	if opts.Closed != nil {
		query.Set("closed", strconv.FormatBool(*opts.Closed))
	}
	setText(query, "cursor", opts.Cursor)
	setCount(query, "limit", opts.Limit)
	return fetch[SessionPage](ctx, c, request{op: OperationListSessions, path: c.agentPath(), query: query})
}

// SearchOptions are the words and filters of SearchRecords; every field set must hold.
type SearchOptions struct {
	// Q holds words every match holds, in any script; quotes and operators are plain separators.
	Q string

	// Behavior keeps only records of one kind.
	Behavior Behavior

	// Tag keeps only records carrying this tag.
	Tag string

	// SessionID keeps only records of one session.
	SessionID string

	// Since and Until bound the receipt time (server_ts_utc): Since inclusive, Until exclusive;
	// the zero Time leaves a side open.
	Since, Until time.Time

	// HasAttachments nil ignores attachments; Ptr(true) keeps records with some, Ptr(false) without.
	HasAttachments *bool

	// Cursor is a previous page's NextCursor.
	Cursor string

	// Limit is the page size; 0 means the service's default (50; at most 500).
	Limit int
}

// SearchRecords reads one page of this agent's records matching opts, newest first.
func (c *LedgerClient) SearchRecords(ctx context.Context, opts SearchOptions) (*TracePage, error) {
	query := url.Values{}
	setText(query, "q", opts.Q)
	setText(query, "behavior", string(opts.Behavior))
	setText(query, "tag", opts.Tag)
	setText(query, "session_id", opts.SessionID)
	setTime(query, "since", opts.Since)
	setTime(query, "until", opts.Until)
	if opts.HasAttachments != nil {
		query.Set("has_attachments", strconv.FormatBool(*opts.HasAttachments))
	}
	setText(query, "cursor", opts.Cursor)
	setCount(query, "limit", opts.Limit)
	return fetch[TracePage](ctx, c, request{op: OperationSearchRecords, path: c.agentPath(), query: query})
}

// NewSession pins a session id onto the records submitted through it; "" generates one.
// Local only: no request.
func (c *LedgerClient) NewSession(id string) *Session {
	if id == "" {
		id = NewRecordID()
	}
	return &Session{id: id, client: c}
}

// fetch sends r on the client's connection and decodes the answer into a new T; nil with any error.
func fetch[T any](ctx context.Context, c *LedgerClient, r request) (*T, error) {
	conn, err := c.connect()
	if err != nil {
		return nil, err
	}
	return call[T](ctx, conn, r)
}

// call sends r and decodes the answer into a new T; nil with any error.
func call[T any](ctx context.Context, conn *connection, r request) (*T, error) {
	var out T
	if err := conn.do(ctx, r, &out); err != nil {
		return nil, err
	}
	return &out, nil
}

func (c *LedgerClient) agent() url.Values {
	return url.Values{"agent_id": {c.config.AgentID}}
}

// sessionPage is the query of one GetSession page, before its cursor.
func (c *LedgerClient) sessionPage() url.Values {
	query := c.agent()
	query.Set("limit", strconv.Itoa(MaxSessionPageRecords))
	return query
}

func setText(query url.Values, name, value string) {
	if value != "" {
		query.Set(name, value)
	}
}

func setTime(query url.Values, name string, value time.Time) {
	if !value.IsZero() {
		query.Set(name, strconv.FormatInt(value.UnixMilli(), 10))
	}
}

func setCount(query url.Values, name string, value int) {
	if value != 0 {
		query.Set(name, strconv.Itoa(value))
	}
}
