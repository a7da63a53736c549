package ledger

// Blobs (docs/content.md): content kept apart from the record, named by SHA-256(salt ‖ bytes).
// Uploads are salted with 32 random bytes unless the caller asks for an unsalted (public) blob;
// downloads are checked against the digest before they are returned.

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"fmt"
	"net/http"
	"net/url"
	"slices"
)

// BlobSaltBytes is the length of the random salt of every salted blob.
const BlobSaltBytes = 32

const defaultBlobMediaType = "application/octet-stream"

// PutBlobOptions tunes PutBlob; the zero value uploads salted application/octet-stream content.
type PutBlobOptions struct {
	// MediaType of the content; default application/octet-stream.
	MediaType string
	// Salt overrides the random salt: BlobSaltBytes bytes, or an empty non-nil slice for unsalted
	// public content that should de-duplicate.
	Salt []byte
	// Field names the record field whose full content this is (Attach sets it).
	Field string
}

// BlobDigest is a blob's content address: "sha256:" and the hex SHA-256 of salt ‖ content.
func BlobDigest(content, salt []byte) string {
	h := sha256.New()
	h.Write(salt)
	h.Write(content)
	return "sha256:" + hex.EncodeToString(h.Sum(nil))
}

// blobURI is the service path of a blob: a ContentRef's URI, relative to the service's address.
func blobURI(agentID, digest string) string {
	return "/v1/agents/" + url.PathEscape(agentID) + "/blobs/" + digest
}

// PutBlob stores content as a blob of the client's agent and returns the ContentRef a record's
// Attachments carries.
func (c *LedgerClient) PutBlob(ctx context.Context, content []byte, opts PutBlobOptions) (*ContentRef, error) {
	salt := opts.Salt
	if salt == nil {
		salt = make([]byte, BlobSaltBytes)
		if _, err := rand.Read(salt); err != nil {
			return nil, fmt.Errorf("ledger: no randomness for a blob's salt: %w", err)
		}
	}
	if len(salt) != 0 && len(salt) != BlobSaltBytes {
		return nil, validationError("Salt", fmt.Sprintf("must be %d bytes, or empty", BlobSaltBytes))
	}
	mediaType := opts.MediaType
	if mediaType == "" {
		mediaType = defaultBlobMediaType
	}
	conn, err := c.connect()
	if err != nil {
		return nil, err
	}
	digest := BlobDigest(content, salt)
	header := http.Header{"Content-Type": {mediaType}, "Ledger-Blob-Salt": {base64.RawURLEncoding.EncodeToString(salt)}}
	if content == nil {
		content = []byte{} // sent as an empty body, never as "no body"
	}
	blob, err := call[Blob](ctx, conn, request{op: OperationPutBlob, path: c.blobPath(digest), raw: content, header: header})
	if err != nil {
		return nil, err
	}
	ref := &ContentRef{Digest: digest, SizeBytes: blob.SizeBytes, MediaType: blob.MediaType, URI: blobURI(c.config.AgentID, digest)}
	if opts.Field != "" {
		ref.Field = Ptr(opts.Field)
	}
	return ref, nil
}

// GetBlob returns the blob's bytes once they are the content ref names: they hash to ref.Digest
// with a salt of 0 or BlobSaltBytes bytes, and are ref.SizeBytes long (a *ValidationError with
// CodeDigestMismatch otherwise); an erased blob is a *NotFoundError with CodeBlobErased.
func (c *LedgerClient) GetBlob(ctx context.Context, ref ContentRef) ([]byte, error) {
	conn, err := c.connect()
	if err != nil {
		return nil, err
	}
	var answer rawAnswer
	if err := conn.do(ctx, request{op: OperationGetBlob, path: c.blobPath(ref.Digest)}, &answer); err != nil {
		return nil, err
	}
	salt, err := base64.RawURLEncoding.DecodeString(answer.header.Get("Ledger-Blob-Salt"))
	if err != nil {
		return nil, serverError(http.StatusOK, "the Ledger-Blob-Salt header is not base64url")
	}
	if err := checkBlob(ref, answer.body, salt); err != nil {
		return nil, err
	}
	return answer.body, nil
}

// checkBlob: SHA-256 sees salt ‖ content the same for every split of it, so the digest alone would
// accept a service that moved the content's first bytes into the salt; the salt's length and the
// size tell.
func checkBlob(ref ContentRef, content, salt []byte) error {
	if len(salt) != 0 && len(salt) != BlobSaltBytes {
		return digestMismatch(fmt.Sprintf("the service sent a %d-byte salt for %s", len(salt), ref.Digest), "Salt", fmt.Sprintf("must be %d bytes, or empty", BlobSaltBytes))
	}
	if actual := BlobDigest(content, salt); actual != ref.Digest {
		return digestMismatch(fmt.Sprintf("the blob's bytes hash to %s, not %s", actual, ref.Digest), "Digest", "must be "+actual+" for the bytes received")
	}
	if int64(len(content)) != ref.SizeBytes {
		return digestMismatch(fmt.Sprintf("the blob's bytes are %d long, not %d", len(content), ref.SizeBytes), "SizeBytes", fmt.Sprintf("must be %d for the bytes received", len(content)))
	}
	return nil
}

func digestMismatch(what, field, reason string) error {
	return newError(LedgerError{
		Code:    CodeDigestMismatch,
		Message: what + ": they are not the content the record refers to",
		Details: ErrorDetails{Field: Ptr(field), Reason: Ptr(reason)},
	})
}

// DeleteBlob erases the blob's bytes and salt for good (the owner's active key only); records
// naming it still verify.
func (c *LedgerClient) DeleteBlob(ctx context.Context, ref ContentRef) error {
	conn, err := c.connect()
	if err != nil {
		return err
	}
	return conn.do(ctx, request{op: OperationDeleteBlob, path: c.blobPath(ref.Digest)}, nil)
}

// Attach uploads content as the full value of the record's field and adds its ContentRef to
// record.Attachments (moving a record pinned to a supported version whose schema has no
// attachments to SchemaVersion); the record's own field should then hold a summary that fits the inline caps.
func (c *LedgerClient) Attach(ctx context.Context, record *Record, field string, content []byte, mediaType string) (*ContentRef, error) {
	ref, err := c.PutBlob(ctx, content, PutBlobOptions{MediaType: mediaType, Field: field})
	if err != nil {
		return nil, err
	}
	withAttachment(record, *ref)
	return ref, nil
}

// withAttachment adds ref to the record's attachments, at a schema version that allows them (a
// record naming no version keeps none: SchemaVersion is stamped when it is sent).
func withAttachment(record *Record, ref ContentRef) {
	record.Attachments = append(record.Attachments, ref)
	if record.SchemaVersion != "" {
		record.SchemaVersion = attachedVersion(record.SchemaVersion)
	}
}

// attachedVersion is the schema_version a record takes when it gains an attachment: a supported
// version whose schema has no attachments moves to SchemaVersion; any other (one that allows
// them, or one the service does not support, refused as such) is kept. Decided by the schemas,
// never by comparing version strings.
func attachedVersion(version string) string {
	if slices.Contains(attachmentSchemaVersions, version) {
		return version
	}
	for _, v := range SupportedSchemaVersions {
		if v.Version == version {
			return SchemaVersion
		}
	}
	return version
}

func (c *LedgerClient) blobPath(digest string) map[string]string {
	return map[string]string{"agent_id": c.config.AgentID, "digest": digest}
}
