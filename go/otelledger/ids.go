package otelledger

import (
	"crypto/sha256"
	"encoding/hex"

	"go.opentelemetry.io/otel/trace"
)

// recordIDOf is the service's record id of a span (server/otel/ids.ts): UUID v4 (version and
// variant bits set) of the first 16 bytes of SHA-256("trace-ledger/otlp-span\0" ‖ trace id ‖
// span id). The same span, here or over OTLP, is the same record; a child names its parent's
// record without a lookup.
func recordIDOf(traceID trace.TraceID, spanID trace.SpanID) string {
	h := sha256.New()
	h.Write([]byte("trace-ledger/otlp-span\x00"))
	h.Write(traceID[:])
	h.Write(spanID[:])
	var sum [sha256.Size]byte
	b := h.Sum(sum[:0])
	b[6] = b[6]&0x0f | 0x40
	b[8] = b[8]&0x3f | 0x80
	var out [36]byte
	hex.Encode(out[0:8], b[0:4])
	out[8] = '-'
	hex.Encode(out[9:13], b[4:6])
	out[13] = '-'
	hex.Encode(out[14:18], b[6:8])
	out[18] = '-'
	hex.Encode(out[19:23], b[8:10])
	out[23] = '-'
	hex.Encode(out[24:36], b[10:16])
	return string(out[:])
}
