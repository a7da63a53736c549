package ledger

import (
	"context"
	"encoding/json"
	"errors"
)

// An erased record (docs/content.md, "Erasing records") reads as its tombstone: sessions and
// traces hold a ReadRecord per record, with either StoredRecord or RecordTombstone set, and
// ReadRecord reads one record the same way. GetRecord of an erased record answers a
// *NotFoundError of code record_erased, which TombstoneOf reads the tombstone from.

// ID is the record's id, whichever variant is set.
func (r ReadRecord) ID() string {
	if r.RecordTombstone != nil {
		return r.RecordTombstone.RecordID
	}
	if r.StoredRecord != nil {
		return r.StoredRecord.RecordID
	}
	return ""
}

// Erased reports whether the record was erased: RecordTombstone is what stays of it.
func (r ReadRecord) Erased() bool { return r.RecordTombstone != nil }

// TombstoneOf is the tombstone a record_erased error carries (GetRecord of an erased record), if err is one.
func TombstoneOf(err error) (*RecordTombstone, bool) {
	var notFound *NotFoundError
	if !errors.As(err, &notFound) || notFound.Code != "record_erased" {
		return nil, false
	}
	raw, err := json.Marshal(notFound.Details.Extra["tombstone"])
	if err != nil {
		return nil, false
	}
	var tombstone RecordTombstone
	if json.Unmarshal(raw, &tombstone) != nil || tombstone.RecordID == "" {
		return nil, false
	}
	return &tombstone, true
}

// ReadRecord reads one record of this agent as a value: the stored record, or the tombstone of
// an erased one (Erased tells them apart).
func (c *LedgerClient) ReadRecord(ctx context.Context, recordID string) (ReadRecord, error) {
	record, err := c.GetRecord(ctx, recordID)
	if tombstone, erased := TombstoneOf(err); erased {
		return ReadRecord{RecordTombstone: tombstone}, nil
	}
	if err != nil {
		return ReadRecord{}, err
	}
	return ReadRecord{StoredRecord: record}, nil
}

// DeleteRecord erases the record's content for good (the owner's active key only): its
// tombstone stays in its place, and every checkpoint and proof still verifies. Erasing again
// answers the same tombstone.
func (c *LedgerClient) DeleteRecord(ctx context.Context, recordID string) (*RecordTombstone, error) {
	return fetch[RecordTombstone](ctx, c, request{op: OperationDeleteRecord, path: map[string]string{"record_id": recordID}, query: c.agent()})
}

// DeleteSession erases every record of the session, as DeleteRecord does one, in one transaction.
func (c *LedgerClient) DeleteSession(ctx context.Context, sessionID string) (*SessionErasure, error) {
	return fetch[SessionErasure](ctx, c, request{op: OperationDeleteSession, path: map[string]string{"session_id": sessionID}, query: c.agent()})
}

// VerifyTombstone is VerifyRecord for an erased record: its Digest is leaf proof.LeafIndex (the
// tombstone's LeafIndex) of the log checkpoint commits to, and checkpoint is signed by
// walletAddress. A failure is a *VerificationError (wrapping ErrNotVerified) saying which check failed.
func VerifyTombstone(tombstone *RecordTombstone, proof *InclusionProof, checkpoint *Checkpoint, walletAddress string) error {
	if proof.LeafIndex != tombstone.LeafIndex {
		return refuse(VerificationLeafIndexMismatch, "the proof is of leaf %d, the tombstone of leaf %d", proof.LeafIndex, tombstone.LeafIndex)
	}
	if err := checkpointRefusal(proof, checkpoint, walletAddress); err != nil {
		return err
	}
	// The leaf its record had: SHA-256(0x00 ‖ digest).
	leaf, ok := LeafHashOfDigest(tombstone.Digest)
	if !ok || !VerifyInclusion(leaf, proof.LeafIndex, proof.TreeSize, proof.AuditPath, checkpoint.RootHash) {
		return refuse(VerificationNotIncluded, "erased record %s's digest is not leaf %d of the checkpoint's tree", tombstone.RecordID, proof.LeafIndex)
	}
	return nil
}
