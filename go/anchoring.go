package ledger

import (
	"bytes"
	"context"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"fmt"
	"net/url"
	"regexp"
	"strconv"
	"strings"

	"github.com/decred/dcrd/dcrec/secp256k1/v4"
	"github.com/decred/dcrd/dcrec/secp256k1/v4/ecdsa"
	"golang.org/x/crypto/sha3"
)

// Anchoring (docs/anchoring.md): every stored record is a leaf of its agent's append-only log;
// a checkpoint is the log at one size, signed by the agent's anchor wallet with EIP-191
// personal_sign over a C2SP signed-note body. Everything here verifies offline.

// A Signer signs message for a byow agent's wallet as EIP-191 personal_sign does (the SDK passes
// the checkpoint's body; the signer adds the prefix) and returns the 65-byte signature r ‖ s ‖ v.
// The key stays with the signer: only the signature is sent.
type Signer func(ctx context.Context, message []byte) ([]byte, error)

// ErrNotVerified is what the verifiers' errors wrap (errors.Is): the record, its proof or the
// checkpoint failed a check; the *VerificationError says which (its Code) and why.
var ErrNotVerified = errors.New("ledger: not verified")

var hexHash = regexp.MustCompile(`^[0-9a-f]{64}$`)

// LogOrigin is the origin of agentID's log under the service's log name (LOG_KEY_NAME):
// `<logName>/agents/<agent_id>`; with an empty logName, the origin of checkpoints cut before the
// logs became C2SP logs, `trace-ledger/<agent_id>`.
func LogOrigin(agentID, logName string) string {
	if logName == "" {
		return "trace-ledger/" + agentID
	}
	return logName + "/agents/" + agentID
}

func isOriginOf(origin, agentID string) bool {
	suffix := "/agents/" + agentID
	return origin == LogOrigin(agentID, "") || (strings.HasSuffix(origin, suffix) && len(origin) > len(suffix) && isKeyName(origin))
}

// LogCheckpointBody is the checkpoint text (c2sp.org/tlog-checkpoint) of agentID's log at
// treeSize with root rootHash (64 lowercase hex digits) under logName (see LogOrigin): three
// lines, the origin, the size, and the root in standard padded base64.
func LogCheckpointBody(agentID string, treeSize int64, rootHash, logName string) (string, error) {
	return checkpointText(LogOrigin(agentID, logName), treeSize, rootHash)
}

// CheckpointBody is the checkpoint text under the origin of checkpoints cut before the logs
// became C2SP logs, `trace-ledger/<agent_id>`, as it always was; LogCheckpointBody makes the
// text under the service's log name.
func CheckpointBody(agentID string, treeSize int64, rootHash string) (string, error) {
	return LogCheckpointBody(agentID, treeSize, rootHash, "")
}

func checkpointText(origin string, treeSize int64, rootHash string) (string, error) {
	if !hexHash.MatchString(rootHash) {
		return "", fmt.Errorf("ledger: root hash %q is not 64 lowercase hex digits", rootHash)
	}
	root, _ := hex.DecodeString(rootHash)
	return fmt.Sprintf("%s\n%d\n%s\n", origin, treeSize, base64.StdEncoding.EncodeToString(root)), nil
}

// bodyMatches reports whether the checkpoint's body is the text its fields make, under an origin
// of its agent's.
func bodyMatches(checkpoint *Checkpoint) bool {
	origin, _, _ := strings.Cut(checkpoint.Body, "\n")
	if !isOriginOf(origin, checkpoint.AgentID) {
		return false
	}
	body, err := checkpointText(origin, checkpoint.TreeSize, checkpoint.RootHash)
	return err == nil && body == checkpoint.Body
}

// VerifyCheckpoint reports whether checkpoint is what it says and was signed by expectedAddress
// (the agent's anchor wallet, as the verifier knows it): its body is exactly the one its fields
// make, and its signature recovers to that address. False for anything unsigned or malformed.
func VerifyCheckpoint(checkpoint *Checkpoint, expectedAddress string) bool {
	if checkpoint == nil || checkpoint.Signature == nil || checkpoint.TreeSize < 0 {
		return false
	}
	if !bodyMatches(checkpoint) {
		return false
	}
	body := checkpoint.Body
	expected, ok := addressBytes(expectedAddress)
	if claimed, ok2 := addressBytes(checkpoint.SignerAddress); !ok || !ok2 || claimed != expected {
		return false
	}
	signer, ok := RecoverPersonalSigner([]byte(body), *checkpoint.Signature)
	return ok && signer == expected
}

// VerifyPublication reports whether checkpoint's body is leaf Publication.LeafIndex of the epoch
// root the deployment published on a chain; false without a publication. That the chain's
// transaction carries the root is one eth_getTransactionByHash away (its input is the root).
func VerifyPublication(checkpoint *Checkpoint) bool {
	if checkpoint == nil || checkpoint.Publication == nil {
		return false
	}
	p := checkpoint.Publication
	leaf := hashLeaf([]byte(checkpoint.Body))
	return VerifyInclusion(hex.EncodeToString(leaf[:]), p.LeafIndex, p.EpochSize, p.AuditPath, p.EpochRoot)
}

// VerifyRecord checks offline that record (as GetRecord returns it) is leaf proof.LeafIndex of
// the log checkpoint commits to, and that checkpoint is signed by walletAddress. The leaf is
// computed from the record itself; the proof's LeafHash is not trusted. A failure is a
// *VerificationError (wrapping ErrNotVerified) saying which check failed.
func VerifyRecord(record *StoredRecord, proof *InclusionProof, checkpoint *Checkpoint, walletAddress string) error {
	agentID := ""
	if record.AgentID != nil {
		agentID = *record.AgentID
	}
	if record.AgentID == nil || checkpoint.AgentID != agentID {
		return refuse(VerificationOriginMismatch, "the checkpoint is of agent %s, the record of %s", checkpoint.AgentID, agentID)
	}
	if err := checkpointRefusal(proof, checkpoint, walletAddress); err != nil {
		return err
	}
	leaf, err := LeafHash(record)
	if err != nil {
		return refuse(VerificationNotIncluded, "record %s cannot be hashed: %v", record.RecordID, err)
	}
	if !VerifyInclusion(leaf, proof.LeafIndex, proof.TreeSize, proof.AuditPath, checkpoint.RootHash) {
		return refuse(VerificationNotIncluded, "record %s is not leaf %d of the checkpoint's tree: the record or its proof was changed", record.RecordID, proof.LeafIndex)
	}
	return nil
}

// checkpointRefusal is VerifyRecord's and VerifyTombstone's checks of the checkpoint: of the
// proof's tree, signed, and by walletAddress.
func checkpointRefusal(proof *InclusionProof, checkpoint *Checkpoint, walletAddress string) error {
	switch {
	case proof.TreeSize != checkpoint.TreeSize:
		return refuse(VerificationTreeSizeMismatch, "the proof is for a tree of %d leaves, the checkpoint of %d", proof.TreeSize, checkpoint.TreeSize)
	case checkpoint.Signature == nil:
		return refuse(VerificationUnsigned, "checkpoint %d is not signed yet", checkpoint.TreeSize)
	case !VerifyCheckpoint(checkpoint, walletAddress):
		return refuse(VerificationSignatureInvalid, "checkpoint %d is not signed by %s, or was changed after signing", checkpoint.TreeSize, walletAddress)
	}
	return nil
}

// SignPersonal is EIP-191 personal_sign of message with a raw 32-byte secp256k1 key: r ‖ s ‖ v
// (v 27 or 28, s canonical), deterministic (RFC 6979). For tests and for byow partners who hold
// their key in the process (a Signer can wrap it); a wallet or an HSM signs on its own.
func SignPersonal(message, privateKey []byte) ([]byte, error) {
	if len(privateKey) != 32 {
		return nil, fmt.Errorf("ledger: a secp256k1 private key is 32 bytes, not %d", len(privateKey))
	}
	key := secp256k1.PrivKeyFromBytes(privateKey)
	if key.Key.IsZero() {
		return nil, errors.New("ledger: the private key is zero or not below the curve order")
	}
	compact := ecdsa.SignCompact(key, personalHash(message), false) // v first, then r ‖ s
	return append(compact[1:], compact[0]), nil
}

// halfOrder is half the order of secp256k1 (32 bytes, big-endian): a canonical s is at most this.
var halfOrder, _ = hex.DecodeString("7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a0")

// RecoverPersonalSigner is the address (20 bytes) whose key made signature (0x + 65 bytes hex,
// r ‖ s ‖ v) over message under EIP-191 personal_sign. Only the canonical form counts, as in the
// TypeScript and Python SDKs: s in the lower half of the curve order (EIP-2) and v 27 or 28; the
// high-s twin of a signature and v 0 or 1 are refused, so a checkpoint has one valid signature.
func RecoverPersonalSigner(message []byte, signature string) ([20]byte, bool) {
	sig, err := hex.DecodeString(strings.TrimPrefix(signature, "0x"))
	if err != nil || len(sig) != 65 {
		return [20]byte{}, false
	}
	v := sig[64]
	if (v != 27 && v != 28) || bytes.Compare(sig[32:64], halfOrder) > 0 {
		return [20]byte{}, false
	}
	// decred's compact form: the recovery byte first (27 + id for an uncompressed key), then r ‖ s.
	compact := append([]byte{v}, sig[:64]...)
	key, _, err := ecdsa.RecoverCompact(compact, personalHash(message))
	if err != nil {
		return [20]byte{}, false
	}
	var address [20]byte
	copy(address[:], keccak256(key.SerializeUncompressed()[1:])[12:])
	return address, true
}

// ChecksumAddress is the EIP-55 form of a 20-byte address.
func ChecksumAddress(address [20]byte) string {
	lower := hex.EncodeToString(address[:])
	hash := keccak256([]byte(lower))
	out := []byte(lower)
	for i, c := range out {
		if c >= 'a' && hash[i/2]>>(4*(1-uint(i%2)))&0xf >= 8 {
			out[i] = c - 'a' + 'A'
		}
	}
	return "0x" + string(out)
}

var evmAddress = regexp.MustCompile(`^0x[0-9a-fA-F]{40}$`)

// IsValidEVMAddress reports whether address is 0x and 40 hex digits: all-lowercase or
// all-uppercase digits carry no checksum, mixed case must be the EIP-55 checksum.
func IsValidEVMAddress(address string) bool {
	if !evmAddress.MatchString(address) {
		return false
	}
	digits := address[2:]
	if digits == strings.ToLower(digits) || digits == strings.ToUpper(digits) {
		return true
	}
	raw, _ := addressBytes(address)
	return ChecksumAddress(raw) == address
}

// addressBytes reads 0x + 40 hex digits, in any case (the checksum is not the point here: the
// bytes are compared).
func addressBytes(address string) ([20]byte, bool) {
	var out [20]byte
	raw, err := hex.DecodeString(strings.TrimPrefix(strings.TrimPrefix(address, "0x"), "0X"))
	if err != nil || len(raw) != 20 || !strings.HasPrefix(strings.ToLower(address), "0x") {
		return out, false
	}
	copy(out[:], raw)
	return out, true
}

func personalHash(message []byte) []byte {
	return keccak256([]byte("\x19Ethereum Signed Message:\n"+strconv.Itoa(len(message))), message)
}

func keccak256(parts ...[]byte) []byte {
	h := sha3.NewLegacyKeccak256()
	for _, p := range parts {
		h.Write(p)
	}
	return h.Sum(nil)
}

// LatestCheckpoint reads the agent's latest checkpoint (a *NotFoundError before its first).
func (c *LedgerClient) LatestCheckpoint(ctx context.Context) (*Checkpoint, error) {
	return fetch[Checkpoint](ctx, c, request{op: OperationGetLatestCheckpoint, path: c.agentPath()})
}

// GetCheckpoint reads the agent's checkpoint of treeSize leaves.
func (c *LedgerClient) GetCheckpoint(ctx context.Context, treeSize int64) (*Checkpoint, error) {
	path := map[string]string{"agent_id": c.config.AgentID, "tree_size": strconv.FormatInt(treeSize, 10)}
	return fetch[Checkpoint](ctx, c, request{op: OperationGetCheckpoint, path: path})
}

// GetInclusionProof reads the record's audit path in the agent's log of treeSize leaves; 0 means
// the latest checkpoint's size. A record beyond the latest checkpoint is a not_checkpointed
// *ValidationError: cut one with Anchor, or wait for the service's interval.
func (c *LedgerClient) GetInclusionProof(ctx context.Context, recordID string, treeSize int64) (*InclusionProof, error) {
	query := c.agent()
	if treeSize > 0 {
		query.Set("tree_size", strconv.FormatInt(treeSize, 10))
	}
	return fetch[InclusionProof](ctx, c, request{op: OperationGetInclusionProof, path: map[string]string{"record_id": recordID}, query: query})
}

// GetConsistencyProof reads the proof that the agent's log at second leaves extends it at first.
func (c *LedgerClient) GetConsistencyProof(ctx context.Context, first, second int64) (*ConsistencyProof, error) {
	query := url.Values{"first": {strconv.FormatInt(first, 10)}, "second": {strconv.FormatInt(second, 10)}}
	return fetch[ConsistencyProof](ctx, c, request{op: OperationGetConsistencyProof, path: c.agentPath(), query: query})
}

// Anchor cuts a checkpoint of everything acknowledged so far and returns it signed: by the
// service for a custodial agent, with the configured Signer for a byow one (the signature is
// kept only if it recovers to the agent's wallet address; else a signature_invalid
// *ValidationError). A byow agent's client without a Signer gets a signer_not_configured
// *ValidationError and the checkpoint stays unsigned.
func (c *LedgerClient) Anchor(ctx context.Context) (*Checkpoint, error) {
	checkpoint, err := fetch[Checkpoint](ctx, c, request{op: OperationCreateCheckpoint, path: c.agentPath()})
	if err != nil || checkpoint.Signature != nil {
		return checkpoint, err
	}
	if c.config.Signer == nil {
		return nil, newError(LedgerError{
			Code:    CodeSignerNotConfigured,
			Message: fmt.Sprintf("checkpoint %d of agent %s waits for its wallet's signature: set Signer in LedgerClientConfig", checkpoint.TreeSize, checkpoint.AgentID),
			Details: ErrorDetails{Field: Ptr("Signer"), Reason: Ptr("is required to anchor a byow agent")},
		})
	}
	signature, err := c.config.Signer(ctx, []byte(checkpoint.Body))
	if err != nil {
		return nil, fmt.Errorf("ledger: the signer failed: %w", err)
	}
	path := map[string]string{"agent_id": c.config.AgentID, "tree_size": strconv.FormatInt(checkpoint.TreeSize, 10)}
	body := map[string]string{"signature": "0x" + hex.EncodeToString(signature)}
	return fetch[Checkpoint](ctx, c, request{op: OperationSignCheckpoint, path: path, body: body})
}

func (c *LedgerClient) agentPath() map[string]string {
	return map[string]string{"agent_id": c.config.AgentID}
}
