"""Blobs (docs/content.md): content kept apart from the record, named by SHA-256(salt || bytes).

Uploads are salted with 32 random bytes unless the caller passes an empty salt (public content
that should de-duplicate); downloads are checked against the digest before they are returned.
The request shapes live here, shared by the blocking and the async client.
"""

from __future__ import annotations

import base64
import hashlib
import secrets
from collections.abc import Mapping
from typing import Any

from ._core import RawRequest
from ._generated.constants import ATTACHMENT_SCHEMA_VERSIONS, SCHEMA_VERSION, SUPPORTED_SCHEMA_VERSIONS
from ._errors import ValidationError, validation_error

SALT_BYTES = 32
DEFAULT_MEDIA_TYPE = "application/octet-stream"
TEXT_MEDIA_TYPE = "text/plain; charset=utf-8"


def blob_digest(data: bytes, salt: bytes = b"") -> str:
    """``sha256:<hex>`` of salt || data: a blob's content address."""
    return "sha256:" + hashlib.sha256(salt + data).hexdigest()


def _b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).decode("ascii").rstrip("=")


def _from_b64url(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


def blob_uri(agent_id: str, digest: str) -> str:
    """The service path of a blob: a ContentRef's ``uri``, relative to the service's address."""
    return f"/v1/agents/{agent_id}/blobs/{digest}"


class Upload:
    """One upload's request and the ContentRef it yields once stored."""

    def __init__(self, agent_id: str, content: bytes | str, media_type: str | None, salt: bytes | None, field: str | None) -> None:
        is_text = isinstance(content, str)
        data = content.encode("utf-8") if isinstance(content, str) else content
        if not isinstance(data, (bytes, bytearray)):
            raise validation_error("content", "must be bytes or str")
        salt = secrets.token_bytes(SALT_BYTES) if salt is None else bytes(salt)
        if len(salt) not in (0, SALT_BYTES):
            raise validation_error("salt", f"must be {SALT_BYTES} bytes, or empty")
        self.agent_id = agent_id
        self.digest = blob_digest(bytes(data), salt)
        self.field = field
        media = media_type or (TEXT_MEDIA_TYPE if is_text else DEFAULT_MEDIA_TYPE)
        self.params = {"agent_id": agent_id, "digest": self.digest}
        self.raw = RawRequest(bytes(data), {"content-type": media, "ledger-blob-salt": _b64url(salt)})

    def ref(self, blob: Mapping[str, Any]) -> dict[str, Any]:
        ref = {"digest": self.digest, "size_bytes": blob["size_bytes"], "media_type": blob["media_type"], "uri": blob_uri(self.agent_id, self.digest)}
        if self.field is not None:
            ref["field"] = self.field
        return ref


def digest_of(ref: Mapping[str, Any] | str) -> str:
    """The digest of a ContentRef (or a digest given as is)."""
    return ref if isinstance(ref, str) else str(ref["digest"])


def verified(ref: Mapping[str, Any] | str, answer: tuple[bytes, Mapping[str, str]]) -> bytes:
    """The downloaded bytes, once they are the content ``ref`` names. SHA-256 sees salt || bytes the
    same for every split of it, so the digest alone would accept a service that moved the content's
    first bytes into the salt: the salt must also be 0 or 32 bytes, and the bytes the reference's
    ``size_bytes`` when it has one."""
    data, headers = answer
    digest = digest_of(ref)
    salt = _from_b64url(headers.get("ledger-blob-salt", ""))
    if len(salt) not in (0, SALT_BYTES):
        raise _digest_mismatch(f"the service sent a {len(salt)}-byte salt for {digest}", "salt", f"must be {SALT_BYTES} bytes, or empty")
    actual = blob_digest(data, salt)
    if actual != digest:
        raise _digest_mismatch(f"the blob's bytes hash to {actual}, not {digest}", "digest", f"must be {actual} for the bytes received")
    size = None if isinstance(ref, str) else ref.get("size_bytes")
    if size is not None and len(data) != size:
        raise _digest_mismatch(f"the blob's bytes are {len(data)} long, not {size}", "size_bytes", f"must be {len(data)} for the bytes received")
    return data


def _digest_mismatch(what: str, field: str, reason: str) -> ValidationError:
    return ValidationError("digest_mismatch", f"{what}: they are not the content the record refers to", {"field": field, "reason": reason})


def attached_version(version: object) -> object:
    """The schema_version a record takes when it gains an attachment: a supported version whose
    schema has no ``attachments`` moves to the current one; any other (one that allows them, or
    one the service does not support, refused as such) is kept. Decided by the schemas, never by
    comparing version strings."""
    if version in SUPPORTED_SCHEMA_VERSIONS and version not in ATTACHMENT_SCHEMA_VERSIONS:
        return SCHEMA_VERSION
    return version


def with_attachment(record: Mapping[str, Any], ref: Mapping[str, Any]) -> dict[str, Any]:
    """The record with ``ref`` added to its attachments, at a schema version that allows them."""
    updated = dict(record)
    updated["attachments"] = [*(record.get("attachments") or []), dict(ref)]
    if "schema_version" in updated:
        updated["schema_version"] = attached_version(updated["schema_version"])
    return updated
