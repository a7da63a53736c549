package ledger

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"math/bits"
	"testing"
)

// The reference tree (RFC 6962 §2.1), to build the proofs the verifiers must accept.

func split(n int) int { return 1 << (bits.Len(uint(n-1)) - 1) }

func treeRoot(leaves [][]byte) []byte {
	switch len(leaves) {
	case 0:
		sum := sha256.Sum256(nil)
		return sum[:]
	case 1:
		return leaves[0]
	}
	k := split(len(leaves))
	return hashChildren(treeRoot(leaves[:k]), treeRoot(leaves[k:]))
}

func auditPath(leaves [][]byte, index int) [][]byte {
	if len(leaves) == 1 {
		return nil
	}
	k := split(len(leaves))
	if index < k {
		return append(auditPath(leaves[:k], index), treeRoot(leaves[k:]))
	}
	return append(auditPath(leaves[k:], index-k), treeRoot(leaves[:k]))
}

func consistency(leaves [][]byte, first int) [][]byte {
	var sub func(m int, tree [][]byte, whole bool) [][]byte
	sub = func(m int, tree [][]byte, whole bool) [][]byte {
		if m == len(tree) {
			if whole {
				return nil
			}
			return [][]byte{treeRoot(tree)}
		}
		k := split(len(tree))
		if m <= k {
			return append(sub(m, tree[:k], whole), treeRoot(tree[k:]))
		}
		return append(sub(m-k, tree[k:], false), treeRoot(tree[:k]))
	}
	return sub(first, leaves, true)
}

func hexes(list [][]byte) []string {
	out := make([]string, len(list))
	for i, b := range list {
		out[i] = hex.EncodeToString(b)
	}
	return out
}

// flip changes one hex digit of s.
func flip(s string) string {
	if s[0] == '0' {
		return "1" + s[1:]
	}
	return "0" + s[1:]
}

func TestMerkleVectors(t *testing.T) {
	var v struct {
		LeafInputs []string `json:"leaf_inputs"`
		LeafHashes []string `json:"leaf_hashes"`
		Roots      []string `json:"root_hashes_by_size"`
	}
	readVectors(t, "merkle/rfc6962.json", &v)
	if len(v.LeafInputs) == 0 || len(v.Roots) != len(v.LeafInputs)+1 {
		t.Fatalf("vectors: %d leaves, %d roots", len(v.LeafInputs), len(v.Roots))
	}
	var leaves [][]byte
	for i, input := range v.LeafInputs {
		data, _ := hex.DecodeString(input)
		sum := hashLeaf(data)
		if got := hex.EncodeToString(sum[:]); got != v.LeafHashes[i] {
			t.Fatalf("leaf %d: %s, want %s", i, got, v.LeafHashes[i])
		}
		leaves = append(leaves, sum[:])
	}
	for n := 0; n <= len(leaves); n++ {
		if got := hex.EncodeToString(treeRoot(leaves[:n])); got != v.Roots[n] {
			t.Fatalf("root of %d: %s, want %s", n, got, v.Roots[n])
		}
	}
	for n := 1; n <= len(leaves); n++ {
		root := v.Roots[n]
		for i := 0; i < n; i++ {
			path := hexes(auditPath(leaves[:n], i))
			leaf := v.LeafHashes[i]
			if !VerifyInclusion(leaf, int64(i), int64(n), path, root) {
				t.Errorf("inclusion of %d in %d refused", i, n)
			}
			// (A size whose tree has the same shape above the leaf verifies too, as RFC 9162 has it:
			// the signed checkpoint binds the size to the root.)
			if VerifyInclusion(flip(leaf), int64(i), int64(n), path, root) || VerifyInclusion(leaf, int64(i), int64(n), path, flip(root)) ||
				VerifyInclusion(leaf, int64(n), int64(n), path, root) {
				t.Errorf("a tampered inclusion of %d in %d accepted", i, n)
			}
			if len(path) > 0 && VerifyInclusion(leaf, int64(i), int64(n), append([]string{flip(path[0])}, path[1:]...), root) {
				t.Errorf("a tampered audit path of %d in %d accepted", i, n)
			}
		}
		for m := 1; m <= n; m++ {
			proof := hexes(consistency(leaves[:n], m))
			if !VerifyConsistency(int64(m), int64(n), proof, v.Roots[m], root) {
				t.Errorf("consistency %d → %d refused", m, n)
			}
			if VerifyConsistency(int64(m), int64(n), proof, flip(v.Roots[m]), root) || VerifyConsistency(int64(m), int64(n), proof, v.Roots[m], flip(root)) {
				t.Errorf("a tampered consistency %d → %d accepted", m, n)
			}
			if len(proof) > 0 && VerifyConsistency(int64(m), int64(n), proof[1:], v.Roots[m], root) {
				t.Errorf("a shortened consistency proof %d → %d accepted", m, n)
			}
		}
	}
	if VerifyInclusion("not hex", 0, 1, nil, v.Roots[1]) || VerifyConsistency(0, 1, nil, v.Roots[1], v.Roots[1]) {
		t.Error("malformed input accepted")
	}
	if !VerifyConsistency(3, 3, nil, v.Roots[3], v.Roots[3]) {
		t.Error("a tree is consistent with itself")
	}
}

func TestLeafHashOfAStoredRecord(t *testing.T) {
	record := `{"session_id":"s","behavior":"Observing","record_id":"aaaaaaaa-0000-4000-8000-000000000001","schema_version":"1.0","client_ts_utc":1,"agent_id":"agt_1","server_ts_utc":2}`
	canonical, _ := CanonicalJSON([]byte(record))
	digest := sha256.Sum256(canonical)
	sum := sha256.Sum256(append([]byte{0}, digest[:]...))
	want := hex.EncodeToString(sum[:])
	if got, err := RecordDigestJSON([]byte(record)); err != nil || got != hex.EncodeToString(digest[:]) {
		t.Fatalf("RecordDigestJSON: %s, %v", got, err)
	}
	got, err := LeafHashJSON([]byte(record))
	if err != nil || got != want {
		t.Fatalf("LeafHashJSON: %s, %v; want %s", got, err, want)
	}
	var stored StoredRecord
	if err := json.Unmarshal([]byte(record), &stored); err != nil {
		t.Fatal(err)
	}
	if got, err := LeafHash(&stored); err != nil || got != want {
		t.Fatalf("LeafHash: %s, %v; want %s", got, err, want)
	}
}
