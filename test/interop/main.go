// Command interop verifies trace-ledger's agent logs with the transparency-log ecosystem's own
// libraries, none written here: golang.org/x/mod/sumdb/note checks the checkpoint notes against
// the service's verifier key, github.com/transparency-dev/formats parses them as C2SP
// checkpoints, and github.com/transparency-dev/merkle recomputes each root from the tlog-tiles
// the service serves and checks its inclusion and consistency proofs. It reads what setup.ts
// printed on stdin and fails (exit 1) at the first disagreement. When the service ran with a
// witness (litewitness), each latest checkpoint must carry its cosignature, checked with
// transparency-dev/formats' cosignature/v1 verifier. An agent's scores log (its own origin,
// `…/agents/<agent_id>/scores`) is checked the same way.
package main

import (
	"bytes"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os"
	"strings"

	"github.com/transparency-dev/formats/log"
	formatsnote "github.com/transparency-dev/formats/note"
	"github.com/transparency-dev/merkle/compact"
	"github.com/transparency-dev/merkle/proof"
	"github.com/transparency-dev/merkle/rfc6962"
	"golang.org/x/mod/sumdb/note"
)

type agent struct {
	AgentID string  `json:"agent_id"`
	Key     string  `json:"key"`
	Wallet  string  `json:"wallet"`
	Sizes   []int64 `json:"sizes"`
	Public  bool    `json:"public"`
	// The size of its scores log (0: none).
	Scores int64 `json:"scores"`
}

type setup struct {
	Base   string  `json:"base"`
	Agents []agent `json:"agents"`
	// The witness's cosigner key (c2sp.org/tlog-cosignature), when the service ran with one.
	Witness string `json:"witness"`
}

var base string

func fetch(path, key string) []byte {
	req, _ := http.NewRequest(http.MethodGet, base+path, nil)
	if key != "" {
		req.Header.Set("Authorization", "Bearer "+key)
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		fail("GET %s: %v", path, err)
	}
	defer res.Body.Close()
	body, _ := io.ReadAll(res.Body)
	if res.StatusCode != http.StatusOK {
		fail("GET %s: %d %s", path, res.StatusCode, body)
	}
	return body
}

func fetchJSON(path, key string, into any) {
	if err := json.Unmarshal(fetch(path, key), into); err != nil {
		fail("GET %s: %v", path, err)
	}
}

func fail(format string, args ...any) {
	fmt.Fprintf(os.Stderr, "interop: "+format+"\n", args...)
	os.Exit(1)
}

// tileIndex is a tlog-tiles index path: 3-digit groups, all but the last prefixed x.
func tileIndex(n int64) string {
	s := fmt.Sprintf("%03d", n%1000)
	for n /= 1000; n > 0; n /= 1000 {
		s = fmt.Sprintf("x%03d/%s", n%1000, s)
	}
	return s
}

// leaves reads the level-0 tiles and the entry bundles a tree of size leaves needs: each entry
// must hash (RFC 6962, as the merkle module hashes leaves) to its tile's leaf hash.
func leaves(prefix, key string, size int64) [][]byte {
	var out [][]byte
	for n := int64(0); n*256 < size; n++ {
		width := min(size-n*256, 256)
		suffix := tileIndex(n)
		if width < 256 {
			suffix += fmt.Sprintf(".p/%d", width)
		}
		tile := fetch(prefix+"/tile/0/"+suffix, key)
		bundle := fetch(prefix+"/tile/entries/"+suffix, key)
		if int64(len(tile)) != width*32 || int64(len(bundle)) != width*34 {
			fail("tile %s: %d hash bytes and %d entry bytes for %d leaves", suffix, len(tile), len(bundle), width)
		}
		for i := int64(0); i < width; i++ {
			entry := bundle[i*34+2 : (i+1)*34]
			if bundle[i*34] != 0 || bundle[i*34+1] != 32 {
				fail("entry %d: length prefix %x", n*256+i, bundle[i*34:i*34+2])
			}
			leaf := tile[i*32 : (i+1)*32]
			if !bytes.Equal(rfc6962.DefaultHasher.HashLeaf(entry), leaf) {
				fail("entry %d does not hash to its leaf", n*256+i)
			}
			out = append(out, leaf)
		}
	}
	return out
}

func root(leafHashes [][]byte) []byte {
	rng := (&compact.RangeFactory{Hash: rfc6962.DefaultHasher.HashChildren}).NewEmptyRange(0)
	for _, leaf := range leafHashes {
		if err := rng.Append(leaf, nil); err != nil {
			fail("compact range: %v", err)
		}
	}
	r, err := rng.GetRootHash(nil)
	if err != nil {
		fail("root: %v", err)
	}
	return r
}

func hexes(in []string) [][]byte {
	out := make([][]byte, len(in))
	for i, h := range in {
		out[i], _ = hex.DecodeString(h)
	}
	return out
}

func verifyAgent(a agent, verifier note.Verifier, keyName string, witness note.Verifier) {
	prefix := "/v1/agents/" + a.AgentID + "/log"
	tileKey := a.Key
	if a.Public {
		tileKey = "" // a public log is read with no key at all
	}
	origin := keyName + "/agents/" + a.AgentID
	raw := fetch(prefix+"/checkpoint", tileKey)
	var others []note.Verifier
	if witness != nil {
		others = append(others, witness)
	}
	cp, _, n, err := log.ParseCheckpoint(raw, origin, verifier, others...)
	if err != nil {
		fail("%s: the checkpoint note: %v", a.AgentID, err)
	}
	if witness != nil && !signedBy(n, witness) {
		fail("%s: the latest checkpoint has no cosignature of %s: %q", a.AgentID, witness.Name(), raw)
	}
	last := a.Sizes[len(a.Sizes)-1]
	if int64(cp.Size) != last {
		fail("%s: checkpoint size %d, want %d", a.AgentID, cp.Size, last)
	}
	// The wallet's EIP-191 line is there, and standard verifiers skip it as an unknown key.
	if !strings.Contains(string(raw), "\n— "+a.Wallet+" ") || len(n.UnverifiedSigs) != 1 {
		fail("%s: the note should carry the wallet's line as one unverified signature: %q", a.AgentID, raw)
	}

	all := leaves(prefix, tileKey, last)
	if !bytes.Equal(root(all), cp.Hash) {
		fail("%s: the root from the tiles is not the checkpoint's", a.AgentID)
	}

	// Each earlier checkpoint (JSON endpoint, its note verified too): its root from the tiles'
	// prefix, and the consistency proof to the latest.
	for _, size := range a.Sizes[:len(a.Sizes)-1] {
		var earlier struct {
			Note     string `json:"note"`
			RootHash string `json:"root_hash"`
		}
		fetchJSON(fmt.Sprintf("/v1/agents/%s/checkpoints/%d", a.AgentID, size), a.Key, &earlier)
		old, _, _, err := log.ParseCheckpoint([]byte(earlier.Note), origin, verifier)
		if err != nil || int64(old.Size) != size {
			fail("%s: checkpoint %d: %v", a.AgentID, size, err)
		}
		if !bytes.Equal(root(all[:size]), old.Hash) {
			fail("%s: the root of the first %d leaves is not checkpoint %d's", a.AgentID, size, size)
		}
		var consistency struct {
			Proof []string `json:"proof"`
		}
		fetchJSON(fmt.Sprintf("/v1/agents/%s/consistency?first=%d&second=%d", a.AgentID, size, last), a.Key, &consistency)
		if err := proof.VerifyConsistency(rfc6962.DefaultHasher, uint64(size), uint64(last), hexes(consistency.Proof), old.Hash, cp.Hash); err != nil {
			fail("%s: consistency %d → %d: %v", a.AgentID, size, last, err)
		}
		tampered := hexes(consistency.Proof)
		tampered[0][0] ^= 1
		if proof.VerifyConsistency(rfc6962.DefaultHasher, uint64(size), uint64(last), tampered, old.Hash, cp.Hash) == nil {
			fail("%s: a tampered consistency proof verified", a.AgentID)
		}
	}

	// Every record's inclusion proof, from the JSON endpoint, against the checkpoint's root.
	var records []map[string]any
	for cursor := ""; ; {
		var page struct {
			Records    []map[string]any `json:"records"`
			NextCursor *string          `json:"next_cursor"`
		}
		fetchJSON(fmt.Sprintf("/v1/traces/%s?order=asc&limit=500%s", a.AgentID, cursor), a.Key, &page)
		records = append(records, page.Records...)
		if page.NextCursor == nil {
			break
		}
		cursor = "&after=" + *page.NextCursor
	}
	if int64(len(records)) != last {
		fail("%s: %d records, %d leaves", a.AgentID, len(records), last)
	}
	for i, record := range records {
		var p struct {
			LeafIndex uint64   `json:"leaf_index"`
			AuditPath []string `json:"audit_path"`
		}
		fetchJSON(fmt.Sprintf("/v1/records/%s/proof?agent_id=%s&tree_size=%d", record["record_id"], a.AgentID, last), a.Key, &p)
		if err := proof.VerifyInclusion(rfc6962.DefaultHasher, p.LeafIndex, uint64(last), all[p.LeafIndex], hexes(p.AuditPath), cp.Hash); err != nil {
			fail("%s: record %d: inclusion: %v", a.AgentID, i, err)
		}
	}
	fmt.Printf("interop: %s (%s log, %d leaves): note, checkpoint, root from %d tiles, %d inclusion and %d consistency proofs verified\n",
		a.AgentID, map[bool]string{true: "public", false: "owner-only"}[a.Public], last, (last+255)/256, len(records), len(a.Sizes)-1)
}

// verifyScoresLog checks the agent's scores log as the record log: its note (log key, witness,
// its own origin), the root from its tiles, and every score's inclusion proof from the JSON
// endpoint.
func verifyScoresLog(a agent, verifier note.Verifier, keyName string, witness note.Verifier) {
	prefix := "/v1/agents/" + a.AgentID + "/scores-log"
	tileKey := a.Key
	if a.Public {
		tileKey = ""
	}
	raw := fetch(prefix+"/checkpoint", tileKey)
	var others []note.Verifier
	if witness != nil {
		others = append(others, witness)
	}
	cp, _, n, err := log.ParseCheckpoint(raw, keyName+"/agents/"+a.AgentID+"/scores", verifier, others...)
	if err != nil {
		fail("%s: the scores log's checkpoint note: %v", a.AgentID, err)
	}
	if witness != nil && !signedBy(n, witness) {
		fail("%s: the scores log's checkpoint has no cosignature of %s: %q", a.AgentID, witness.Name(), raw)
	}
	if int64(cp.Size) != a.Scores || len(n.UnverifiedSigs) != 0 {
		fail("%s: scores-log checkpoint of size %d with %d unverified lines, want %d and none", a.AgentID, cp.Size, len(n.UnverifiedSigs), a.Scores)
	}
	all := leaves(prefix, tileKey, a.Scores)
	if !bytes.Equal(root(all), cp.Hash) {
		fail("%s: the root from the scores-log tiles is not the checkpoint's", a.AgentID)
	}
	var scores []map[string]any
	for cursor := ""; ; {
		var page struct {
			Scores     []map[string]any `json:"scores"`
			NextCursor *string          `json:"next_cursor"`
		}
		fetchJSON(fmt.Sprintf("/v1/agents/%s/scores?limit=500%s", a.AgentID, cursor), a.Key, &page)
		scores = append(scores, page.Scores...)
		if page.NextCursor == nil {
			break
		}
		cursor = "&cursor=" + *page.NextCursor
	}
	for _, score := range scores {
		var p struct {
			LeafIndex uint64   `json:"leaf_index"`
			AuditPath []string `json:"audit_path"`
		}
		fetchJSON(fmt.Sprintf("/v1/scores/%s/proof?agent_id=%s&tree_size=%d", score["score_id"], a.AgentID, a.Scores), a.Key, &p)
		if err := proof.VerifyInclusion(rfc6962.DefaultHasher, p.LeafIndex, uint64(a.Scores), all[p.LeafIndex], hexes(p.AuditPath), cp.Hash); err != nil {
			fail("%s: score %s: inclusion: %v", a.AgentID, score["score_id"], err)
		}
	}
	fmt.Printf("interop: %s scores log (%d leaves): note, root from %d tiles, %d inclusion proofs verified\n", a.AgentID, a.Scores, (a.Scores+255)/256, len(scores))
}

func signedBy(n *note.Note, v note.Verifier) bool {
	for _, sig := range n.Sigs {
		if sig.Name == v.Name() && sig.Hash == v.KeyHash() {
			return true
		}
	}
	return false
}

func main() {
	var s setup
	if err := json.NewDecoder(os.Stdin).Decode(&s); err != nil {
		fail("reading the setup: %v", err)
	}
	base = s.Base
	var keys struct {
		KeyName     string `json:"key_name"`
		VerifierKey string `json:"verifier_key"`
	}
	fetchJSON("/v1/log/verifier-key", "", &keys)
	verifier, err := note.NewVerifier(keys.VerifierKey)
	if err != nil {
		fail("the verifier key %q: %v", keys.VerifierKey, err)
	}
	var witness note.Verifier
	if s.Witness != "" {
		if witness, err = formatsnote.NewVerifierForCosignatureV1(s.Witness); err != nil {
			fail("the witness key %q: %v", s.Witness, err)
		}
	}
	for _, a := range s.Agents {
		verifyAgent(a, verifier, keys.KeyName, witness)
		if a.Scores > 0 {
			verifyScoresLog(a, verifier, keys.KeyName, witness)
		}
	}
	if witness != nil {
		fmt.Printf("interop: %d agents' logs verified, their latest checkpoints cosigned by %s\n", len(s.Agents), witness.Name())
	}
}
