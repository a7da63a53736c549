package ledger

// Blobs through the Go SDK against the real service: the newcomer's path (a 5 MB document
// attached to a Thinking record, read back verified, erased, the record still verifying offline),
// the shared digest vectors, and a download that does not match its digest.

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/base64"
	"errors"
	"io"
	"net/http"
	"strings"
	"testing"
)

func TestBlobDigestVectors(t *testing.T) {
	var file struct {
		Vectors []struct{ Name, Bytes, Salt, Digest string } `json:"vectors"`
	}
	readVectors(t, "blobs.json", &file)
	if len(file.Vectors) == 0 {
		t.Fatal("no blob vectors")
	}
	for _, v := range file.Vectors {
		content, _ := base64.RawURLEncoding.DecodeString(v.Bytes)
		salt, _ := base64.RawURLEncoding.DecodeString(v.Salt)
		if got := BlobDigest(content, salt); got != v.Digest {
			t.Errorf("%s: BlobDigest = %s, want %s", v.Name, got, v.Digest)
		}
	}
}

func TestBlobDownloadCheckVectors(t *testing.T) {
	var file struct {
		DownloadChecks []struct {
			Name, Bytes, Salt, Digest string
			SizeBytes                 *int64  `json:"size_bytes"`
			Error                     *string `json:"error"`
		} `json:"download_checks"`
	}
	readVectors(t, "blobs.json", &file)
	if len(file.DownloadChecks) == 0 {
		t.Fatal("no download check vectors")
	}
	goField := map[string]string{"salt": "Salt", "digest": "Digest", "size_bytes": "SizeBytes"}
	for _, v := range file.DownloadChecks {
		if v.SizeBytes == nil {
			continue // a reference without a size: Go's ContentRef always has one
		}
		content, _ := base64.RawURLEncoding.DecodeString(v.Bytes)
		salt, _ := base64.RawURLEncoding.DecodeString(v.Salt)
		err := checkBlob(ContentRef{Digest: v.Digest, SizeBytes: *v.SizeBytes}, content, salt)
		var invalid *ValidationError
		switch {
		case v.Error == nil && err != nil:
			t.Errorf("%s: %v, want the bytes", v.Name, err)
		case v.Error != nil && (!errors.As(err, &invalid) || invalid.Code != CodeDigestMismatch || invalid.Details.Field == nil || *invalid.Details.Field != goField[*v.Error]):
			t.Errorf("%s: %v, want digest_mismatch on %s", v.Name, err, goField[*v.Error])
		}
	}
}

func TestAttachVersionVectors(t *testing.T) {
	var file struct {
		AttachVersions []struct {
			SchemaVersion *string `json:"schema_version"`
			Attached      *string `json:"attached"`
		} `json:"attach_versions"`
	}
	readVectors(t, "blobs.json", &file)
	if len(file.AttachVersions) == 0 {
		t.Fatal("no attach version vectors")
	}
	ref := ContentRef{Digest: "sha256:" + strings.Repeat("0", 64), SizeBytes: 1, MediaType: "text/plain", URI: "/x"}
	for _, v := range file.AttachVersions {
		// Go's Record names no version with "".
		record := &Record{Behavior: BehaviorThinking, SessionID: "s"}
		if v.SchemaVersion != nil {
			record.SchemaVersion = *v.SchemaVersion
		}
		withAttachment(record, ref)
		want := ""
		if v.Attached != nil {
			want = *v.Attached
		}
		if record.SchemaVersion != want || len(record.Attachments) != 1 {
			t.Errorf("%v: schema_version %q after attach, want %q", v.SchemaVersion, record.SchemaVersion, want)
		}
	}
}

func TestBlobsAgainstTheService(t *testing.T) {
	s := liveService(t)
	ctx := context.Background()
	apiKey := s.newOwner(t)
	agent, err := RegisterAgent(ctx, RegisterAgentInput{ConnectionParams: ConnectionParams{APIKey: apiKey, Endpoint: s.url}, Name: "blobs-" + randomHex(4)})
	if err != nil {
		t.Fatal(err)
	}
	client := NewLedgerClient(LedgerClientConfig{APIKey: apiKey, AgentID: agent.AgentID, Endpoint: s.url, HTTPClient: &http.Client{}})

	document := make([]byte, 5*1024*1024)
	_, _ = rand.Read(document)
	record := &Record{Behavior: BehaviorThinking, SessionID: "blobs", SchemaVersion: "1.0", Prompt: Ptr("Summarise the attached report."), OutputPayload: Ptr("A summary.")}
	ref, err := client.Attach(ctx, record, "prompt", document, "application/pdf")
	if err != nil {
		t.Fatal(err)
	}
	if ref.SizeBytes != int64(len(document)) || ref.MediaType != "application/pdf" || ref.Field == nil || *ref.Field != "prompt" || record.SchemaVersion != SchemaVersion {
		t.Fatalf("unexpected ref %+v (record version %s)", ref, record.SchemaVersion)
	}
	if ref.Digest == BlobDigest(document, nil) {
		t.Fatal("the upload was not salted")
	}
	ack, err := client.Submit(ctx, record)
	if err != nil {
		t.Fatal(err)
	}
	got, err := client.GetBlob(ctx, *ref)
	if err != nil || !bytes.Equal(got, document) {
		t.Fatalf("GetBlob: %v (equal: %v)", err, bytes.Equal(got, document))
	}

	if err := client.DeleteBlob(ctx, *ref); err != nil {
		t.Fatal(err)
	}
	_, err = client.GetBlob(ctx, *ref)
	var notFound *NotFoundError
	if !errors.As(err, &notFound) || notFound.Code != CodeBlobErased {
		t.Fatalf("GetBlob after erasure: %v, want blob_erased", err)
	}

	checkpoint, err := client.Anchor(ctx)
	if err != nil {
		t.Fatal(err)
	}
	proof, err := client.GetInclusionProof(ctx, ack.RecordID, checkpoint.TreeSize)
	if err != nil {
		t.Fatal(err)
	}
	stored, err := client.GetRecord(ctx, ack.RecordID)
	if err != nil {
		t.Fatal(err)
	}
	if err := VerifyRecord(stored, proof, checkpoint, agent.AgentWalletAddress); err != nil {
		t.Fatalf("the record naming an erased blob no longer verifies: %v", err)
	}

	public, err := client.PutBlob(ctx, []byte{1, 2, 3}, PutBlobOptions{Salt: []byte{}})
	if err != nil || public.Digest != BlobDigest([]byte{1, 2, 3}, nil) {
		t.Fatalf("unsalted PutBlob: %v %+v", err, public)
	}
	var invalid *ValidationError
	if _, err := client.PutBlob(ctx, []byte{1}, PutBlobOptions{Salt: []byte{1, 2}}); !errors.As(err, &invalid) {
		t.Fatalf("a 2-byte salt: %v, want a ValidationError", err)
	}
}

// rewriting passes every blob download through change, as a faulty or lying proxy or store would.
type rewriting func(body []byte, header http.Header) []byte

func (change rewriting) RoundTrip(req *http.Request) (*http.Response, error) {
	resp, err := http.DefaultTransport.RoundTrip(req)
	if err != nil || req.Method != http.MethodGet || !strings.Contains(req.URL.Path, "/blobs/") || resp.StatusCode != http.StatusOK {
		return resp, err
	}
	body, err := io.ReadAll(resp.Body)
	resp.Body.Close()
	if err != nil {
		return nil, err
	}
	body = change(body, resp.Header)
	resp.Header.Del("Content-Length")
	resp.ContentLength = int64(len(body))
	resp.Body = io.NopCloser(bytes.NewReader(body))
	return resp, nil
}

// tampering changes one byte of every blob download.
var tampering = rewriting(func(body []byte, _ http.Header) []byte {
	body[0] ^= 1
	return body
})

func TestGetBlobRefusesBytesThatDoNotMatchTheDigest(t *testing.T) {
	s := liveService(t)
	client, _ := s.newAgentClient(t, tampering)
	ref, err := client.PutBlob(context.Background(), []byte("the real content"), PutBlobOptions{MediaType: "text/plain"})
	if err != nil {
		t.Fatal(err)
	}
	_, err = client.GetBlob(context.Background(), *ref)
	var invalid *ValidationError
	if !errors.As(err, &invalid) || invalid.Code != CodeDigestMismatch {
		t.Fatalf("GetBlob of tampered bytes: %v, want digest_mismatch", err)
	}
}

// shifting moves the first 39 bytes of every blob download into its salt header: SHA-256(salt ‖
// bytes) is the same for every split, so only the salt's length and the size tell.
var shifting = rewriting(func(body []byte, header http.Header) []byte {
	salt, _ := base64.RawURLEncoding.DecodeString(header.Get("Ledger-Blob-Salt"))
	header.Set("Ledger-Blob-Salt", base64.RawURLEncoding.EncodeToString(append(salt, body[:39]...)))
	return body[39:]
})

func TestGetBlobRefusesContentMovedIntoTheSalt(t *testing.T) {
	s := liveService(t)
	client, _ := s.newAgentClient(t, shifting)
	for _, salt := range [][]byte{nil, {}} {
		ref, err := client.PutBlob(context.Background(), []byte("The opening paragraph that the service keeps back, then the rest of the document."), PutBlobOptions{MediaType: "text/plain", Salt: salt})
		if err != nil {
			t.Fatal(err)
		}
		_, err = client.GetBlob(context.Background(), *ref)
		var invalid *ValidationError
		if !errors.As(err, &invalid) || invalid.Code != CodeDigestMismatch {
			t.Fatalf("GetBlob of a shifted download (salt %d bytes): %v, want digest_mismatch", len(salt), err)
		}
	}
}
