package ledger

import "github.com/trace-ledger/trace-ledger/go/v2/internal/validate"

// CanonicalJSON returns the RFC 8785 (JCS) canonical form of a JSON text: members sorted by the
// UTF-16 code units of their names, no whitespace, numbers as ECMAScript writes them, strings
// with only the escapes JSON.stringify uses. Its length is what every size cap of the schema
// measures, and it is the form record bodies are compared in.
func CanonicalJSON(data []byte) ([]byte, error) { return validate.CanonicalJSON(data) }
