"""The one request path: build the request, send it with a timeout, retry what is transient, and
turn the answer into a value or a LedgerError. ``SyncCore`` and ``AsyncCore`` differ only in how
they wait and send."""

from __future__ import annotations

import asyncio
import json
import logging
import os
import time
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Literal
from urllib.parse import quote, urlencode, urlsplit

import httpx

from ._errors import LedgerError, NetworkError, ValidationError, validation_error
from ._generated.constants import ENDPOINT_VARIABLE, ENVIRONMENTS, OPERATIONS, SCHEMA_VERSION, SDK_VERSION, SUPPORTED_SCHEMA_VERSIONS
from ._response import read_response
from ._retry import RetryConfig, delay_ms, is_retryable, retry_config

#: Sees retries (WARNING), and in background mode drops and failures (ERROR) and spool recovery (INFO).
logger = logging.getLogger("trace_ledger")
# A library stays quiet until the application configures logging.
logger.addHandler(logging.NullHandler())

#: Environment variables that fill the options the caller leaves out.
API_KEY_VARIABLE = "LEDGER_API_KEY"
AGENT_ID_VARIABLE = "LEDGER_AGENT_ID"

#: Sent as ``x-ledger-sdk``; the service labels the agent ``sdk_instrumented``.
SDK_HEADER = f"trace-ledger-python/{SDK_VERSION}"
DEFAULT_TIMEOUT = 30.0

Environment = Literal["development", "production", "staging"]


def require_text(value: Any, field: str) -> str:
    if not isinstance(value, str) or value == "":
        raise validation_error(field, "must be a non-empty string")
    return value


def _checked_url(endpoint: Any, field: str) -> str:
    parts = urlsplit(endpoint) if isinstance(endpoint, str) else None
    if parts is None or parts.scheme not in ("http", "https") or not parts.netloc:
        raise validation_error(field, "must be an http(s) URL")
    # A path prefix (a proxy mount) is kept; the operation's path is appended to it.
    return f"{parts.scheme}://{parts.netloc}{parts.path.rstrip('/')}"


def base_url(environment: str, endpoint: str | None) -> str:
    if endpoint is not None:
        return _checked_url(endpoint, "endpoint")
    if environment not in ENVIRONMENTS:
        raise validation_error("environment", f"must be one of {', '.join(ENVIRONMENTS)}")
    built_in = ENVIRONMENTS[environment]
    if built_in is not None:
        return built_in
    from_env = os.environ.get(ENDPOINT_VARIABLE)
    if from_env:
        return _checked_url(from_env, ENDPOINT_VARIABLE)
    raise ValidationError(
        "endpoint_not_configured",
        f"the {environment} environment has no address yet: set {ENDPOINT_VARIABLE} to the service's URL, "
        'or pass endpoint (environment "development" is http://127.0.0.1:8080)',
        {"field": "endpoint", "reason": f"is not set, and neither is {ENDPOINT_VARIABLE}"},
    )


def _query_value(value: Any) -> str:
    return ("true" if value else "false") if isinstance(value, bool) else str(value)


def target(template: str, params: Mapping[str, Any]) -> str:
    """``/v1/traces/{agent_id}`` + ``{agent_id, limit}`` → ``/v1/traces/agt_…?limit=…``; None values are left out."""
    in_path: set[str] = set()
    path = template
    for name in params:
        if "{" + name + "}" in path:
            in_path.add(name)
            path = path.replace("{" + name + "}", quote(_query_value(params[name] if params[name] is not None else ""), safe=""))
    query = [(name, _query_value(value)) for name, value in params.items() if name not in in_path and value is not None]
    return f"{path}?{urlencode(query)}" if query else path


@dataclass(frozen=True)
class Prepared:
    method: str
    url: str
    headers: dict[str, str]
    content: bytes | None
    #: The answer is bytes (a blob), returned with its headers, not JSON.
    binary: bool = False


@dataclass(frozen=True)
class RawRequest:
    """A request of bytes rather than JSON, or one whose answer is bytes (blobs)."""

    content: bytes | None = None
    headers: Mapping[str, str] = field(default_factory=dict)
    binary: bool = False


class VersionStamp:
    """The version records naming none are stamped with: this SDK's, or the newest one an older
    service also takes, once its 422 schema_version_unsupported has said which it takes."""

    def __init__(self) -> None:
        self.version: str = SCHEMA_VERSION

    def learn(self, code: str, details: Any) -> bool:
        """Learns from a refusal the newest version both sides take; whether the stamp changed."""
        theirs = details.get("supported_versions") if isinstance(details, Mapping) else None
        if code != "schema_version_unsupported" or not isinstance(theirs, list):
            return False
        common = next((version for version in SUPPORTED_SCHEMA_VERSIONS if version in theirs), None)
        if common is None or common == self.version:
            return False
        logger.warning(
            "the service does not take schema %s: records that fit %s, the newest it takes, are stamped %s from now on (upgrade the service)",
            self.version,
            common,
            common,
        )
        self.version = common
        return True


@dataclass(frozen=True)
class Connection:
    """The checked configuration of a client: where to send, as whom, how persistently."""

    api_key: str
    base_url: str
    retry: RetryConfig
    timeout: float
    stamp: VersionStamp = field(default_factory=VersionStamp, compare=False)

    @classmethod
    def check(
        cls,
        *,
        api_key: Any,
        environment: str,
        endpoint: str | None,
        retry: RetryConfig | Mapping[str, Any] | None,
        timeout: float,
    ) -> Connection:
        """Raises ValidationError (``endpoint_not_configured`` among them) for a bad option."""
        key = require_text(api_key if api_key is not None else os.environ.get(API_KEY_VARIABLE), "api_key")
        if isinstance(timeout, bool) or not isinstance(timeout, (int, float)) or not 0 < timeout <= 2**31 / 1000:
            raise validation_error("timeout", "must be a number of seconds above 0")
        return cls(key, base_url(environment, endpoint), retry_config(retry), float(timeout))

    def prepare(self, operation: str, params: Mapping[str, Any] | None = None, body: Any = None, raw: RawRequest | None = None) -> Prepared:
        method, template = OPERATIONS[operation]
        headers = {
            "authorization": f"Bearer {self.api_key}",
            "accept": "*/*" if raw and raw.binary else "application/json",
            "x-ledger-sdk": SDK_HEADER,
        }
        content = None
        if raw is not None:
            # Bytes as they are (a blob upload) and its headers; or a binary answer expected.
            headers.update(raw.headers)
            return Prepared(method, self.base_url + target(template, params or {}), headers, raw.content, raw.binary)
        if isinstance(body, bytes):
            content = body  # background delivery's batch, already serialised
            headers["content-type"] = "application/json"
        elif body is not None:
            # Serialised once, so every retry sends the same bytes.
            content = json.dumps(body, ensure_ascii=False, separators=(",", ":"), allow_nan=False).encode("utf-8", "surrogatepass")
            headers["content-type"] = "application/json"
        return Prepared(method, self.base_url + target(template, params or {}), headers, content)

    def wait_before(self, retry: int, error: LedgerError, operation: str, retries: int | None = None) -> float:
        """Seconds to wait before retry number ``retry`` (0-based) after ``error``; raises ``error``
        when it is not retried (``retries`` overrides the configured number)."""
        if retry >= (self.retry.attempts if retries is None else retries) or not is_retryable(error):
            raise error
        wait_ms = delay_ms(self.retry, retry, error)
        logger.warning(
            "%s failed (%s); retry %d of %d in %g ms",
            operation,
            error.code,
            retry + 1,
            self.retry.attempts,
            wait_ms,
            extra={"operation": operation, "retry": retry + 1, "wait_ms": wait_ms, "code": error.code},
        )
        return wait_ms / 1000


def _network_error(url: str, cause: BaseException, timeout: float) -> NetworkError:
    reason = f"timed out after {timeout:g} s" if isinstance(cause, httpx.TimeoutException) else (str(cause) or type(cause).__name__)
    error = NetworkError("network_failed", f"could not reach {url}: {reason}", {"reason": reason})
    error.__cause__ = cause
    return error


#: Deprecation notices already logged by this process: (Deprecation, Sunset) values.
_DEPRECATIONS_SEEN: set[tuple[str, str]] = set()


def note_deprecation(response: httpx.Response) -> None:
    """Logs once per process that the service deprecates a schema version this client sends (RFC 9745 / RFC 8594 headers)."""
    deprecation = response.headers.get("deprecation")
    if not deprecation:
        return
    sunset = response.headers.get("sunset", "")
    if (deprecation, sunset) in _DEPRECATIONS_SEEN:
        return
    _DEPRECATIONS_SEEN.add((deprecation, sunset))
    until = f"; accepted until {sunset}" if sunset else ""
    logger.warning(
        "the service deprecates a schema version this client sends (Deprecation: %s%s); records stamped %s by this SDK are current",
        deprecation,
        until,
        SCHEMA_VERSION,
        extra={"deprecation": deprecation, "sunset": sunset, "link": response.headers.get("link", "")},
    )


def _sleep(seconds: float) -> None:
    time.sleep(seconds)


async def _asleep(seconds: float) -> None:
    await asyncio.sleep(seconds)


class SyncCore:
    def __init__(self, connection: Connection, http: httpx.Client) -> None:
        self.connection = connection
        self._http = http

    def request(self, operation: str, params: Mapping[str, Any] | None = None, body: Any = None, *, retries: int | None = None, raw: RawRequest | None = None) -> Any:
        request = self.connection.prepare(operation, params, body, raw)
        retry = 0
        while True:
            outcome = self._attempt(request)
            if not isinstance(outcome, LedgerError):
                return outcome
            _sleep(self.connection.wait_before(retry, outcome, operation, retries))
            retry += 1

    def _attempt(self, request: Prepared) -> Any:
        try:
            response = self._http.request(
                request.method, request.url, headers=request.headers, content=request.content, timeout=self.connection.timeout
            )
        except (httpx.TransportError, OSError) as cause:
            return _network_error(request.url, cause, self.connection.timeout)
        note_deprecation(response)
        return read_response(response, binary=request.binary)


class AsyncCore:
    def __init__(self, connection: Connection, http: httpx.AsyncClient) -> None:
        self.connection = connection
        self._http = http

    async def request(self, operation: str, params: Mapping[str, Any] | None = None, body: Any = None, *, retries: int | None = None, raw: RawRequest | None = None) -> Any:
        request = self.connection.prepare(operation, params, body, raw)
        retry = 0
        while True:
            outcome = await self._attempt(request)
            if not isinstance(outcome, LedgerError):
                return outcome
            await _asleep(self.connection.wait_before(retry, outcome, operation, retries))
            retry += 1

    async def _attempt(self, request: Prepared) -> Any:
        try:
            response = await self._http.request(
                request.method, request.url, headers=request.headers, content=request.content, timeout=self.connection.timeout
            )
        except (httpx.TransportError, OSError) as cause:
            return _network_error(request.url, cause, self.connection.timeout)
        note_deprecation(response)
        return read_response(response, binary=request.binary)
