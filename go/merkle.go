package ledger

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"math/bits"
)

// Offline verification of an agent's log (RFC 6962 / RFC 9162 §2.1 Merkle trees): that a record
// is in it (inclusion) and that a later log extends an earlier one (consistency), with nothing but
// the record, the proof and the roots. Hashes travel as lowercase hex; the verifiers answer false
// for anything malformed.

// RecordDigest is a stored record's entry in its log: SHA-256 of the RFC 8785 canonical JSON of
// the record as GetRecord returns it, in lowercase hex.
func RecordDigest(record *StoredRecord) (string, error) {
	data, err := json.Marshal(record)
	if err != nil {
		return "", err
	}
	return RecordDigestJSON(data)
}

// RecordDigestJSON is RecordDigest of a record given as JSON text.
func RecordDigestJSON(data []byte) (string, error) {
	canonical, err := CanonicalJSON(data)
	if err != nil {
		return "", err
	}
	sum := sha256.Sum256(canonical)
	return hex.EncodeToString(sum[:]), nil
}

// LeafHash is a stored record's leaf hash: SHA-256 of 0x00 and its RecordDigest (the 32 bytes),
// in lowercase hex.
func LeafHash(record *StoredRecord) (string, error) {
	data, err := json.Marshal(record)
	if err != nil {
		return "", err
	}
	return LeafHashJSON(data)
}

// LeafHashJSON is LeafHash of a record given as JSON text.
func LeafHashJSON(data []byte) (string, error) {
	digest, err := RecordDigestJSON(data)
	if err != nil {
		return "", err
	}
	entry, _ := hex.DecodeString(digest)
	sum := hashLeaf(entry)
	return hex.EncodeToString(sum[:]), nil
}

// LeafHashOfDigest is the leaf hash of a log entry given as its digest (64 hex digits): an
// erased record's, from its tombstone's Digest. False when digest is not 64 lowercase hex digits.
func LeafHashOfDigest(digest string) (string, bool) {
	entry, ok := fromHex(digest)
	if !ok {
		return "", false
	}
	sum := hashLeaf(entry)
	return hex.EncodeToString(sum[:]), true
}

func hashLeaf(data []byte) [32]byte {
	return sha256.Sum256(append([]byte{0x00}, data...))
}

func hashChildren(left, right []byte) []byte {
	h := sha256.New()
	h.Write([]byte{0x01})
	h.Write(left)
	h.Write(right)
	return h.Sum(nil)
}

// fromHex decodes one lowercase hex SHA-256 hash.
func fromHex(s string) ([]byte, bool) {
	if len(s) != 64 {
		return nil, false
	}
	for i := 0; i < len(s); i++ {
		if c := s[i]; !(c >= '0' && c <= '9' || c >= 'a' && c <= 'f') {
			return nil, false
		}
	}
	b, err := hex.DecodeString(s)
	return b, err == nil
}

func fromHexList(list []string) ([][]byte, bool) {
	out := make([][]byte, len(list))
	for i, s := range list {
		var ok bool
		if out[i], ok = fromHex(s); !ok {
			return nil, false
		}
	}
	return out, true
}

// VerifyInclusion (RFC 9162 §2.1.3.2) tells whether auditPath proves the leaf at leafIndex in the
// tree of treeSize leaves whose root is rootHash.
func VerifyInclusion(leafHash string, leafIndex, treeSize int64, auditPath []string, rootHash string) bool {
	r, ok1 := fromHex(leafHash)
	root, ok2 := fromHex(rootHash)
	path, ok3 := fromHexList(auditPath)
	if !ok1 || !ok2 || !ok3 || leafIndex < 0 || treeSize < 0 || leafIndex >= treeSize {
		return false
	}
	fn, sn := leafIndex, treeSize-1
	for _, p := range path {
		if sn == 0 {
			return false
		}
		if fn&1 == 1 || fn == sn {
			r = hashChildren(p, r)
			for fn&1 == 0 && fn != 0 {
				fn, sn = fn>>1, sn>>1
			}
		} else {
			r = hashChildren(r, p)
		}
		fn, sn = fn>>1, sn>>1
	}
	return sn == 0 && bytes.Equal(r, root)
}

// VerifyConsistency (RFC 9162 §2.1.4.2) tells whether proof shows that the tree of second leaves
// (root secondRoot) extends the tree of its first `first` leaves (root firstRoot).
func VerifyConsistency(first, second int64, proof []string, firstRoot, secondRoot string) bool {
	r1, ok1 := fromHex(firstRoot)
	r2, ok2 := fromHex(secondRoot)
	nodes, ok3 := fromHexList(proof)
	if !ok1 || !ok2 || !ok3 || first < 1 || first > second {
		return false
	}
	if first == second {
		return len(nodes) == 0 && bytes.Equal(r1, r2)
	}
	if len(nodes) == 0 {
		return false
	}
	// A first tree of a power-of-two size is itself a node of the second: the proof starts there.
	if bits.OnesCount64(uint64(first)) == 1 {
		nodes = append([][]byte{r1}, nodes...)
	}
	fn, sn := first-1, second-1
	for fn&1 == 1 {
		fn, sn = fn>>1, sn>>1
	}
	fr, sr := nodes[0], nodes[0]
	for _, c := range nodes[1:] {
		if sn == 0 {
			return false
		}
		if fn&1 == 1 || fn == sn {
			fr, sr = hashChildren(c, fr), hashChildren(c, sr)
			for fn&1 == 0 && fn != 0 {
				fn, sn = fn>>1, sn>>1
			}
		} else {
			sr = hashChildren(sr, c)
		}
		fn, sn = fn>>1, sn>>1
	}
	return sn == 0 && bytes.Equal(fr, r1) && bytes.Equal(sr, r2)
}
