// Package ledger is the Go SDK of trace-ledger, a reasoning-trace service for AI agents: agents
// publish one Record per behaviour step (Observing, Planning, Thinking, Acting, Reflecting,
// ToolCalling, Other), grouped into sessions, and read them back.
//
// A LedgerClient is bound to one agent and is safe for concurrent use; every call that talks to
// the service takes a context.Context first:
//
//	client := ledger.NewLedgerClient(ledger.LedgerClientConfig{APIKey: apiKey, AgentID: agentID})
//	session := client.NewSession("")
//	ack, err := session.Submit(ctx, &ledger.Record{Behavior: ledger.BehaviorObserving, TriggerSource: ledger.Ptr("feed")})
//
// Records are checked offline against the bundled JSON Schema before they are sent (an invalid
// one is a *ValidationError and nothing is sent); retries resend the same body, so a record is
// stored once. Every error gives a *LedgerError with a stable Code to errors.As; errors.As into
// *ValidationError, *AuthError, *NotFoundError, *RateLimitError, *NetworkError, *ServerError or
// *IdempotencyConflictError selects its kind.
//
// The types, the error codes and the constants are generated from the repository's schema/ and
// openapi/ by `npm run codegen` (the *.gen.go files).
package ledger
