"""Scores: a score as the caller writes it → the score as it travels, and batches of them.

``score_id`` and ``client_ts_utc`` are filled once, into the caller's dict or model as well, so the
same score sent again after any failure is a duplicate, never a second score or a conflict. Then
the score is checked against the bundled score schema.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Literal, Union

from ._canonical import json_size
from ._errors import message_of, validation_error
from ._generated.constants import LIMITS
from ._generated.models import ErrorDetails, Score, ScoreAck, ScoreBatchAck, ScoreError
from ._helpers import new_record_id, now_epoch_ms
from ._records import as_json, fill_missing, local_error
from ._validation import check_score

#: What ``score`` takes: a dict of JSON values, or a Score model.
ScoreInput = Union[dict[str, Any], Score]
#: Who or what judged.
SourceKind = Literal["human", "llm", "code", "rule"]

_FILL: dict[str, Callable[[], Any]] = {"score_id": new_record_id, "client_ts_utc": now_epoch_ms}


@dataclass(frozen=True)
class PreparedScore:
    score: dict[str, Any] | None
    error: ScoreError | None


def prepare_score(score: Any) -> PreparedScore:
    fill_missing(score, _FILL)
    data = as_json(score)
    problem = check_score(data)
    if problem is None:
        return PreparedScore(data, None)
    score_id = data.get("score_id") if isinstance(data, dict) else None
    error = ScoreError(
        score_id=score_id if isinstance(score_id, str) else "",
        code=problem.code,
        message=problem.message or message_of(problem.field, problem.reason),
        details=ErrorDetails(**problem.details()),
    )
    return PreparedScore(None, error)


def checked_score(score: Any) -> dict[str, Any]:
    """The score as it travels; raises ValidationError (nothing sent) when it fails local validation."""
    prepared = prepare_score(score)
    if prepared.score is None:
        assert prepared.error is not None
        raise local_error(prepared.error)
    return prepared.score


def session_score(
    session_id: str,
    name: str,
    value: float | str | bool,
    source: SourceKind | Mapping[str, Any],
    explanation: str | None,
    config_id: str | None,
    judged_checkpoint: Mapping[str, Any] | None,
    metadata: Mapping[str, Any] | None,
    score_id: str | None,
) -> dict[str, Any]:
    """The score ``Session.score`` sends: the session's, its optional fields only when given."""
    optional = {"explanation": explanation, "config_id": config_id, "judged_checkpoint": judged_checkpoint, "metadata": metadata, "score_id": score_id}
    body: dict[str, Any] = {"session_id": session_id, "name": name, "value": value, "source": {"kind": source} if isinstance(source, str) else dict(source)}
    body.update({field: value for field, value in optional.items() if value is not None})
    return body


@dataclass(frozen=True)
class ScoreBatchPlan:
    prepared: list[PreparedScore]
    #: The request body, or None when no score is left to send.
    body: dict[str, Any] | None


def plan_score_batch(scores: Sequence[Any]) -> ScoreBatchPlan:
    """Prepares every score; raises ValidationError for a batch the service would refuse whole."""
    if isinstance(scores, (str, bytes, Mapping)) or not isinstance(scores, Sequence):
        raise validation_error("/scores", "must be an array")
    if len(scores) > LIMITS["batch_scores"]:
        raise validation_error("/scores", f"must not hold more than {LIMITS['batch_scores']} scores")
    prepared = [prepare_score(score) for score in scores]
    valid = [p.score for p in prepared if p.score is not None]
    body = {"scores": valid} if valid else None
    if body is not None and json_size(body) > LIMITS["score_batch_bytes"]:
        raise validation_error("/scores", f"must not exceed {LIMITS['score_batch_bytes']} bytes as canonical JSON")
    return ScoreBatchPlan(prepared, body)


def align_scores(plan: ScoreBatchPlan, ack: ScoreBatchAck | None) -> ScoreBatchAck:
    """Local errors keep their slots; the service's results (none when nothing was sent) fill the others in order."""
    sent = iter(ack.results if ack is not None else [])
    results: list[ScoreAck | ScoreError] = [p.error if p.error is not None else next(sent) for p in plan.prepared]
    return ScoreBatchAck(batch_id=ack.batch_id if ack is not None else new_record_id(), results=results)
