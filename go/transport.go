package ledger

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"math"
	"net/http"
	"net/url"
	"os"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"
)

// RetryConfig says how failed attempts are tried again. Retried: transport failures, 408, 429
// (waiting at least what the service asks for), 500, 502, 503, 504; never any other 4xx. Every
// retry sends the same body, so a record is stored once whatever happens to the answers.
type RetryConfig struct {
	// Attempts is how many retries may follow the first try; 0 means none.
	Attempts int

	// BackoffMs[i] is the wait in milliseconds before retry i+1, the last value repeating;
	// nil means the default [500, 1000, 2000].
	BackoffMs []int
}

// defaultRetry is what a nil *RetryConfig means (the specification's defaults).
var defaultRetry = RetryConfig{Attempts: 3, BackoffMs: []int{500, 1000, 2000}}

const defaultTimeout = 30 * time.Second

// The environment variables that fill the configuration the caller leaves out.
const (
	APIKeyVariable  = "LEDGER_API_KEY"
	AgentIDVariable = "LEDGER_AGENT_ID"
)

// connection is one checked configuration: where requests go, with which key, how retried.
type connection struct {
	apiKey  string
	baseURL string
	http    *http.Client
	retry   RetryConfig
	logger  *slog.Logger
	// sleep waits between attempts; tests record the waits instead.
	sleep func(ctx context.Context, d time.Duration) error
}

// connect checks the settings; a bad one is a *ValidationError, and no request is sent. logger
// sees retries; nil is silent.
func connect(p ConnectionParams, logger *slog.Logger) (*connection, error) {
	apiKey := p.APIKey
	if apiKey == "" {
		apiKey = os.Getenv(APIKeyVariable)
	}
	if apiKey == "" {
		return nil, validationError("APIKey", "must be a non-empty string (or set "+APIKeyVariable+")")
	}
	base, err := baseURL(p.Environment, p.Endpoint)
	if err != nil {
		return nil, err
	}
	retry := RetryConfig{Attempts: defaultRetry.Attempts, BackoffMs: slices.Clone(defaultRetry.BackoffMs)}
	if p.Retry != nil {
		retry.Attempts = p.Retry.Attempts
		if p.Retry.BackoffMs != nil {
			retry.BackoffMs = slices.Clone(p.Retry.BackoffMs) // the caller's slice may change later
		}
	}
	if retry.Attempts < 0 {
		return nil, validationError("Retry.Attempts", "must be a non-negative integer")
	}
	if len(retry.BackoffMs) == 0 || slices.ContainsFunc(retry.BackoffMs, func(ms int) bool { return ms < 0 }) {
		return nil, validationError("Retry.BackoffMs", "must be a non-empty list of non-negative numbers")
	}
	client := p.HTTPClient
	if client == nil {
		client = &http.Client{Timeout: defaultTimeout}
	}
	return &connection{apiKey: apiKey, baseURL: base, http: client, retry: retry, logger: logger, sleep: sleepContext}, nil
}

// baseURL: endpoint overrides everything; otherwise the environment's address, or for the
// environments without one, LEDGER_ENDPOINT.
func baseURL(environment Environment, endpoint string) (string, error) {
	if endpoint != "" {
		return checkedURL(endpoint, "Endpoint")
	}
	if environment == "" {
		environment = EnvironmentProduction
	}
	names := make([]string, 0, len(environments))
	for _, env := range environments {
		names = append(names, string(env.name))
		if env.name != environment {
			continue
		}
		if env.url != "" {
			return env.url, nil
		}
		if fromEnv := os.Getenv(EndpointVariable); fromEnv != "" {
			return checkedURL(fromEnv, EndpointVariable)
		}
		return "", newError(LedgerError{
			Code: CodeEndpointNotConfigured,
			Message: fmt.Sprintf("the %s environment has no address yet: set %s to the service's URL, or pass Endpoint (environment %q is %s)",
				environment, EndpointVariable, EnvironmentDevelopment, developmentURL()),
			Details: ErrorDetails{Field: Ptr("endpoint"), Reason: Ptr("is not set, and neither is " + EndpointVariable)},
		})
	}
	return "", validationError("Environment", "must be one of "+strings.Join(names, ", "))
}

func developmentURL() string {
	for _, env := range environments {
		if env.name == EnvironmentDevelopment {
			return env.url
		}
	}
	return ""
}

func checkedURL(raw, field string) (string, error) {
	u, err := url.Parse(raw)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return "", validationError(field, "must be an http(s) URL")
	}
	// A path prefix (a proxy mount) is kept; the operation's path is appended to it.
	return u.Scheme + "://" + u.Host + strings.TrimRight(u.Path, "/"), nil
}

func sleepContext(ctx context.Context, d time.Duration) error {
	timer := time.NewTimer(d)
	defer timer.Stop()
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-timer.C:
		return nil
	}
}

type operation struct {
	method, path string
}

// request is one call: the operation, its path and query parameters, its body (JSON, or raw
// bytes with their headers: a blob).
type request struct {
	op     Operation
	path   map[string]string
	query  url.Values
	body   any
	raw    []byte
	header http.Header
}

// rawAnswer receives a binary answer (a blob's bytes) with its headers, instead of decoded JSON.
type rawAnswer struct {
	body   []byte
	header http.Header
}

// do sends r, retrying what is transient, and decodes the answer into out.
func (c *connection) do(ctx context.Context, r request, out any) error {
	target, method, err := c.target(r)
	if err != nil {
		return err
	}
	payload := r.raw // encoded once: every retry sends the same bytes
	if r.body != nil {
		if payload, err = json.Marshal(r.body); err != nil {
			return validationError("", "cannot be encoded as JSON: "+err.Error())
		}
	}
	for retry := 0; ; retry++ {
		err := c.attempt(ctx, method, target, payload, r.header, out)
		if err == nil {
			return nil
		}
		if retry >= c.retry.Attempts || !retryable(err) {
			return err
		}
		if ctx.Err() != nil {
			return cancelled(ctx, target)
		}
		wait := c.delay(retry, err)
		c.log().LogAttrs(ctx, slog.LevelWarn, "ledger: retrying "+string(r.op),
			slog.String("operation", string(r.op)), slog.Int("retry", retry+1), slog.Int64("wait_ms", wait.Milliseconds()), slog.String("code", string(codeOf(err))))
		if c.sleep(ctx, wait) != nil {
			return cancelled(ctx, target)
		}
	}
}

func (c *connection) target(r request) (string, string, error) {
	op, known := operations[r.op]
	if !known {
		return "", "", fmt.Errorf("ledger: unknown operation %s", r.op)
	}
	path := op.path
	for name, value := range r.path {
		path = strings.ReplaceAll(path, "{"+name+"}", url.PathEscape(value))
	}
	target := c.baseURL + path
	if len(r.query) > 0 {
		target += "?" + r.query.Encode()
	}
	return target, op.method, nil
}

func (c *connection) attempt(ctx context.Context, method, target string, payload []byte, header http.Header, out any) error {
	var body io.Reader
	if payload != nil {
		body = bytes.NewReader(payload)
	}
	req, err := http.NewRequestWithContext(ctx, method, target, body)
	if err != nil {
		return validationError("Endpoint", "does not make a valid request URL: "+err.Error())
	}
	req.Header.Set("Authorization", "Bearer "+c.apiKey)
	req.Header.Set("Accept", "application/json")
	req.Header.Set("X-Ledger-Sdk", sdkHeader)
	if payload != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	for name, values := range header {
		req.Header[name] = values
	}
	raw, binary := out.(*rawAnswer)
	if binary {
		req.Header.Set("Accept", "*/*")
	}
	resp, err := c.http.Do(req)
	if err != nil {
		return unreachable(ctx, target, err)
	}
	defer resp.Body.Close()
	c.noteDeprecation(resp.Header)
	// Read inside the attempt: a connection can stall or drop mid-body.
	text, err := io.ReadAll(resp.Body)
	if err != nil {
		return unreachable(ctx, target, err)
	}
	if binary && resp.StatusCode >= 200 && resp.StatusCode < 300 {
		raw.body, raw.header = text, resp.Header
		return nil
	}
	return readResponse(resp, text, out)
}

// deprecationsSeen holds the Deprecation and Sunset values already logged by this process.
var deprecationsSeen sync.Map

// noteDeprecation logs once per process (to the Logger, else slog's default) that the service
// deprecates a schema version this client sends (RFC 9745 Deprecation, RFC 8594 Sunset).
func (c *connection) noteDeprecation(header http.Header) {
	deprecation := header.Get("Deprecation")
	if deprecation == "" {
		return
	}
	sunset := header.Get("Sunset")
	if _, seen := deprecationsSeen.LoadOrStore(deprecation+" "+sunset, true); seen {
		return
	}
	logger := c.logger
	if logger == nil {
		logger = slog.Default()
	}
	logger.Warn("the service deprecates a schema version this client sends; records stamped "+SchemaVersion+" by this SDK are current",
		"deprecation", deprecation, "sunset", sunset, "link", header.Get("Link"))
}

func unreachable(ctx context.Context, target string, err error) error {
	if ctx.Err() != nil {
		return cancelled(ctx, target)
	}
	return newError(LedgerError{
		Code:    CodeNetworkFailed,
		Message: fmt.Sprintf("could not reach %s: %v", target, err),
		Details: ErrorDetails{Reason: Ptr(err.Error())},
		Err:     err,
	})
}

// cancelled: ctx ended; the error wraps ctx.Err() for errors.Is.
func cancelled(ctx context.Context, target string) error {
	return newError(LedgerError{
		Code:    CodeNetworkFailed,
		Message: fmt.Sprintf("request to %s not completed: %v", target, ctx.Err()),
		Details: ErrorDetails{Reason: Ptr(ctx.Err().Error())},
		Err:     ctx.Err(),
	})
}

// retryable: a transient failure of one attempt, as its code says (x-retry in
// schema/errors.schema.json), not its status; a code this SDK does not know is not. An attempt's
// own timeout (the HTTP client's) is one; the caller's ctx ending is not, and do checks that first.
func retryable(err error) bool {
	le := asLedgerError(err)
	if le == nil {
		return false
	}
	row, ok := codeRows[le.Code]
	return ok && row.Retry && (row.RetryStatuses == nil || slices.Contains(row.RetryStatuses, le.Status))
}

func codeOf(err error) ErrorCode {
	if le := asLedgerError(err); le != nil {
		return le.Code
	}
	return ""
}

// log is the configured Logger, or one that discards: retries are not news unless asked for.
func (c *connection) log() *slog.Logger {
	if c.logger == nil {
		return discardLogger
	}
	return c.logger
}

var discardLogger = slog.New(discardHandler{})

// discardHandler is the logger of a client configured without one (slog.DiscardHandler is Go 1.24).
type discardHandler struct{}

func (discardHandler) Enabled(context.Context, slog.Level) bool  { return false }
func (discardHandler) Handle(context.Context, slog.Record) error { return nil }
func (d discardHandler) WithAttrs([]slog.Attr) slog.Handler      { return d }
func (d discardHandler) WithGroup(string) slog.Handler           { return d }

// delay is the wait before retry number `retry` (0-based): the backoff, or longer when the
// service asked for it.
func (c *connection) delay(retry int, err error) time.Duration {
	backoff := c.retry.BackoffMs[min(retry, len(c.retry.BackoffMs)-1)]
	wait := time.Duration(backoff) * time.Millisecond
	if le := asLedgerError(err); le != nil && le.Details.RetryAfterMs != nil {
		wait = max(wait, time.Duration(*le.Details.RetryAfterMs)*time.Millisecond)
	}
	return wait
}

// readResponse decodes a 2xx into out, or turns the answer into the error it stands for.
func readResponse(resp *http.Response, text []byte, out any) error {
	status := resp.StatusCode
	if status == http.StatusNoContent { // the operation answers nothing (RevokeScorer)
		return nil
	}
	if status >= 200 && status < 300 {
		if !json.Valid(text) {
			// Not from the service as specified (a proxy, a captive portal).
			return serverError(status, "the response body is not JSON")
		}
		if out != nil {
			if err := json.Unmarshal(text, out); err != nil {
				return serverError(status, "the response body does not have the documented shape: "+err.Error())
			}
		}
		return nil
	}
	var envelope ErrorEnvelope
	isEnvelope := json.Unmarshal(text, &envelope) == nil && envelope.Error.Code != "" && envelope.Error.Message != ""
	e := LedgerError{Status: status, RequestID: resp.Header.Get("X-Request-Id")}
	if isEnvelope {
		e.Code, e.Message, e.RequestID = envelope.Error.Code, envelope.Error.Message, envelope.RequestID
		if envelope.Error.Details != nil {
			e.Details = *envelope.Error.Details
		}
	} else {
		e.Message = fmt.Sprintf("the service answered HTTP %d", status)
		// Only a status whose meaning HTTP itself fixes is read as a service code.
		switch status {
		case http.StatusTooManyRequests:
			e.Code = CodeRateLimited
		case http.StatusRequestTimeout:
			e.Code = CodeRequestTimeout
		default:
			e.Code = ErrorCode("http_" + strconv.Itoa(status))
		}
	}
	// Both the body and Retry-After may ask for a wait: the larger holds.
	if header, ok := retryAfterMs(resp.Header.Get("Retry-After")); ok {
		if e.Details.RetryAfterMs == nil || header > *e.Details.RetryAfterMs {
			e.Details.RetryAfterMs = Ptr(header)
		}
	}
	if status >= 500 {
		e.Code = CodeServer5xx
		e.Details.Status = Ptr(int64(status))
	}
	return newError(e)
}

func serverError(status int, reason string) error {
	return newError(LedgerError{
		Code:    CodeServer5xx,
		Message: reason,
		Details: ErrorDetails{Status: Ptr(int64(status)), Reason: Ptr(reason)},
		Status:  status,
	})
}

// retryAfterMs reads Retry-After: delay-seconds or an HTTP date (RFC 9110 §10.2.3).
func retryAfterMs(header string) (int64, bool) {
	header = strings.TrimSpace(header)
	if header == "" {
		return 0, false
	}
	if seconds, err := strconv.ParseFloat(header, 64); err == nil && !math.IsInf(seconds, 0) && !math.IsNaN(seconds) {
		return int64(math.Max(0, math.Round(seconds*1000))), true
	}
	if date, err := http.ParseTime(header); err == nil {
		return max(0, time.Until(date).Milliseconds()), true
	}
	return 0, false
}
