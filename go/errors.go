package ledger

import (
	"errors"
	"fmt"
)

// LedgerError is what every error the SDK returns gives to errors.As: the stable Code, a Message
// for people and the machine-readable Details. The kinds (*ValidationError, *AuthError, …) wrap
// it; which kind carries which code is the schema's call (errors.schema.json, x-sdk-class), never
// the HTTP status alone. An unknown code from a newer service arrives as a bare *LedgerError.
type LedgerError struct {
	// Code is stable and machine-readable: one of the Code… constants, or a newer one.
	Code ErrorCode

	Message string

	Details ErrorDetails

	// RequestID is the service's request_id, when the error came from a response.
	RequestID string

	// Status is the HTTP status, when the error came from a response (0 otherwise).
	Status int

	// Err is the cause: a transport error, or ctx.Err() for a cancelled or expired context.
	Err error
}

func (e *LedgerError) Error() string { return fmt.Sprintf("ledger: %s: %s", e.Code, e.Message) }

func (e *LedgerError) Unwrap() error { return e.Err }

// ValidationError: the input breaks the schema or a request rule (Details.Field is a JSON
// Pointer, Details.Reason says why); local refusals never reach the network.
type ValidationError struct{ LedgerError }

// AuthError: the key is unknown, expired, or may not do this.
type AuthError struct{ LedgerError }

// NotFoundError: no such object, or it belongs to another owner.
type NotFoundError struct{ LedgerError }

// RateLimitError: too many requests; RetryAfterMs says how long to wait.
type RateLimitError struct {
	LedgerError
	RetryAfterMs int64
}

// NetworkError: the service could not be reached (after the retries), or ctx ended first.
type NetworkError struct{ LedgerError }

// ServerError: the service failed; Status holds the HTTP status.
type ServerError struct{ LedgerError }

// IdempotencyConflictError: the record_id is stored with a different body.
type IdempotencyConflictError struct{ LedgerError }

func (e *ValidationError) Unwrap() error          { return &e.LedgerError }
func (e *AuthError) Unwrap() error                { return &e.LedgerError }
func (e *NotFoundError) Unwrap() error            { return &e.LedgerError }
func (e *RateLimitError) Unwrap() error           { return &e.LedgerError }
func (e *NetworkError) Unwrap() error             { return &e.LedgerError }
func (e *ServerError) Unwrap() error              { return &e.LedgerError }
func (e *IdempotencyConflictError) Unwrap() error { return &e.LedgerError }

// The base kinds' constructors; a declared class (errors.gen.go) builds on its parent's.
func newValidationError(e LedgerError) *ValidationError { return &ValidationError{e} }
func newAuthError(e LedgerError) *AuthError             { return &AuthError{e} }
func newNotFoundError(e LedgerError) *NotFoundError     { return &NotFoundError{e} }
func newNetworkError(e LedgerError) *NetworkError       { return &NetworkError{e} }
func newServerError(e LedgerError) *ServerError         { return &ServerError{e} }
func newIdempotencyConflictError(e LedgerError) *IdempotencyConflictError {
	return &IdempotencyConflictError{e}
}
func newRateLimitError(e LedgerError) *RateLimitError {
	r := &RateLimitError{LedgerError: e}
	if e.Details.RetryAfterMs != nil {
		r.RetryAfterMs = *e.Details.RetryAfterMs
	}
	return r
}

// errorCode is one row of the generated table (errors.gen.go).
type errorCode struct {
	Code          ErrorCode
	Status        int
	Class         string
	Retry         bool // x-retry: tried again after it (only on RetryStatuses, when given)
	RetryStatuses []int
}

// errorClasses makes each class a code may name: the base kinds and the declared ones.
var errorClasses = func() map[string]func(LedgerError) error {
	classes := map[string]func(LedgerError) error{
		"ValidationError":          func(e LedgerError) error { return newValidationError(e) },
		"AuthError":                func(e LedgerError) error { return newAuthError(e) },
		"NotFoundError":            func(e LedgerError) error { return newNotFoundError(e) },
		"RateLimitError":           func(e LedgerError) error { return newRateLimitError(e) },
		"NetworkError":             func(e LedgerError) error { return newNetworkError(e) },
		"ServerError":              func(e LedgerError) error { return newServerError(e) },
		"IdempotencyConflictError": func(e LedgerError) error { return newIdempotencyConflictError(e) },
	}
	for name, newKind := range declaredClasses {
		classes[name] = newKind
	}
	return classes
}()

// codeRows is each known code's row of errorCodes.
var codeRows = func() map[ErrorCode]errorCode {
	rows := make(map[ErrorCode]errorCode, len(errorCodes))
	for _, row := range errorCodes {
		rows[row.Code] = row
	}
	return rows
}()

// codeClasses is each known code's class (a class missing here fails TestEveryCodeGivesItsKind).
var codeClasses = func() map[ErrorCode]func(LedgerError) error {
	classes := make(map[ErrorCode]func(LedgerError) error, len(errorCodes))
	for _, row := range errorCodes {
		if newKind, ok := errorClasses[row.Class]; ok {
			classes[row.Code] = newKind
		}
	}
	return classes
}()

// newError gives e its kind by its code; a code this SDK does not know (a newer service's) gets
// the kind its HTTP status falls back to, or stays a bare *LedgerError.
func newError(e LedgerError) error {
	if newKind, ok := codeClasses[e.Code]; ok {
		return newKind(e)
	}
	class, ok := statusClasses[e.Status]
	if !ok && e.Status >= 500 {
		class, ok = statusClasses[500]
	}
	if newKind := errorClasses[class]; ok && newKind != nil {
		return newKind(e)
	}
	return &e
}

// validationError is a validation_failed raised by the SDK itself, before any request.
func validationError(field, reason string) error {
	return newError(LedgerError{
		Code:    CodeValidationFailed,
		Message: messageOf(field, reason),
		Details: ErrorDetails{Field: Ptr(field), Reason: Ptr(reason)},
	})
}

// messageOf words a field error as every SDK does: the JSON Pointer, then the reason.
func messageOf(field, reason string) string {
	if field == "" {
		return "the value " + reason
	}
	return field + " " + reason
}

// asLedgerError is the *LedgerError inside err, if any.
func asLedgerError(err error) *LedgerError {
	var le *LedgerError
	if errors.As(err, &le) {
		return le
	}
	return nil
}
