"""A record as the caller writes it → the record as it travels, and batches of them.

``record_id``, ``schema_version`` and ``client_ts_utc`` are filled once, into the caller's dict or
model as well, so that the same record sent again after any failure is a duplicate, never a second
record or a conflict. Then the record is checked against the bundled schema.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol, Union

from pydantic import BaseModel

from ._canonical import json_size
from ._errors import LedgerError, error_for, message_of, validation_error
from ._generated.constants import LIMITS, MODEL_INVOCATION_BEHAVIORS, SCHEMA_VERSION
from ._generated.models import (
    ActingRecord,
    ErrorDetails,
    ModelInvocation,
    ObservingRecord,
    OtherRecord,
    PlanningRecord,
    BatchAck,
    RecordAck,
    RecordError,
    ScoreError,
    ReflectingRecord,
    ThinkingRecord,
    ToolCallingRecord,
)
from ._helpers import new_record_id, now_epoch_ms
from ._validation import check_record

#: A record model of any behaviour.
RecordModel = Union[ObservingRecord, PlanningRecord, ThinkingRecord, ActingRecord, ReflectingRecord, ToolCallingRecord, OtherRecord]
#: What ``submit`` takes: a dict of JSON values, or a record model.
RecordInput = Union[dict[str, Any], RecordModel]

#: The fields the SDK fills when a record lacks them, and how.
_FILL: dict[str, Callable[[], Any]] = {"record_id": new_record_id, "schema_version": lambda: SCHEMA_VERSION, "client_ts_utc": now_epoch_ms}


def _missing(record: Any, fill: Mapping[str, Callable[[], Any]]) -> list[str]:
    if isinstance(record, dict):
        return [field for field in fill if record.get(field) is None]
    if isinstance(record, BaseModel):
        return [field for field in fill if getattr(record, field, None) is None]
    return []


def fill_missing(record: Any, fill: Mapping[str, Callable[[], Any]] = _FILL) -> dict[str, Any]:
    """Fills the missing SDK fields (``fill``: how each is made) into the caller's dict or model (a
    record's, or a score's); returns what it filled."""
    filled = {field: fill[field]() for field in _missing(record, fill)}
    if isinstance(record, dict):
        record.update(filled)
    elif isinstance(record, BaseModel):
        for field, value in filled.items():
            try:
                setattr(record, field, value)
            except (TypeError, ValueError):  # a frozen model: only the travelling copy carries them
                pass
    return filled


def as_json(record: Any) -> Any:
    if isinstance(record, BaseModel):
        return record.model_dump(mode="json")
    return dict(record) if isinstance(record, dict) else record


@dataclass(frozen=True)
class Prepared:
    record: dict[str, Any] | None
    error: RecordError | None
    #: The SDK stamped its schema_version in this call (so it may stamp it again).
    stamped: bool = False


def _set_version(record: Any, version: str) -> None:
    if isinstance(record, dict):
        record["schema_version"] = version
    elif isinstance(record, BaseModel):
        try:
            setattr(record, "schema_version", version)
        except (TypeError, ValueError):  # a frozen model: only the travelling copy carries it
            pass


def prepare_record(record: Any, default_model_invocation: ModelInvocation | Mapping[str, Any] | None, schema_version: str | None = None) -> Prepared:
    """``schema_version``: the version to stamp a record naming none with when it fits it (an older
    service's); else this SDK's."""
    filled = fill_missing(record)
    stamped = "schema_version" in filled
    data = as_json(record)
    if isinstance(data, dict):
        data.pop("agent_id", None)  # set by the service from the authenticated agent
        data.update({field: value for field, value in filled.items() if data.get(field) is None})
        if default_model_invocation is not None and "model_invocation" not in data and data.get("behavior") in MODEL_INVOCATION_BEHAVIORS:
            data["model_invocation"] = as_json(default_model_invocation)
        if stamped and schema_version is not None and schema_version != SCHEMA_VERSION:
            data = restamped(record, data, schema_version) or data
    problem = check_record(data)
    if problem is None:
        return Prepared(data, None, stamped)
    record_id = data.get("record_id") if isinstance(data, dict) else None
    error = RecordError(
        record_id=record_id if isinstance(record_id, str) else "",
        code=problem.code,
        message=problem.message or message_of(problem.field, problem.reason),
        details=ErrorDetails(**problem.details()),
    )
    return Prepared(None, error)


def local_error(error: RecordError | ScoreError) -> LedgerError:
    """A local refusal (of a record or a score) as the error it raises."""
    return error_for(error.code, error.message, error.model_dump(mode="json").get("details"))


def checked(prepared: Prepared) -> dict[str, Any]:
    """The record as it travels; raises ValidationError (nothing sent) when it failed local validation."""
    if prepared.error is not None or prepared.record is None:
        assert prepared.error is not None
        raise local_error(prepared.error)
    return prepared.record


def checked_record(record: Any, default_model_invocation: ModelInvocation | Mapping[str, Any] | None, schema_version: str | None = None) -> dict[str, Any]:
    """The record as it travels; raises ValidationError (nothing sent) when it fails local validation."""
    return checked(prepare_record(record, default_model_invocation, schema_version))


def restamped(record: Any, travelled: dict[str, Any], version: str) -> dict[str, Any] | None:
    """The record the SDK stamped, stamped ``version`` instead (its record_id and timestamp kept) when
    it fits it — also in the caller's record; None when it does not."""
    again = {**travelled, "schema_version": version}
    if check_record(again) is not None:
        return None
    _set_version(record, version)
    return again


@dataclass(frozen=True)
class BatchPlan:
    prepared: list[Prepared]
    #: The request body, or None when no record is left to send.
    body: dict[str, Any] | None


def plan_batch(records: Sequence[Any], default_model_invocation: ModelInvocation | Mapping[str, Any] | None, schema_version: str | None = None) -> BatchPlan:
    """Prepares every record; raises ValidationError for a batch the service would refuse whole."""
    if isinstance(records, (str, bytes, Mapping)) or not isinstance(records, Sequence):
        raise validation_error("/records", "must be an array")
    if len(records) > LIMITS["batch_records"]:
        raise validation_error("/records", f"must not hold more than {LIMITS['batch_records']} records")
    prepared = [prepare_record(record, default_model_invocation, schema_version) for record in records]
    valid = [p.record for p in prepared if p.record is not None]
    if not valid:
        return BatchPlan(prepared, None)
    body = {"records": valid}
    if json_size(body) > LIMITS["batch_bytes"]:
        raise validation_error("/records", f"must not exceed {LIMITS['batch_bytes']} bytes as canonical JSON")
    return BatchPlan(prepared, body)


def align_results(plan: BatchPlan, ack: BatchAck) -> BatchAck:
    """Local errors keep their slots; the service's results fill the others in order."""
    sent = iter(ack.results)
    results: list[RecordAck | RecordError] = [p.error if p.error is not None else next(sent) for p in plan.prepared]
    return BatchAck(batch_id=ack.batch_id, results=results)


class Stamp(Protocol):
    """What a batch needs of the client's version stamp (_core.VersionStamp)."""

    version: str

    def learn(self, code: str, details: Any) -> bool: ...


def to_resend(records: Sequence[Any], plan: BatchPlan, ack: BatchAck, stamp: Stamp) -> dict[int, dict[str, Any]]:
    """An older service's answer: when its refusals taught ``stamp`` a version it takes, the records
    the SDK stamped that it refused for their version, by slot, stamped again (those that fit)."""
    if not any(isinstance(r, RecordError) and stamp.learn(r.code, r.model_dump(mode="json").get("details")) for r in ack.results):
        return {}
    again: dict[int, dict[str, Any]] = {}
    for i, (result, prepared) in enumerate(zip(ack.results, plan.prepared)):
        if isinstance(result, RecordError) and result.code == "schema_version_unsupported" and prepared.stamped and prepared.record is not None:
            body = restamped(records[i], prepared.record, stamp.version)
            if body is not None:
                again[i] = body
    return again


def with_resent(ack: BatchAck, again: dict[int, dict[str, Any]], resent: BatchAck) -> BatchAck:
    """The batch's answer with the resent records' results in their slots."""
    results = list(ack.results)
    for i, result in zip(again, resent.results):
        results[i] = result
    return BatchAck(batch_id=ack.batch_id, results=results)


def local_ack(plan: BatchPlan) -> BatchAck:
    """The answer when nothing was valid: the local errors under a fresh batch id, no network."""
    return align_results(plan, BatchAck(batch_id=new_record_id(), results=[]))
