"""C2SP signed notes (c2sp.org/signed-note) as trace-ledger's checkpoints carry them: the log key's
Ed25519 line and witnesses' v1 cosignatures (c2sp.org/tlog-cosignature)."""

from __future__ import annotations

import base64
import binascii
import hashlib
import re
from dataclasses import dataclass

from Crypto.Signature import eddsa

_ED25519 = 0x01
_COSIGNATURE_V1 = 0x04
_NAMED = 0xFF
_EIP191 = b"trace-ledger/eip191-personal-sign"
_LINE = re.compile(r"— ([^ ]+) (\S+)")
_VKEY = re.compile(r"([^+]+)\+([0-9a-f]{8})\+(\S+)")
# A signed-note key name (c2sp.org/signed-note): non-empty, no lone surrogate, no Unicode space (the
# White_Space property, as golang.org/x/mod/sumdb/note's unicode.IsSpace; Python's \s adds
# U+001C–U+001F) and no "+". The TypeScript and Go SDKs check the same set.
_KEY_NAME = re.compile("[^\t\n\v\f\r \x85\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ud800-\udfff+]+")


def is_key_name(name: str) -> bool:
    return isinstance(name, str) and _KEY_NAME.fullmatch(name) is not None


@dataclass(frozen=True)
class _Signature:
    name: str
    key_id: str
    signature: bytes


def _key_id(name: str, kind: int, public_key: bytes) -> str:
    return hashlib.sha256(name.encode() + b"\n" + bytes([kind]) + public_key).digest()[:4].hex()


def _b64(text: str) -> bytes | None:
    try:
        return base64.b64decode(text, validate=True)
    except (binascii.Error, ValueError):
        return None


def parse_note(note: str) -> tuple[str, list[_Signature]] | None:
    """The note's text and signatures; None when it is not a well-formed signed note."""
    if not isinstance(note, str) or not note.endswith("\n") or re.search(r"[\x00-\x09\x0b-\x1f]", note):
        return None
    split = note.rfind("\n\n")
    if split < 0:
        return None
    text, signatures = note[: split + 1], []
    for line in note[split + 2 : -1].split("\n"):
        match = _LINE.fullmatch(line)
        raw = _b64(match.group(2)) if match else None
        if not match or not is_key_name(match.group(1)) or raw is None or len(raw) < 5:
            return None
        signatures.append(_Signature(match.group(1), raw[:4].hex(), raw[4:]))
    return (text, signatures) if signatures else None


def _parse_key(vkey: str, kind: int) -> tuple[str, str, bytes] | None:
    match = _VKEY.fullmatch(vkey) if isinstance(vkey, str) else None
    raw = _b64(match.group(3)) if match else None
    if not match or not is_key_name(match.group(1)) or raw is None or len(raw) != 33 or raw[0] != kind:
        return None
    name, key_id, public_key = match.group(1), match.group(2), raw[1:]
    return (name, key_id, public_key) if _key_id(name, kind, public_key) == key_id else None


def verifier_key_name(vkey: str) -> str | None:
    """The name of the Ed25519 verifier key ``vkey``; None when it is not one."""
    key = _parse_key(vkey, _ED25519)
    return key[0] if key is not None else None


def cosigner_key(name: str, public_key: bytes) -> str:
    """A witness's cosigner key (c2sp.org/tlog-cosignature, ``<name>+<key id>+base64(0x04 ‖ key)``)
    from its name and Ed25519 public key: what a policy's ``witnesses`` lists. ValueError for a
    name a signed note cannot hold (empty, with a space or a ``+``)."""
    if not is_key_name(name):
        raise ValueError(f"not a signed-note key name: {name!r}")
    return f"{name}+{_key_id(name, _COSIGNATURE_V1, public_key)}+{base64.b64encode(bytes([_COSIGNATURE_V1]) + public_key).decode()}"


def wallet_key_id(address: str) -> str:
    """The key ID of the wallet line of ``address`` (EIP-55 form): type 0xff, the EIP-191 identifier, the 20-byte address."""
    return _key_id(address, _NAMED, _EIP191 + bytes.fromhex(address[2:]))


def _ed25519_valid(public_key: bytes, message: bytes, signature: bytes) -> bool:
    try:
        eddsa.new(eddsa.import_public_key(public_key), "rfc8032").verify(message, signature)
    except ValueError:
        return False
    return True


def _signatures_by(note: str, vkey: str, sig_type: int, length: int) -> tuple[bytes, str, list[bytes]] | None:
    """The public key of ``vkey``, the note's text, and the note's signatures of ``length`` bytes by that key."""
    key, parsed = _parse_key(vkey, sig_type), parse_note(note)
    if key is None or parsed is None:
        return None
    name, key_id, public_key = key
    text, signatures = parsed
    return public_key, text, [s.signature for s in signatures if s.name == name and s.key_id == key_id and len(s.signature) == length]


def verify_note_signature(note: str, vkey: str) -> bool:
    """Whether the note carries a valid Ed25519 signature of its text by the verifier key ``vkey``."""
    found = _signatures_by(note, vkey, _ED25519, 64)
    if found is None:
        return False
    public_key, text, signatures = found
    return any(_ed25519_valid(public_key, text.encode(), signature) for signature in signatures)


def verify_cosignature(note: str, vkey: str) -> bool:
    """Whether the note carries a valid v1 cosignature of its text by the witness key ``vkey``."""
    found = _signatures_by(note, vkey, _COSIGNATURE_V1, 72)
    if found is None:
        return False
    public_key, text, signatures = found
    for signature in signatures:
        timestamp = int.from_bytes(signature[:8], "big")
        message = f"cosignature/v1\ntime {timestamp}\n{text}".encode()
        if timestamp < 2**63 and _ed25519_valid(public_key, message, signature[8:]):
            return True
    return False
