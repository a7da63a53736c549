package ledger

import (
	"context"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strings"
	"testing"

	"github.com/decred/dcrd/dcrec/secp256k1/v4"
)

// web3.js documentation, web3.eth.accounts.sign("Some data", key): the signature every EIP-191
// implementation reproduces (RFC 6979 nonces make it deterministic); the TypeScript SDK's tests
// use the same vector.
const (
	web3Key       = "4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318"
	web3Address   = "0x2c7536E3605D9C16a7a3D7b1898e529396a65c23"
	web3Signature = "0xb91467e570a6466aa9e9876cbcd013baba02900b8979d43fe208a4a4f339f5fd6007e74cd82e037b800186422fc2da167c747ef045e5d18a5f5d4300f8e1a0291c"
)

// signPersonal is what a byow partner's wallet does: EIP-191 personal_sign, r ‖ s ‖ v.
func signPersonal(key *secp256k1.PrivateKey, message []byte) []byte {
	signature, err := SignPersonal(message, key.Serialize())
	if err != nil {
		panic(err)
	}
	return signature
}

func addressOf(key *secp256k1.PrivateKey) string {
	var address [20]byte
	copy(address[:], keccak256(key.PubKey().SerializeUncompressed()[1:])[12:])
	return ChecksumAddress(address)
}

func TestPersonalSignatureVector(t *testing.T) {
	raw, _ := hex.DecodeString(web3Key)
	key := secp256k1.PrivKeyFromBytes(raw)
	if got := "0x" + hex.EncodeToString(signPersonal(key, []byte("Some data"))); got != web3Signature {
		t.Fatalf("signature %s", got)
	}
	signer, ok := RecoverPersonalSigner([]byte("Some data"), web3Signature)
	if !ok || ChecksumAddress(signer) != web3Address || addressOf(key) != web3Address {
		t.Fatalf("recovered %s (%v)", ChecksumAddress(signer), ok)
	}
	for _, bad := range []string{strings.TrimSuffix(web3Signature, "1c") + "1d", web3Signature[:len(web3Signature)-2], "0x" + strings.Repeat("00", 64) + "1b", "nothex"} {
		if _, ok := RecoverPersonalSigner([]byte("Some data"), bad); ok {
			t.Errorf("recovered a signer from %s", bad)
		}
	}
	if other, ok := RecoverPersonalSigner([]byte("Some other data"), web3Signature); ok && ChecksumAddress(other) == web3Address {
		t.Error("the signature held for another message")
	}
	for _, bad := range [][]byte{raw[:31], make([]byte, 32)} {
		if _, err := SignPersonal([]byte("Some data"), bad); err == nil {
			t.Errorf("signed with a key of %d bytes %x", len(bad), bad)
		}
	}
}

func TestChecksumAddress(t *testing.T) {
	// EIP-55's own examples.
	for _, want := range []string{"0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed", "0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359", "0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB", "0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb"} {
		address, ok := addressBytes(strings.ToLower(want))
		if !ok || ChecksumAddress(address) != want {
			t.Errorf("%s: got %s", want, ChecksumAddress(address))
		}
	}
}

func TestVerifyCheckpointOffline(t *testing.T) {
	raw, _ := hex.DecodeString(web3Key)
	key := secp256k1.PrivKeyFromBytes(raw)
	const agent, root = "agt_0123456789abcdef0123456789abcdef", "5dc9da79a70659a9ad559cb701ded9a2ab9d823aad2f4960cfe370eff4604328"
	body, err := CheckpointBody(agent, 7, root)
	if err != nil || body != "trace-ledger/"+agent+"\n7\nXcnaeacGWamtVZy3Ad7ZoqudgjqtL0lgz+Nw7/RgQyg=\n" {
		t.Fatalf("body %q (%v)", body, err)
	}
	if c2sp, err := LogCheckpointBody(agent, 7, root, "ledger.example"); err != nil || c2sp != "ledger.example/agents/"+agent+"\n7\nXcnaeacGWamtVZy3Ad7ZoqudgjqtL0lgz+Nw7/RgQyg=\n" {
		t.Fatalf("C2SP body %q (%v)", c2sp, err)
	}
	signature := "0x" + hex.EncodeToString(signPersonal(key, []byte(body)))
	checkpoint := Checkpoint{AgentID: agent, TreeSize: 7, RootHash: root, Body: body, SignerAddress: web3Address, Signature: &signature}
	if !VerifyCheckpoint(&checkpoint, web3Address) || !VerifyCheckpoint(&checkpoint, strings.ToLower(web3Address)) {
		t.Fatal("a good checkpoint did not verify")
	}
	changed := func(change func(*Checkpoint)) *Checkpoint {
		c := checkpoint
		change(&c)
		return &c
	}
	for name, bad := range map[string]*Checkpoint{
		"size":      changed(func(c *Checkpoint) { c.TreeSize = 8 }),
		"root":      changed(func(c *Checkpoint) { c.RootHash = strings.Repeat("0", 64) }),
		"agent":     changed(func(c *Checkpoint) { c.AgentID = "agt_" + strings.Repeat("f", 32) }),
		"body":      changed(func(c *Checkpoint) { c.Body += " " }),
		"unsigned":  changed(func(c *Checkpoint) { c.Signature = nil }),
		"signature": changed(func(c *Checkpoint) { s := strings.Replace(signature, "a", "b", 1); c.Signature = &s }),
	} {
		if VerifyCheckpoint(bad, web3Address) {
			t.Errorf("%s: a changed checkpoint verified", name)
		}
	}
	if VerifyCheckpoint(&checkpoint, "0x"+strings.Repeat("11", 20)) {
		t.Error("verified against another wallet")
	}
}

// newOwnerWithWallet creates an owner whose agents anchor with wallet (nil: custodial).
func (s *service) newOwnerWithWallet(t *testing.T, wallet *secp256k1.PrivateKey) string {
	t.Helper()
	mode := map[string]any{"mode": "custodial"}
	if wallet != nil {
		mode = map[string]any{"mode": "byow", "address": addressOf(wallet)}
	}
	var created struct {
		APIKey string `json:"api_key"`
	}
	if status := s.call(t, "POST", "/v1/owners", s.adminToken, map[string]any{"name": "go-" + randomHex(4), "wallet": mode}, &created); status != 201 {
		t.Fatalf("creating an owner: HTTP %d", status)
	}
	return created.APIKey
}

func TestAnchoringAgainstTheService(t *testing.T) {
	s := liveService(t)
	ctx := context.Background()
	wallet, _ := secp256k1.GeneratePrivateKey()
	signer := func(_ context.Context, message []byte) ([]byte, error) { return signPersonal(wallet, message), nil }
	for _, mode := range []string{"custodial", "byow"} {
		t.Run(mode, func(t *testing.T) {
			var key *secp256k1.PrivateKey
			if mode == "byow" {
				key = wallet
			}
			apiKey := s.newOwnerWithWallet(t, key)
			agent, err := RegisterAgent(ctx, RegisterAgentInput{ConnectionParams: ConnectionParams{APIKey: apiKey, Endpoint: s.url}, Name: "anchored-" + randomHex(4)})
			if err != nil {
				t.Fatal(err)
			}
			config := LedgerClientConfig{APIKey: apiKey, AgentID: agent.AgentID, Endpoint: s.url, HTTPClient: &http.Client{}}
			unsigned := NewLedgerClient(config)
			if mode == "byow" {
				config.Signer = signer
			}
			client := NewLedgerClient(config)

			records := make([]*StoredRecord, 0, 5)
			for i := 0; i < 5; i++ {
				ack, err := client.Submit(ctx, &Record{Behavior: BehaviorObserving, SessionID: "anchored", TriggerSource: Ptr(fmt.Sprint("tick-", i))})
				if err != nil {
					t.Fatal(err)
				}
				record, err := client.GetRecord(ctx, ack.RecordID)
				if err != nil {
					t.Fatal(err)
				}
				records = append(records, record)
			}
			if mode == "byow" {
				_, err := unsigned.Anchor(ctx)
				var invalid *ValidationError
				if !errors.As(err, &invalid) || invalid.Code != CodeSignerNotConfigured {
					t.Fatalf("anchor without a signer: %v", err)
				}
			}
			checkpoint, err := client.Anchor(ctx)
			if err != nil {
				t.Fatal(err)
			}
			if checkpoint.TreeSize != 5 || !VerifyCheckpoint(checkpoint, agent.AgentWalletAddress) {
				t.Fatalf("checkpoint %+v does not verify against %s", checkpoint, agent.AgentWalletAddress)
			}
			latest, err := client.LatestCheckpoint(ctx)
			if err != nil || *latest.Signature != *checkpoint.Signature {
				t.Fatalf("latest %+v (%v)", latest, err)
			}
			for i, record := range records {
				proof, err := client.GetInclusionProof(ctx, record.RecordID, checkpoint.TreeSize)
				if err != nil {
					t.Fatal(err)
				}
				if proof.LeafIndex != int64(i) {
					t.Fatalf("record %d is leaf %d", i, proof.LeafIndex)
				}
				if err := VerifyRecord(record, proof, checkpoint, agent.AgentWalletAddress); err != nil {
					t.Fatal(err)
				}
			}

			// Tampering: any changed byte of the record, the proof or the checkpoint fails.
			record := *records[2]
			proof, _ := client.GetInclusionProof(ctx, record.RecordID, 0)
			changedRecord := record
			changedRecord.TriggerSource = Ptr("tick-x")
			changedProof := *proof
			changedProof.AuditPath = append([]string{}, proof.AuditPath...)
			changedProof.AuditPath[0] = strings.Repeat("0", 64)
			changedCheckpoint := *checkpoint
			changedCheckpoint.RootHash = strings.Repeat("0", 64)
			for name, err := range map[string]error{
				"record":     VerifyRecord(&changedRecord, proof, checkpoint, agent.AgentWalletAddress),
				"proof":      VerifyRecord(&record, &changedProof, checkpoint, agent.AgentWalletAddress),
				"checkpoint": VerifyRecord(&record, proof, &changedCheckpoint, agent.AgentWalletAddress),
				"wallet":     VerifyRecord(&record, proof, checkpoint, "0x"+strings.Repeat("11", 20)),
			} {
				if !errors.Is(err, ErrNotVerified) {
					t.Errorf("%s changed: %v", name, err)
				}
			}

			// A later record is in no checkpoint until the next one, which extends this one.
			ack, err := client.Submit(ctx, &Record{Behavior: BehaviorObserving, SessionID: "anchored"})
			if err != nil {
				t.Fatal(err)
			}
			_, err = client.GetInclusionProof(ctx, ack.RecordID, 0)
			var pending *ValidationError
			if !errors.As(err, &pending) || pending.Code != CodeNotCheckpointed || pending.Status != 409 {
				t.Fatalf("proof beyond the checkpoint: %v", err)
			}
			later, err := client.Anchor(ctx)
			if err != nil {
				t.Fatal(err)
			}
			consistency, err := client.GetConsistencyProof(ctx, checkpoint.TreeSize, later.TreeSize)
			if err != nil || !VerifyConsistency(consistency.First, consistency.Second, consistency.Proof, checkpoint.RootHash, later.RootHash) {
				t.Fatalf("consistency %d → %d: %+v (%v)", checkpoint.TreeSize, later.TreeSize, consistency, err)
			}
			again, err := client.GetCheckpoint(ctx, checkpoint.TreeSize)
			if err != nil || again.RootHash != checkpoint.RootHash {
				t.Fatalf("checkpoint %d read back: %+v (%v)", checkpoint.TreeSize, again, err)
			}
		})
	}

	t.Run("a signature of another wallet is refused", func(t *testing.T) {
		apiKey := s.newOwnerWithWallet(t, wallet)
		agent, err := RegisterAgent(ctx, RegisterAgentInput{ConnectionParams: ConnectionParams{APIKey: apiKey, Endpoint: s.url}, Name: "impostor-" + randomHex(4)})
		if err != nil {
			t.Fatal(err)
		}
		other, _ := secp256k1.GeneratePrivateKey()
		client := NewLedgerClient(LedgerClientConfig{APIKey: apiKey, AgentID: agent.AgentID, Endpoint: s.url, Signer: func(_ context.Context, message []byte) ([]byte, error) {
			return signPersonal(other, message), nil
		}})
		if _, err := client.Submit(ctx, &Record{Behavior: BehaviorObserving, SessionID: "impostor"}); err != nil {
			t.Fatal(err)
		}
		_, err = client.Anchor(ctx)
		var invalid *ValidationError
		if !errors.As(err, &invalid) || invalid.Code != CodeSignatureInvalid || invalid.Status != 422 {
			t.Fatalf("a wrong signer: %v", err)
		}
	})
}

// The shared anchoring vectors (test/vectors/anchoring.json): each answered as labelled.
func TestAnchoringVectors(t *testing.T) {
	var file struct {
		Vectors []struct {
			Kind       string          `json:"kind"`
			Name       string          `json:"name"`
			Valid      bool            `json:"valid"`
			Record     json.RawMessage `json:"record"`
			LeafHash   string          `json:"leaf_hash"`
			Digest     string          `json:"record_digest"`
			Leaf       string          `json:"leaf"`
			LeafIndex  int64           `json:"leaf_index"`
			TreeSize   int64           `json:"tree_size"`
			AuditPath  []string        `json:"audit_path"`
			Root       string          `json:"root"`
			First      int64           `json:"first"`
			Second     int64           `json:"second"`
			Proof      json.RawMessage `json:"proof"`
			FirstRoot  string          `json:"first_root"`
			SecondRoot string          `json:"second_root"`
			Checkpoint *Checkpoint     `json:"checkpoint"`
			Address    string          `json:"address"`
			Policy     struct {
				LogKey    string   `json:"log_key"`
				Witnesses []string `json:"witnesses"`
				Quorum    int      `json:"quorum"`
			} `json:"policy"`
			Message    string  `json:"message"`
			PrivateKey string  `json:"private_key"`
			Signature  string  `json:"signature"`
			Note       string  `json:"note"`
			Signer     string  `json:"signer"`
			Key        *string `json:"key"`
			KeyName    string  `json:"key_name"`
			PublicKey  string  `json:"public_key"`
			Refusal
		} `json:"vectors"`
	}
	readVectors(t, "anchoring.json", &file)
	if len(file.Vectors) == 0 {
		t.Fatal("no vectors")
	}
	for _, v := range file.Vectors {
		t.Run(v.Kind+": "+v.Name, func(t *testing.T) {
			switch v.Kind {
			case "leaf":
				got, err := LeafHashJSON(v.Record)
				if err != nil || got != v.LeafHash {
					t.Fatalf("leaf hash %s (%v), want %s", got, err, v.LeafHash)
				}
				if digest, err := RecordDigestJSON(v.Record); err != nil || digest != v.Digest {
					t.Fatalf("record digest %s (%v), want %s", digest, err, v.Digest)
				}
				return
			case "inclusion":
				check(t, VerifyInclusion(v.Leaf, v.LeafIndex, v.TreeSize, v.AuditPath, v.Root), v.Valid)
			case "consistency":
				var proof []string
				if err := json.Unmarshal(v.Proof, &proof); err != nil {
					t.Fatal(err)
				}
				check(t, VerifyConsistency(v.First, v.Second, proof, v.FirstRoot, v.SecondRoot), v.Valid)
			case "checkpoint":
				check(t, VerifyCheckpoint(v.Checkpoint, v.Address), v.Valid)
			case "publication":
				check(t, VerifyPublication(v.Checkpoint), v.Valid)
			case "policy":
				check(t, VerifyCheckpointWith(v.Checkpoint, CheckpointPolicy{LogKey: v.Policy.LogKey, Witnesses: v.Policy.Witnesses, Quorum: v.Policy.Quorum}), v.Valid)
			case "record":
				var record StoredRecord
				var proof InclusionProof
				if err := json.Unmarshal(v.Record, &record); err != nil {
					t.Fatal(err)
				}
				if err := json.Unmarshal(v.Proof, &proof); err != nil {
					t.Fatal(err)
				}
				v.Refusal.check(t, v.Valid, VerifyRecord(&record, &proof, v.Checkpoint, v.Address))
			case "sign":
				key, _ := hex.DecodeString(v.PrivateKey)
				signature, err := SignPersonal([]byte(v.Message), key)
				if got := "0x" + hex.EncodeToString(signature); err != nil || got != v.Signature {
					t.Fatalf("signature %s (%v), want %s", got, err, v.Signature)
				}
			case "note":
				verify := map[string]func(note, key string) bool{"log": VerifyNoteSignature, "witness": VerifyCosignature, "wallet": VerifyWalletSignature}[v.Signer]
				check(t, verify(v.Note, *v.Key), v.Valid)
			case "address":
				check(t, IsValidEVMAddress(v.Address), v.Valid)
			case "cosigner_key":
				publicKey, _ := hex.DecodeString(v.PublicKey)
				key, err := CosignerKey(v.KeyName, publicKey)
				if want := v.Key; (want == nil) != (err != nil) || (want != nil && key != *want) {
					t.Fatalf("cosigner key %q (%v), want %v", key, err, v.Key)
				}
			default:
				t.Fatalf("unknown kind %q", v.Kind)
			}
		})
	}
}

func check(t *testing.T, got, want bool) {
	t.Helper()
	if got != want {
		t.Fatalf("answered %v, want %v", got, want)
	}
}
