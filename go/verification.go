package ledger

import "fmt"

// VerificationCode says why an offline verifier (VerifyRecord, VerifyTombstone, VerifyScore)
// refused: one code per check, the same in the three SDKs (the shared vectors assert them).
type VerificationCode string

// The refusals, in the order the verifiers make their checks.
const (
	// VerificationKeyInvalid: the verifier key given is not an Ed25519 signed-note verifier key.
	VerificationKeyInvalid VerificationCode = "key_invalid"
	// VerificationCheckpointMalformed: the checkpoint is not a checkpoint note with signature lines.
	VerificationCheckpointMalformed VerificationCode = "checkpoint_malformed"
	// VerificationOriginMismatch: the checkpoint is of another agent's or another kind of log.
	VerificationOriginMismatch VerificationCode = "origin_mismatch"
	// VerificationLeafIndexMismatch: the proof is of another leaf than the tombstone names.
	VerificationLeafIndexMismatch VerificationCode = "leaf_index_mismatch"
	// VerificationTreeSizeMismatch: the proof is for a tree of another size than the checkpoint's.
	VerificationTreeSizeMismatch VerificationCode = "tree_size_mismatch"
	// VerificationUnsigned: the checkpoint has no signature yet.
	VerificationUnsigned VerificationCode = "unsigned"
	// VerificationSignatureInvalid: the checkpoint is not signed by the trusted key or wallet, or was changed after signing.
	VerificationSignatureInvalid VerificationCode = "signature_invalid"
	// VerificationQuorumUnmet: fewer trusted witnesses cosigned than the quorum asks, or the quorum cannot be met.
	VerificationQuorumUnmet VerificationCode = "quorum_unmet"
	// VerificationNotIncluded: the entry is not the proof's leaf under the checkpoint's root.
	VerificationNotIncluded VerificationCode = "not_included"
)

// VerificationError is a verifier's refusal: its Code, and the Reason in words (as the other
// SDKs word it). It wraps ErrNotVerified (errors.Is); errors.As reads the code.
type VerificationError struct {
	Code   VerificationCode
	Reason string
}

func (e *VerificationError) Error() string { return ErrNotVerified.Error() + ": " + e.Reason }

// Unwrap makes every refusal an ErrNotVerified.
func (e *VerificationError) Unwrap() error { return ErrNotVerified }

func refuse(code VerificationCode, format string, args ...any) error {
	return &VerificationError{Code: code, Reason: fmt.Sprintf(format, args...)}
}
