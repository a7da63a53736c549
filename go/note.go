package ledger

import (
	"crypto/ed25519"
	"crypto/sha256"
	"encoding/base64"
	"encoding/binary"
	"encoding/hex"
	"fmt"
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Checkpoints as C2SP signed notes (c2sp.org/signed-note): the service's log key signs each
// checkpoint's text (Ed25519), and witnesses cosign it (c2sp.org/tlog-cosignature, v1).

// CheckpointPolicy is what a verifier trusts: the service's log key (as a verifier key, from
// GET /v1/log/verifier-key, kept by the verifier), witnesses' cosigner keys
// (`<name>+<key id>+base64(0x04 ‖ Ed25519 key)`) and how many of them must have cosigned, and
// optionally the agent wallet that must have signed too.
type CheckpointPolicy struct {
	LogKey    string
	Witnesses []string
	Quorum    int
	Address   string
}

const (
	sigEd25519       = 0x01
	sigCosignatureV1 = 0x04
	sigNamed         = 0xff
	// eip191Type names the wallet lines' signature type after sigNamed.
	eip191Type = "trace-ledger/eip191-personal-sign"
)

var (
	noteLine  = regexp.MustCompile(`^— ([^ ]+) (\S+)$`)
	vkeyParts = regexp.MustCompile(`^([^+]+)\+([0-9a-f]{8})\+(\S+)$`)
	controls  = regexp.MustCompile("[\x00-\x09\x0b-\x1f]")
)

type noteSignature struct {
	name, keyID string
	signature   []byte
}

// isKeyName reports whether name is a signed-note key name (c2sp.org/signed-note): non-empty
// UTF-8 without Unicode spaces (unicode.IsSpace, as golang.org/x/mod/sumdb/note; regexp's \s is
// ASCII only) or '+'. The TypeScript and Python SDKs check the same set.
func isKeyName(name string) bool {
	return name != "" && utf8.ValidString(name) && !strings.ContainsFunc(name, unicode.IsSpace) && !strings.Contains(name, "+")
}

func keyID(name string, kind byte, publicKey []byte) string {
	sum := sha256.Sum256(append(append([]byte(name+"\n"), kind), publicKey...))
	return hex.EncodeToString(sum[:4])
}

func parseNote(note string) (string, []noteSignature, bool) {
	if !strings.HasSuffix(note, "\n") || controls.MatchString(note) {
		return "", nil, false
	}
	split := strings.LastIndex(note, "\n\n")
	if split < 0 {
		return "", nil, false
	}
	var sigs []noteSignature
	for _, line := range strings.Split(note[split+2:len(note)-1], "\n") {
		m := noteLine.FindStringSubmatch(line)
		if m == nil || !isKeyName(m[1]) {
			return "", nil, false
		}
		raw, err := base64.StdEncoding.DecodeString(m[2])
		if err != nil || len(raw) < 5 {
			return "", nil, false
		}
		sigs = append(sigs, noteSignature{m[1], hex.EncodeToString(raw[:4]), raw[4:]})
	}
	return note[:split+1], sigs, len(sigs) > 0
}

func parseKey(vkey string, kind byte) (name, id string, publicKey ed25519.PublicKey, ok bool) {
	m := vkeyParts.FindStringSubmatch(vkey)
	if m == nil || !isKeyName(m[1]) {
		return "", "", nil, false
	}
	raw, err := base64.StdEncoding.DecodeString(m[3])
	if err != nil || len(raw) != 33 || raw[0] != kind || keyID(m[1], kind, raw[1:]) != m[2] {
		return "", "", nil, false
	}
	return m[1], m[2], ed25519.PublicKey(raw[1:]), true
}

// signaturesBy parses note and vkey (of the given kind) and returns the note's text, the key and
// the note's signatures that name that key: none when either does not parse.
func signaturesBy(note, vkey string, kind byte) (string, ed25519.PublicKey, []noteSignature) {
	name, id, key, keyOK := parseKey(vkey, kind)
	text, sigs, parsed := parseNote(note)
	if !keyOK || !parsed {
		return "", nil, nil
	}
	var mine []noteSignature
	for _, s := range sigs {
		if s.name == name && s.keyID == id {
			mine = append(mine, s)
		}
	}
	return text, key, mine
}

// VerifyNoteSignature reports whether note carries a valid Ed25519 signature of its text by the
// verifier key vkey (golang.org/x/mod/sumdb/note's format).
func VerifyNoteSignature(note, vkey string) bool {
	text, key, sigs := signaturesBy(note, vkey, sigEd25519)
	for _, s := range sigs {
		if len(s.signature) == ed25519.SignatureSize && ed25519.Verify(key, []byte(text), s.signature) {
			return true
		}
	}
	return false
}

// VerifyCosignature reports whether note carries a valid v1 cosignature of its text by the
// witness whose cosigner key is vkey.
func VerifyCosignature(note, vkey string) bool {
	text, key, sigs := signaturesBy(note, vkey, sigCosignatureV1)
	for _, s := range sigs {
		if len(s.signature) != 8+ed25519.SignatureSize {
			continue
		}
		timestamp := binary.BigEndian.Uint64(s.signature[:8])
		message := fmt.Sprintf("cosignature/v1\ntime %d\n%s", timestamp, text)
		if timestamp < 1<<63 && ed25519.Verify(key, []byte(message), s.signature[8:]) {
			return true
		}
	}
	return false
}

// CosignerKey is a witness's cosigner key (c2sp.org/tlog-cosignature,
// `<name>+<key id>+base64(0x04 ‖ key)`) from its name and Ed25519 public key: what a
// CheckpointPolicy's Witnesses lists. An error for a name a signed note cannot hold (empty, with
// a space or a '+').
func CosignerKey(name string, publicKey ed25519.PublicKey) (string, error) {
	if !isKeyName(name) {
		return "", fmt.Errorf("ledger: not a signed-note key name: %q", name)
	}
	return name + "+" + keyID(name, sigCosignatureV1, publicKey) + "+" + base64.StdEncoding.EncodeToString(append([]byte{sigCosignatureV1}, publicKey...)), nil
}

// VerifyWalletSignature reports whether note carries address's EIP-191 signature of its text
// (the agent wallet's line; address in any case).
func VerifyWalletSignature(note, address string) bool {
	wallet, ok := addressBytes(address)
	text, sigs, parsed := parseNote(note)
	if !ok || !parsed {
		return false
	}
	name := ChecksumAddress(wallet)
	id := keyID(name, sigNamed, append([]byte(eip191Type), wallet[:]...))
	for _, s := range sigs {
		if s.name != name || s.keyID != id || len(s.signature) != 65 {
			continue
		}
		if signer, ok := RecoverPersonalSigner([]byte(text), "0x"+hex.EncodeToString(s.signature)); ok && signer == wallet {
			return true
		}
	}
	return false
}

// VerifyCheckpointWith reports whether checkpoint is what its fields say, its note's text is its
// body, signed by policy.LogKey and cosigned by at least policy.Quorum distinct witnesses of
// policy.Witnesses — and, when policy.Address is set, signed by that wallet too. False for
// anything unsigned or malformed.
func VerifyCheckpointWith(checkpoint *Checkpoint, policy CheckpointPolicy) bool {
	if checkpoint == nil || !bodyMatches(checkpoint) {
		return false
	}
	if text, _, ok := parseNote(checkpoint.Note); !ok || text != checkpoint.Body || !noteTrusted(checkpoint.Note, policy) {
		return false
	}
	return policy.Address == "" || VerifyCheckpoint(checkpoint, policy.Address)
}

// noteTrusted reports whether note is signed by policy.LogKey and cosigned by at least
// policy.Quorum distinct witnesses of policy.Witnesses (policy.Address is not looked at).
func noteTrusted(note string, policy CheckpointPolicy) bool {
	return VerifyNoteSignature(note, policy.LogKey) && quorumShortfall(note, policy) == ""
}

// quorumShortfall says why note is not cosigned by at least policy.Quorum distinct witnesses of
// policy.Witnesses, or is empty when it is.
func quorumShortfall(note string, policy CheckpointPolicy) string {
	distinct := map[string]bool{}
	for _, w := range policy.Witnesses {
		distinct[w] = true
	}
	if policy.Quorum < 0 || policy.Quorum > len(distinct) {
		return fmt.Sprintf("a quorum of %d cannot be met by %d witnesses", policy.Quorum, len(distinct))
	}
	cosigned := 0
	for w := range distinct {
		if VerifyCosignature(note, w) {
			cosigned++
		}
	}
	if cosigned < policy.Quorum {
		return fmt.Sprintf("the checkpoint is cosigned by %d of the witnesses, fewer than the quorum of %d", cosigned, policy.Quorum)
	}
	return ""
}
