"""Anchoring, offline (docs/anchoring.md): every stored record is a leaf of its agent's append-only
RFC 6962 log; a checkpoint is the log at one size, signed by the agent's anchor wallet with
EIP-191 ``personal_sign`` over a C2SP signed-note body. Nothing here needs the network."""

from __future__ import annotations

import base64
import hashlib
import hmac
import re
from collections.abc import Callable, Mapping, Sequence
from typing import Any, Literal

import pydantic
from Crypto.Hash import keccak
from coincurve import PrivateKey, PublicKey

from ._canonical import canonical_json
from ._errors import error_for
from ._generated.models import Checkpoint, InclusionProof, RecordTombstone
from ._note import is_key_name, parse_note, verifier_key_name, verify_cosignature, verify_note_signature, wallet_key_id
from ._types import StoredRecord

#: Signs a message as EIP-191 ``personal_sign`` does (the prefix is the signer's to add) and
#: returns the 65-byte signature r ‖ s ‖ v. A byow agent's client needs one to ``anchor()``.
Signer = Callable[[bytes], bytes]

_HASH = re.compile(r"^[0-9a-f]{64}$")
_ADDRESS = re.compile(r"^0[xX][0-9a-fA-F]{40}$")


#: Why a verifier (``verify_record``, ``verify_tombstone``, ``verify_score``) refused, one code per
#: check, the same in the three SDKs: the verifier key is not one; the checkpoint is not a
#: checkpoint note; it is of another agent's or kind of log; the proof is of another leaf, or of a
#: tree of another size; the checkpoint is not signed yet; not signed by the trusted key or wallet
#: (or changed since); too few witnesses cosigned it; the entry is not the proof's leaf.
VerificationCode = Literal[
    "key_invalid",
    "checkpoint_malformed",
    "origin_mismatch",
    "leaf_index_mismatch",
    "tree_size_mismatch",
    "unsigned",
    "signature_invalid",
    "quorum_unmet",
    "not_included",
]


class VerificationFailed(Exception):
    """A record, its proof or its checkpoint failed a check: ``code`` says which (a VerificationCode),
    ``reason`` says why in words (as the other SDKs word it)."""

    def __init__(self, reason: str, *, code: VerificationCode) -> None:
        super().__init__(reason)
        self.reason = reason
        self.code: VerificationCode = code


def _sha256(*parts: bytes) -> bytes:
    return hashlib.sha256(b"".join(parts)).digest()


def _keccak(*parts: bytes) -> bytes:
    h = keccak.new(digest_bits=256)
    for part in parts:
        h.update(part)
    return h.digest()


def _as_json(value: pydantic.BaseModel | Mapping[str, Any]) -> Any:
    return value.model_dump(mode="json") if isinstance(value, pydantic.BaseModel) else value


def record_digest(record: StoredRecord | Mapping[str, Any]) -> str:
    """SHA-256 of the RFC 8785 canonical JSON of the record as the service returns it, hex: its entry in the log."""
    return _sha256(canonical_json(_as_json(record)).encode("utf-8")).hex()


def leaf_hash(record: StoredRecord | Mapping[str, Any]) -> str:
    """SHA-256 of 0x00 and the record digest (``record_digest``), hex: the record's leaf hash."""
    return _sha256(b"\x00", bytes.fromhex(record_digest(record))).hex()


def leaf_hash_of_digest(digest: str) -> str | None:
    """The leaf hash of a log entry given as its digest (64 hex digits): an erased record's, from its
    tombstone's ``digest``. None when ``digest`` is not a hash."""
    entry = _hex(digest)
    return _sha256(b"\x00", bytes.fromhex(entry)).hex() if entry is not None else None


def _node(left: bytes, right: bytes) -> bytes:
    return _sha256(b"\x01", left, right)


#: A hash as the verifiers take it: lowercase hex, the client's own ``Hash`` model (a proof's
#: ``audit_path`` entries, ``leaf_hash``), or 32 raw bytes.
HashLike = str | bytes | pydantic.RootModel[str]


def _hex(value: Any) -> str | None:
    if isinstance(value, pydantic.RootModel):
        value = value.root
    if isinstance(value, (bytes, bytearray)):
        return bytes(value).hex() if len(value) == 32 else None
    return value if isinstance(value, str) and _HASH.match(value) else None


def _hashes(values: Sequence[HashLike]) -> list[bytes] | None:
    if isinstance(values, (str, bytes)):
        return None
    hexes = [_hex(v) for v in values]
    return None if any(h is None for h in hexes) else [bytes.fromhex(h) for h in hexes if h is not None]


def _size(n: Any) -> bool:
    return isinstance(n, int) and not isinstance(n, bool) and 0 <= n <= 2**53 - 1


def verify_inclusion(leaf: HashLike, leaf_index: int, tree_size: int, audit_path: Sequence[HashLike], root: HashLike) -> bool:
    """RFC 9162 §2.1.3.2: whether ``audit_path`` proves ``leaf`` is leaf ``leaf_index`` of the tree of ``tree_size`` with ``root``."""
    ends = _hashes([leaf, root])
    path = _hashes(audit_path)
    if ends is None or path is None or not _size(leaf_index) or not _size(tree_size) or leaf_index >= tree_size:
        return False
    r, expected = ends
    fn, sn = leaf_index, tree_size - 1
    for p in path:
        if sn == 0:
            return False
        if fn & 1 or fn == sn:
            r = _node(p, r)
            while not fn & 1 and fn != 0:
                fn, sn = fn >> 1, sn >> 1
        else:
            r = _node(r, p)
        fn, sn = fn >> 1, sn >> 1
    return sn == 0 and hmac.compare_digest(r, expected)


def verify_consistency(first: int, second: int, proof: Sequence[HashLike], first_root: HashLike, second_root: HashLike) -> bool:
    """RFC 9162 §2.1.4.2: whether ``proof`` shows the tree of ``second`` leaves extends the tree of ``first``."""
    roots = _hashes([first_root, second_root])
    path = _hashes(proof)
    if roots is None or path is None or not _size(first) or not _size(second) or first < 1 or first > second:
        return False
    r1, r2 = roots
    if first == second:
        return not path and r1 == r2
    if not path:
        return False
    # A first tree of a power-of-two size is itself a node of the second: the proof starts there.
    nodes = [r1, *path] if first & (first - 1) == 0 else path
    fn, sn = first - 1, second - 1
    while fn & 1:
        fn, sn = fn >> 1, sn >> 1
    fr = sr = nodes[0]
    for c in nodes[1:]:
        if sn == 0:
            return False
        if fn & 1 or fn == sn:
            fr, sr = _node(c, fr), _node(c, sr)
            while not fn & 1 and fn != 0:
                fn, sn = fn >> 1, sn >> 1
        else:
            sr = _node(sr, c)
        fn, sn = fn >> 1, sn >> 1
    return sn == 0 and fr == r1 and sr == r2


def log_origin(agent_id: str, log_name: str | None = None) -> str:
    """The origin of an agent's log: ``<log_name>/agents/<agent_id>``, or without a log name the
    origin of checkpoints cut before the logs became C2SP logs, ``trace-ledger/<agent_id>``."""
    return f"trace-ledger/{agent_id}" if log_name is None else f"{log_name}/agents/{agent_id}"


def _is_origin_of(origin: str, agent_id: str) -> bool:
    suffix = f"/agents/{agent_id}"
    return origin == log_origin(agent_id) or (origin.endswith(suffix) and len(origin) > len(suffix) and is_key_name(origin))


def checkpoint_body(agent_id: str, tree_size: int, root_hash: str, log_name: str | None = None) -> str:
    """The checkpoint text (c2sp.org/tlog-checkpoint): the origin (``log_origin``), the size, the
    root in padded base64, each line ending in ``\\n``."""
    if not _HASH.match(root_hash):
        raise ValueError("root_hash must be 64 lowercase hex digits")
    return f"{log_origin(agent_id, log_name)}\n{tree_size}\n{base64.b64encode(bytes.fromhex(root_hash)).decode()}\n"


def _body_matches(c: Checkpoint) -> bool:
    origin = c.body.split("\n", 1)[0]
    return _is_origin_of(origin, c.agent_id) and c.body == f"{origin}\n{c.tree_size}\n{base64.b64encode(bytes.fromhex(c.root_hash)).decode()}\n"


def is_valid_evm_address(address: str) -> bool:
    """0x and 40 hex digits; all-lowercase or all-uppercase digits carry no checksum, mixed case must pass EIP-55."""
    if not isinstance(address, str) or not re.fullmatch(r"0x[0-9a-fA-F]{40}", address):
        return False
    digits = address[2:]
    return digits in (digits.lower(), digits.upper()) or to_checksum_address(address) == address


def to_checksum_address(address: str) -> str:
    """The EIP-55 form of a 0x address given in any case."""
    if not _ADDRESS.match(address):
        raise ValueError(f"{address!r} is not an EVM address (0x + 40 hex digits)")
    lower = address[2:].lower()
    digest = _keccak(lower.encode()).hex()
    return "0x" + "".join(c.upper() if c.isalpha() and int(digest[i], 16) >= 8 else c for i, c in enumerate(lower))


def _personal_hash(message: bytes) -> bytes:
    return _keccak(b"\x19Ethereum Signed Message:\n", str(len(message)).encode(), message)


_HALF_ORDER = 0x7FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF5D576E7357A4501DDFE92F46681B20A0
"""Half the order of secp256k1: a canonical signature's s is at most this."""


def recover_personal_signer(message: bytes, signature: str) -> str | None:
    """The EIP-55 address whose key made ``signature`` (0x + 65 bytes r ‖ s ‖ v) over ``message``
    under EIP-191 ``personal_sign``; None for a malformed or non-canonical signature."""
    try:
        raw = bytes.fromhex(signature[2:] if signature[:2] in ("0x", "0X") else signature)
    except ValueError:
        return None
    # Only the canonical form, as in the TypeScript and Go SDKs: v 27 or 28 and s in the lower half
    # of the curve order (EIP-2); the high-s twin and v 0/1 recover the same signer but are refused.
    if len(raw) != 65 or raw[64] not in (27, 28) or int.from_bytes(raw[32:64], "big") > _HALF_ORDER:
        return None
    v = raw[64] - 27
    try:
        key = PublicKey.from_signature_and_message(raw[:64] + bytes([v]), _personal_hash(message), hasher=None)
    except ValueError:
        return None
    return to_checksum_address("0x" + _keccak(key.format(compressed=False)[1:])[12:].hex())


def verify_wallet_signature(note: str, address: str) -> bool:
    """Whether the note carries ``address``'s EIP-191 signature of its text (the agent wallet's line)."""
    parsed = parse_note(note)
    try:
        name = to_checksum_address(address)
    except (TypeError, ValueError):
        return False
    if parsed is None:
        return False
    text, signatures = parsed
    key_id = wallet_key_id(name)
    return any(
        s.name == name and s.key_id == key_id and len(s.signature) == 65 and recover_personal_signer(text.encode("utf-8"), "0x" + s.signature.hex()) == name
        for s in signatures
    )


def sign_personal(message: bytes, private_key: bytes) -> bytes:
    """EIP-191 ``personal_sign`` with a raw 32-byte key: r ‖ s ‖ v (v 27 or 28). For tests and for
    byow partners who hold their key in the process; a wallet or an HSM signs on its own."""
    recoverable = PrivateKey(private_key).sign_recoverable(_personal_hash(message), hasher=None)
    return recoverable[:64] + bytes([recoverable[64] + 27])


def verify_checkpoint(
    checkpoint: Checkpoint | Mapping[str, Any],
    expected_address: str | None = None,
    *,
    log_key: str | None = None,
    witnesses: Sequence[str] = (),
    quorum: int = 0,
) -> bool:
    """Whether the checkpoint is what its fields say and is signed as trusted. With
    ``expected_address`` alone (the agent's anchor wallet, as you know it): its EIP-191 signature.
    With ``log_key`` (the service's verifier key, GET /v1/log/verifier-key, as you kept it): its
    note's text is its body, signed by that key, and cosigned by at least ``quorum`` of the
    ``witnesses`` (cosigner keys, c2sp.org/tlog-cosignature) — and by the wallet too when
    ``expected_address`` is given. False for anything unsigned or malformed."""
    if log_key is not None:
        return _verify_policy(checkpoint, log_key, witnesses, quorum, expected_address)
    if expected_address is None:
        raise TypeError("verify_checkpoint needs expected_address or log_key")
    try:
        c = Checkpoint.model_validate(_as_json(checkpoint))
        if c.signature is None or not _body_matches(c):
            return False
        expected = to_checksum_address(expected_address)
        if to_checksum_address(c.signer_address) != expected:
            return False
        return recover_personal_signer(c.body.encode("utf-8"), c.signature) == expected
    except (ValueError, pydantic.ValidationError):
        return False


def _verify_policy(checkpoint: Checkpoint | Mapping[str, Any], log_key: str, witnesses: Sequence[str], quorum: int, address: str | None) -> bool:
    try:
        c = Checkpoint.model_validate(_as_json(checkpoint))
    except pydantic.ValidationError:
        return False
    parsed = parse_note(c.note)
    if not _body_matches(c) or parsed is None or parsed[0] != c.body or not _note_trusted(c.note, log_key, witnesses, quorum):
        return False
    return address is None or _wallet_signed(c, address)


def _note_trusted(note: str, log_key: str, witnesses: Sequence[str], quorum: int) -> bool:
    """Whether ``note`` is signed by ``log_key`` and cosigned by at least ``quorum`` distinct ``witnesses``."""
    return verify_note_signature(note, log_key) and _quorum_shortfall(note, witnesses, quorum) is None


def _quorum_shortfall(note: str, witnesses: Sequence[str], quorum: int) -> str | None:
    """Why ``note`` is not cosigned by at least ``quorum`` distinct ``witnesses``; None when it is."""
    distinct = set(witnesses)
    if isinstance(quorum, bool) or not isinstance(quorum, int) or not 0 <= quorum <= len(distinct):
        return f"a quorum of {quorum} cannot be met by {len(distinct)} witnesses"
    cosigned = sum(1 for witness in distinct if verify_cosignature(note, witness))
    return f"the checkpoint is cosigned by {cosigned} of the witnesses, fewer than the quorum of {quorum}" if cosigned < quorum else None


def _wallet_signed(c: Checkpoint, address: str) -> bool:
    try:
        expected = to_checksum_address(address)
    except ValueError:
        return False
    return c.signature is not None and to_checksum_address(c.signer_address) == expected and recover_personal_signer(c.body.encode("utf-8"), c.signature) == expected


def verify_publication(checkpoint: Checkpoint | Mapping[str, Any]) -> bool:
    """Whether the checkpoint's body is leaf ``leaf_index`` of its publication's epoch root (the
    root the deployment published on a chain). False without a publication. Offline: that the
    chain's transaction carries the root is a JSON-RPC ``eth_getTransactionByHash`` away."""
    try:
        c = Checkpoint.model_validate(_as_json(checkpoint))
    except pydantic.ValidationError:
        return False
    p = c.publication
    if p is None:
        return False
    leaf = _sha256(b"\x00", c.body.encode("utf-8")).hex()
    return verify_inclusion(leaf, p.leaf_index, p.epoch_size, p.audit_path, p.epoch_root)


def verify_record(
    record: StoredRecord | Mapping[str, Any],
    proof: InclusionProof | Mapping[str, Any],
    checkpoint: Checkpoint | Mapping[str, Any],
    wallet_address: str,
) -> None:
    """Checks offline that ``record`` is leaf ``proof.leaf_index`` of the log ``checkpoint`` commits
    to, and that ``checkpoint`` is signed by ``wallet_address``. The leaf is computed from the record
    itself (the proof's ``leaf_hash`` is not trusted). Raises VerificationFailed saying which check failed."""
    r = _as_json(record)
    p = InclusionProof.model_validate(_as_json(proof))
    c = Checkpoint.model_validate(_as_json(checkpoint))
    if r.get("agent_id") != c.agent_id:
        raise VerificationFailed(f"the checkpoint is of agent {c.agent_id}, the record of {r.get('agent_id')}", code="origin_mismatch")
    _check_checkpoint(p, c, wallet_address)
    if not verify_inclusion(leaf_hash(r), p.leaf_index, p.tree_size, p.audit_path, c.root_hash):
        raise VerificationFailed(f"record {r.get('record_id')} is not leaf {p.leaf_index} of the checkpoint's tree: the record or its proof was changed", code="not_included")


def _check_checkpoint(p: InclusionProof, c: Checkpoint, wallet_address: str) -> None:
    """verify_record's and verify_tombstone's checks of the checkpoint: of the proof's tree, signed, and by ``wallet_address``."""
    if p.tree_size != c.tree_size:
        raise VerificationFailed(f"the proof is for a tree of {p.tree_size} leaves, the checkpoint of {c.tree_size}", code="tree_size_mismatch")
    if c.signature is None:
        raise VerificationFailed(f"checkpoint {c.tree_size} is not signed yet", code="unsigned")
    if not verify_checkpoint(c, wallet_address):
        raise VerificationFailed(f"checkpoint {c.tree_size} is not signed by {wallet_address}, or was changed after signing", code="signature_invalid")


def verify_tombstone(
    tombstone: RecordTombstone | Mapping[str, Any],
    proof: InclusionProof | Mapping[str, Any],
    checkpoint: Checkpoint | Mapping[str, Any],
    wallet_address: str,
) -> None:
    """``verify_record`` for an erased record: checks offline that the tombstone's ``digest`` (its
    record's log entry) is leaf ``proof.leaf_index`` (the tombstone's ``leaf_index``) of the log
    ``checkpoint`` commits to, and that ``checkpoint`` is signed by ``wallet_address``. Raises
    VerificationFailed saying which check failed."""
    t = _as_json(tombstone)
    p = InclusionProof.model_validate(_as_json(proof))
    c = Checkpoint.model_validate(_as_json(checkpoint))
    if p.leaf_index != t.get("leaf_index"):
        raise VerificationFailed(f"the proof is of leaf {p.leaf_index}, the tombstone of leaf {t.get('leaf_index')}", code="leaf_index_mismatch")
    _check_checkpoint(p, c, wallet_address)
    # The leaf its record had: SHA-256(0x00 ‖ digest).
    leaf = leaf_hash_of_digest(t.get("digest"))
    if leaf is None or not verify_inclusion(leaf, p.leaf_index, p.tree_size, p.audit_path, c.root_hash):
        raise VerificationFailed(f"erased record {t.get('record_id')}'s digest is not leaf {p.leaf_index} of the checkpoint's tree", code="not_included")


def signature_body(checkpoint: Checkpoint, signer: Signer | None) -> dict[str, str]:
    """What ``anchor()`` sends for a checkpoint that waits for a byow agent's signature; without a
    signer, the ``signer_not_configured`` ValidationError (nothing is sent)."""
    if signer is None:
        raise error_for(
            "signer_not_configured",
            f"checkpoint {checkpoint.tree_size} of agent {checkpoint.agent_id} waits for its wallet's signature: pass signer to the client",
            {"field": "signer", "reason": "is required to anchor a byow agent"},
        )
    return {"signature": "0x" + signer(checkpoint.body.encode("utf-8")).hex()}


def verify_score(
    score: pydantic.BaseModel | Mapping[str, Any],
    proof: InclusionProof | Mapping[str, Any],
    checkpoint: str,
    verifier_key: str,
    *,
    witnesses: Sequence[str] = (),
    quorum: int = 0,
) -> None:
    """Checks offline that ``score`` (as ``get_score`` returns it) is leaf ``proof.leaf_index`` of its
    agent's scores log at the size ``checkpoint`` (the signed note of GET
    /v1/agents/{agent_id}/scores-log/checkpoint) commits to, and that the note is signed by
    ``verifier_key`` (the service's, GET /v1/log/verifier-key, as you kept it) and cosigned by at
    least ``quorum`` of ``witnesses``, under the origin of that agent's scores log
    (``<verifier key name>/agents/<agent_id>/scores``). The leaf is computed from the score itself (the proof's
    ``leaf_hash`` is not trusted). Raises VerificationFailed saying which check failed."""
    s = _as_json(score)
    p = InclusionProof.model_validate(_as_json(proof))
    key_name = verifier_key_name(verifier_key)
    if key_name is None:
        raise VerificationFailed("the verifier key is not an Ed25519 signed-note verifier key", code="key_invalid")
    parsed = parse_note(checkpoint)
    fields = _checkpoint_fields(parsed[0]) if parsed is not None else None
    if fields is None:
        raise VerificationFailed("the checkpoint is not a signed checkpoint note", code="checkpoint_malformed")
    origin, size, root = fields
    if not verify_note_signature(checkpoint, verifier_key):
        raise VerificationFailed(f"the checkpoint is not signed by {key_name}'s log key, or was changed after signing", code="signature_invalid")
    shortfall = _quorum_shortfall(checkpoint, witnesses, quorum)
    if shortfall is not None:
        raise VerificationFailed(shortfall, code="quorum_unmet")
    agent_id = s.get("agent_id") if isinstance(s, Mapping) else None
    expected = log_origin(str(agent_id), key_name) + "/scores"
    if origin != expected:
        raise VerificationFailed(f"the checkpoint is of the log {origin}, not {expected}", code="origin_mismatch")
    if p.tree_size != size:
        raise VerificationFailed(f"the proof is for a tree of {p.tree_size} leaves, the checkpoint of {size}", code="tree_size_mismatch")
    if not verify_inclusion(leaf_hash(s), p.leaf_index, p.tree_size, p.audit_path, root):
        raise VerificationFailed(f"score {s.get('score_id')} is not leaf {p.leaf_index} of the checkpoint's tree: the score or its proof was changed", code="not_included")


def _checkpoint_fields(text: str) -> tuple[str, int, bytes] | None:
    """A checkpoint text's origin, size and root (c2sp.org/tlog-checkpoint), exactly as written; None if it is not one."""
    lines = text.split("\n")
    if len(lines) != 4 or not lines[0] or not re.fullmatch(r"0|[1-9][0-9]{0,15}", lines[1]) or int(lines[1]) > 2**53 - 1:
        return None
    root = _b64_hash(lines[2])
    if root is None or base64.b64encode(root).decode() != lines[2]:
        return None
    return lines[0], int(lines[1]), root


def _b64_hash(text: str) -> bytes | None:
    """A checkpoint's root: 32 bytes in standard padded base64."""
    try:
        raw = base64.b64decode(text, validate=True)
    except ValueError:
        return None
    return raw if len(raw) == 32 else None
