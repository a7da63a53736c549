"""Reads one HTTP answer into its JSON value or the LedgerError it stands for."""

from __future__ import annotations

import json
import math
import time
from email.utils import parsedate_to_datetime
from typing import Any

import httpx

from ._errors import LedgerError, error_for
from ._generated.errors import ERRORS
from ._retry import is_wait


class _NotJson:
    pass


_NOT_JSON = _NotJson()


def _parse(text: str) -> Any:
    try:
        return json.loads(text)
    except ValueError:
        return _NOT_JSON


def read_response(response: httpx.Response, *, binary: bool = False) -> Any:
    """The JSON body of a 2xx answer (``binary``: its bytes and headers), or the LedgerError
    (returned, not raised) of any other."""
    status = response.status_code
    if binary and 200 <= status < 300:
        return response.content, response.headers
    if status == 204:  # No Content: the operation answers nothing (revokeScorer)
        return None
    body = _parse(response.text)
    if not 200 <= status < 300:
        return _response_error(response, body)
    if body is _NOT_JSON:
        # A 2xx that is not JSON did not come from the service as specified (a proxy, a captive portal).
        reason = "the response body is not JSON"
        return error_for("server_5xx", reason, {"status": status, "reason": reason}, status=status)
    return body


def _envelope(body: Any) -> dict[str, Any] | None:
    error = body.get("error") if isinstance(body, dict) else None
    if isinstance(error, dict) and isinstance(error.get("code"), str) and isinstance(error.get("message"), str):
        return body  # type: ignore[no-any-return]
    return None


def _response_error(response: httpx.Response, body: Any) -> LedgerError:
    status = response.status_code
    envelope = _envelope(body)
    error: dict[str, Any] = envelope["error"] if envelope else {}
    details: dict[str, Any] = dict(error.get("details") or {}) if isinstance(error.get("details"), dict) else {}
    # Both the body and Retry-After may ask for a wait: the larger holds.
    waits = [w for w in (details.get("retry_after_ms"), _retry_after_ms(response.headers.get("retry-after"))) if is_wait(w)]
    if waits:
        details["retry_after_ms"] = max(waits)
    if status >= 500:
        details["status"] = status
        code = "server_5xx"
    elif envelope:
        code = error["code"]
    else:
        # A body that is not the envelope came from something in between: only a status whose
        # meaning HTTP itself fixes (429, 408) is read as a service code; the rest keep the status.
        by_status = {ERRORS["rate_limited"].status: "rate_limited", ERRORS["request_timeout"].status: "request_timeout"}
        code = by_status.get(status, f"http_{status}")
    request_id = envelope.get("request_id") if envelope else None
    return error_for(
        code,
        error.get("message") or f"the service answered HTTP {status}",
        details,
        status=status,
        request_id=request_id if isinstance(request_id, str) else response.headers.get("x-request-id"),
    )


def _whole(ms: float) -> int | float:
    return int(ms) if float(ms).is_integer() else ms


def _retry_after_ms(header: str | None) -> int | float | None:
    """``Retry-After`` is delay-seconds or an HTTP date (RFC 9110 §10.2.3)."""
    if header is None or header.strip() == "":
        return None
    try:
        seconds = float(header)
    except ValueError:
        seconds = math.nan
    if math.isfinite(seconds):
        return _whole(max(0.0, seconds * 1000))
    try:
        date = parsedate_to_datetime(header)
    except (TypeError, ValueError):
        return None
    return _whole(max(0.0, round(date.timestamp() * 1000 - time.time() * 1000)))
