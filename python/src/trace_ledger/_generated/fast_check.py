# generated — do not edit. Source: schema/, openapi/; regenerate with `npm run codegen`.
"""The fast first pass of record validation (codegen/fast-plan.ts, printed by codegen/fast-python.ts): True only where
the full path (jsonschema and the record-wide keywords) accepts; on False, _validation runs it and names the error."""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from typing import Any, Final

from .._canonical import is_unstorable_text, json_size, scan_wide, utf8_length

_MISSING: Final = object()
_pattern0: Final = re.compile("^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$").search
_pattern1: Final = re.compile("^sha256:[0-9a-f]{64}$").search
_pattern2: Final = re.compile("^([Ee][Tt][Hh][Ee][Rr][Ee][Uu][Mm]|[Bb][Aa][Ss][Ee]|[Pp][Oo][Ll][Yy][Gg][Oo][Nn]|[Aa][Rr][Bb][Ii][Tt][Rr][Uu][Mm]|[Oo][Pp][Tt][Ii][Mm][Ii][Ss][Mm]|[Ss][Oo][Ll][Aa][Nn][Aa]|[Bb][Ii][Tt][Cc][Oo][Ii][Nn]|[Aa][Vv][Aa][Ll][Aa][Nn][Cc][Hh][Ee]|[Bb][Nn][Bb])$").search
_MEMBERS_0: Final = frozenset({"digest", "size_bytes", "media_type", "uri", "field"})
_MEMBERS_1: Final = frozenset({"behavior", "trigger_source", "trigger_type", "trigger_description", "trigger_payload_summary", "agent_id", "session_id", "record_id", "schema_version", "client_ts_utc", "server_ts_utc", "notes", "tags", "parent_record_id", "upstream_record_id", "input_record_id", "duration_ms", "attachments"})
_MEMBERS_2: Final = frozenset({"provider", "model_name", "model_version", "tokens_in", "tokens_out", "cost_usd", "temperature", "finish_reason"})
_MEMBERS_3: Final = frozenset({"behavior", "goal", "plan_steps", "rationale", "alternatives_considered", "model_invocation", "agent_id", "session_id", "record_id", "schema_version", "client_ts_utc", "server_ts_utc", "notes", "tags", "parent_record_id", "upstream_record_id", "input_record_id", "duration_ms", "attachments"})
_MEMBERS_4: Final = frozenset({"kind", "ref", "summary"})
_MEMBERS_5: Final = frozenset({"behavior", "prompt", "inputs", "output_payload", "model_invocation", "agent_id", "session_id", "record_id", "schema_version", "client_ts_utc", "server_ts_utc", "notes", "tags", "parent_record_id", "upstream_record_id", "input_record_id", "duration_ms", "attachments"})
_MEMBERS_6: Final = frozenset({"behavior", "action_type", "target_system", "action_summary", "parameters", "dry_run", "execution_status", "execution_id", "agent_id", "session_id", "record_id", "schema_version", "client_ts_utc", "server_ts_utc", "notes", "tags", "parent_record_id", "upstream_record_id", "input_record_id", "duration_ms", "attachments"})
_MEMBERS_7: Final = frozenset({"behavior", "reflection", "outcome", "lessons", "score", "model_invocation", "agent_id", "session_id", "record_id", "schema_version", "client_ts_utc", "server_ts_utc", "notes", "tags", "parent_record_id", "upstream_record_id", "input_record_id", "duration_ms", "attachments"})
_MEMBERS_8: Final = frozenset({"behavior", "tool_meta", "description", "input_payload", "output_payload", "success", "agent_id", "session_id", "record_id", "schema_version", "client_ts_utc", "server_ts_utc", "notes", "tags", "parent_record_id", "upstream_record_id", "input_record_id", "duration_ms", "attachments"})
_MEMBERS_9: Final = frozenset({"behavior", "label", "description", "data", "agent_id", "session_id", "record_id", "schema_version", "client_ts_utc", "server_ts_utc", "notes", "tags", "parent_record_id", "upstream_record_id", "input_record_id", "duration_ms", "attachments"})
_MEMBERS_10: Final = frozenset({"behavior", "trigger_source", "trigger_type", "trigger_description", "trigger_payload_summary", "agent_id", "session_id", "record_id", "schema_version", "client_ts_utc", "server_ts_utc", "notes", "tags", "parent_record_id", "upstream_record_id", "input_record_id"})
_MEMBERS_11: Final = frozenset({"behavior", "goal", "plan_steps", "rationale", "alternatives_considered", "model_invocation", "agent_id", "session_id", "record_id", "schema_version", "client_ts_utc", "server_ts_utc", "notes", "tags", "parent_record_id", "upstream_record_id", "input_record_id"})
_MEMBERS_12: Final = frozenset({"behavior", "prompt", "inputs", "output_payload", "model_invocation", "agent_id", "session_id", "record_id", "schema_version", "client_ts_utc", "server_ts_utc", "notes", "tags", "parent_record_id", "upstream_record_id", "input_record_id"})
_MEMBERS_13: Final = frozenset({"behavior", "action_type", "target_system", "action_summary", "parameters", "dry_run", "execution_status", "execution_id", "agent_id", "session_id", "record_id", "schema_version", "client_ts_utc", "server_ts_utc", "notes", "tags", "parent_record_id", "upstream_record_id", "input_record_id"})
_MEMBERS_14: Final = frozenset({"behavior", "reflection", "outcome", "lessons", "score", "model_invocation", "agent_id", "session_id", "record_id", "schema_version", "client_ts_utc", "server_ts_utc", "notes", "tags", "parent_record_id", "upstream_record_id", "input_record_id"})
_MEMBERS_15: Final = frozenset({"behavior", "tool_meta", "description", "input_payload", "output_payload", "success", "agent_id", "session_id", "record_id", "schema_version", "client_ts_utc", "server_ts_utc", "notes", "tags", "parent_record_id", "upstream_record_id", "input_record_id"})
_MEMBERS_16: Final = frozenset({"behavior", "label", "description", "data", "agent_id", "session_id", "record_id", "schema_version", "client_ts_utc", "server_ts_utc", "notes", "tags", "parent_record_id", "upstream_record_id", "input_record_id"})


def ContentRef_0(v: Any) -> int:
    b = 0
    if type(v) is not dict:
        return -1
    b += 2
    y0 = v.get("digest", _MISSING)
    if y0 is _MISSING:
        return -1
    if type(y0) is not str:
        return -1
    if _pattern1(y0) is None:
        return -1
    if ("\x00" in y0 or not y0.isascii()) and is_unstorable_text(y0):
        return -1
    b += len(y0) * 6 + 2
    b += 40
    y1 = v.get("size_bytes", _MISSING)
    if y1 is _MISSING:
        return -1
    if not (type(y1) is int and y1.bit_length() <= 1000 or type(y1) is float and y1.is_integer()):
        return -1
    if y1 < 0:
        return -1
    if y1 > 9007199254740991:
        return -1
    b += 25
    b += 64
    y2 = v.get("media_type", _MISSING)
    if y2 is _MISSING:
        return -1
    if type(y2) is not str:
        return -1
    if len(y2) < 1:
        return -1
    if len(y2) * 4 > 256 and (len(y2) > 256 or not y2.isascii() and utf8_length(y2) > 256):
        return -1
    if ("\x00" in y2 or not y2.isascii()) and is_unstorable_text(y2):
        return -1
    b += len(y2) * 6 + 2
    b += 64
    y3 = v.get("uri", _MISSING)
    if y3 is _MISSING:
        return -1
    if type(y3) is not str:
        return -1
    if len(y3) < 1:
        return -1
    if len(y3) * 4 > 2048 and (len(y3) > 2048 or not y3.isascii() and utf8_length(y3) > 2048):
        return -1
    if ("\x00" in y3 or not y3.isascii()) and is_unstorable_text(y3):
        return -1
    b += len(y3) * 6 + 2
    b += 22
    y4 = v.get("field", _MISSING)
    if y4 is not _MISSING:
        if type(y4) is not str:
            return -1
        if len(y4) < 1:
            return -1
        if len(y4) * 4 > 256 and (len(y4) > 256 or not y4.isascii() and utf8_length(y4) > 256):
            return -1
        if ("\x00" in y4 or not y4.isascii()) and is_unstorable_text(y4):
            return -1
        b += len(y4) * 6 + 2
        b += 34
    if not v.keys() <= _MEMBERS_0:
        return -1
    return b


def RecordCommon_1(v: Any) -> int:
    b = 0
    y0 = v.get("agent_id", _MISSING)
    if y0 is not _MISSING:
        if type(y0) is not str:
            return -1
        if len(y0) * 4 > 128 and (len(y0) > 128 or not y0.isascii() and utf8_length(y0) > 128):
            return -1
        if ("\x00" in y0 or not y0.isascii()) and is_unstorable_text(y0):
            return -1
        b += len(y0) * 6 + 2
        b += 52
    y1 = v.get("session_id", _MISSING)
    if y1 is _MISSING:
        return -1
    if type(y1) is not str:
        return -1
    if len(y1) < 1:
        return -1
    if len(y1) * 4 > 256 and (len(y1) > 256 or not y1.isascii() and utf8_length(y1) > 256):
        return -1
    if ("\x00" in y1 or not y1.isascii()) and is_unstorable_text(y1):
        return -1
    b += len(y1) * 6 + 2
    b += 64
    y2 = v.get("behavior", _MISSING)
    if y2 is _MISSING:
        return -1
    if type(y2) is not str:
        return -1
    if y2 not in ("Observing", "Planning", "Thinking", "Acting", "Reflecting", "ToolCalling", "Other"):
        return -1
    b += len(y2) * 6 + 2
    b += 52
    y3 = v.get("record_id", _MISSING)
    if y3 is _MISSING:
        return -1
    if type(y3) is not str:
        return -1
    if _pattern0(y3) is None:
        return -1
    if ("\x00" in y3 or not y3.isascii()) and is_unstorable_text(y3):
        return -1
    b += len(y3) * 6 + 2
    b += 58
    y4 = v.get("schema_version", _MISSING)
    if y4 is _MISSING:
        return -1
    if type(y4) is not str:
        return -1
    if len(y4) < 1:
        return -1
    if len(y4) * 4 > 32 and (len(y4) > 32 or not y4.isascii() and utf8_length(y4) > 32):
        return -1
    if ("\x00" in y4 or not y4.isascii()) and is_unstorable_text(y4):
        return -1
    b += len(y4) * 6 + 2
    b += 88
    y5 = v.get("client_ts_utc", _MISSING)
    if y5 is _MISSING:
        return -1
    if not (type(y5) is int and y5.bit_length() <= 1000 or type(y5) is float and y5.is_integer()):
        return -1
    if y5 > 9007199254740991:
        return -1
    if y5 <= 0:
        return -1
    b += 25
    b += 82
    y6 = v.get("server_ts_utc", _MISSING)
    if y6 is not _MISSING:
        if not (type(y6) is int and y6.bit_length() <= 1000 or type(y6) is float and y6.is_integer()):
            return -1
        b += 25
        b += 82
    y7 = v.get("notes", _MISSING)
    if y7 is not _MISSING:
        if type(y7) is not str:
            return -1
        if len(y7) * 4 > 2048 and (len(y7) > 2048 or not y7.isascii() and utf8_length(y7) > 2048):
            return -1
        if ("\x00" in y7 or not y7.isascii()) and is_unstorable_text(y7):
            return -1
        b += len(y7) * 6 + 2
        b += 34
    y8 = v.get("tags", _MISSING)
    if y8 is not _MISSING:
        if type(y8) is not list:
            return -1
        if len(y8) > 32:
            return -1
        b += len(y8) + 2
        for y9 in y8:
            if type(y9) is not str:
                return -1
            if len(y9) < 1:
                return -1
            if len(y9) > 64:
                return -1
            if ("\x00" in y9 or not y9.isascii()) and is_unstorable_text(y9):
                return -1
            b += len(y9) * 6 + 2
        b += 28
    y10 = v.get("parent_record_id", _MISSING)
    if y10 is not _MISSING:
        if type(y10) is not str:
            return -1
        if _pattern0(y10) is None:
            return -1
        if ("\x00" in y10 or not y10.isascii()) and is_unstorable_text(y10):
            return -1
        b += len(y10) * 6 + 2
        b += 100
    y11 = v.get("upstream_record_id", _MISSING)
    if y11 is not _MISSING:
        if type(y11) is not list:
            return -1
        if len(y11) > 64:
            return -1
        b += len(y11) + 2
        for y12 in y11:
            if type(y12) is not str:
                return -1
            if _pattern0(y12) is None:
                return -1
            if ("\x00" in y12 or not y12.isascii()) and is_unstorable_text(y12):
                return -1
            b += len(y12) * 6 + 2
        b += 112
    y13 = v.get("input_record_id", _MISSING)
    if y13 is not _MISSING:
        if type(y13) is not str:
            return -1
        if _pattern0(y13) is None:
            return -1
        if ("\x00" in y13 or not y13.isascii()) and is_unstorable_text(y13):
            return -1
        b += len(y13) * 6 + 2
        b += 94
    y14 = v.get("duration_ms", _MISSING)
    if y14 is not _MISSING:
        if not (type(y14) is int and y14.bit_length() <= 1000 or type(y14) is float and y14.is_integer()):
            return -1
        if y14 < 0:
            return -1
        if y14 > 9007199254740991:
            return -1
        b += 25
        b += 70
    y15 = v.get("attachments", _MISSING)
    if y15 is not _MISSING:
        if type(y15) is not list:
            return -1
        if len(y15) > 16:
            return -1
        b += len(y15) + 2
        for y16 in y15:
            w17 = ContentRef_0(y16)
            if w17 < 0:
                return -1
            b += w17
        b += 70
    return b


def ObservingRecord_2(v: Any) -> int:
    b = 0
    if type(v) is not dict:
        return -1
    b += 2
    w0 = RecordCommon_1(v)
    if w0 < 0:
        return -1
    b += w0
    y1 = v.get("behavior", _MISSING)
    if y1 is not _MISSING:
        if type(y1) is not str:
            return -1
        if y1 != "Observing":
            return -1
    y2 = v.get("trigger_source", _MISSING)
    if y2 is not _MISSING:
        if type(y2) is not str:
            return -1
        if len(y2) * 4 > 256 and (len(y2) > 256 or not y2.isascii() and utf8_length(y2) > 256):
            return -1
        if ("\x00" in y2 or not y2.isascii()) and is_unstorable_text(y2):
            return -1
        b += len(y2) * 6 + 2
        b += 88
    y3 = v.get("trigger_type", _MISSING)
    if y3 is not _MISSING:
        if type(y3) is not str:
            return -1
        if y3 not in ("user_message", "agent_message", "tool_result", "schedule", "webhook", "market_data", "chain_event", "system", "other"):
            return -1
        b += len(y3) * 6 + 2
        b += 76
    y4 = v.get("trigger_description", _MISSING)
    if y4 is not _MISSING:
        if type(y4) is not str:
            return -1
        if len(y4) * 4 > 2048 and (len(y4) > 2048 or not y4.isascii() and utf8_length(y4) > 2048):
            return -1
        if ("\x00" in y4 or not y4.isascii()) and is_unstorable_text(y4):
            return -1
        b += len(y4) * 6 + 2
        b += 118
    y5 = v.get("trigger_payload_summary", _MISSING)
    if y5 is not _MISSING:
        if type(y5) is not str:
            return -1
        if len(y5) * 4 > 4096 and (len(y5) > 4096 or not y5.isascii() and utf8_length(y5) > 4096):
            return -1
        if ("\x00" in y5 or not y5.isascii()) and is_unstorable_text(y5):
            return -1
        b += len(y5) * 6 + 2
        b += 142
    if not v.keys() <= _MEMBERS_1:
        return -1
    return b


def ModelInvocation_3(v: Any) -> int:
    b = 0
    if type(v) is not dict:
        return -1
    b += 2
    y0 = v.get("provider", _MISSING)
    if y0 is _MISSING:
        return -1
    if type(y0) is not str:
        return -1
    if len(y0) < 1:
        return -1
    if len(y0) * 4 > 128 and (len(y0) > 128 or not y0.isascii() and utf8_length(y0) > 128):
        return -1
    if ("\x00" in y0 or not y0.isascii()) and is_unstorable_text(y0):
        return -1
    b += len(y0) * 6 + 2
    b += 52
    y1 = v.get("model_name", _MISSING)
    if y1 is _MISSING:
        return -1
    if type(y1) is not str:
        return -1
    if len(y1) < 1:
        return -1
    if len(y1) * 4 > 256 and (len(y1) > 256 or not y1.isascii() and utf8_length(y1) > 256):
        return -1
    if ("\x00" in y1 or not y1.isascii()) and is_unstorable_text(y1):
        return -1
    b += len(y1) * 6 + 2
    b += 64
    y2 = v.get("model_version", _MISSING)
    if y2 is not _MISSING:
        if type(y2) is not str:
            return -1
        if len(y2) * 4 > 128 and (len(y2) > 128 or not y2.isascii() and utf8_length(y2) > 128):
            return -1
        if ("\x00" in y2 or not y2.isascii()) and is_unstorable_text(y2):
            return -1
        b += len(y2) * 6 + 2
        b += 82
    y3 = v.get("tokens_in", _MISSING)
    if y3 is not _MISSING:
        if not (type(y3) is float and y3 - y3 == 0.0 or type(y3) is int and y3.bit_length() <= 1000):
            return -1
        if y3 < 0:
            return -1
        b += 25
        b += 58
    y4 = v.get("tokens_out", _MISSING)
    if y4 is not _MISSING:
        if not (type(y4) is float and y4 - y4 == 0.0 or type(y4) is int and y4.bit_length() <= 1000):
            return -1
        if y4 < 0:
            return -1
        b += 25
        b += 64
    y5 = v.get("cost_usd", _MISSING)
    if y5 is not _MISSING:
        if not (type(y5) is float and y5 - y5 == 0.0 or type(y5) is int and y5.bit_length() <= 1000):
            return -1
        if y5 < 0:
            return -1
        b += 25
        b += 52
    y6 = v.get("temperature", _MISSING)
    if y6 is not _MISSING:
        if not (type(y6) is float and y6 - y6 == 0.0 or type(y6) is int and y6.bit_length() <= 1000):
            return -1
        if y6 < 0:
            return -1
        b += 25
        b += 70
    y7 = v.get("finish_reason", _MISSING)
    if y7 is not _MISSING:
        if type(y7) is not str:
            return -1
        if len(y7) * 4 > 128 and (len(y7) > 128 or not y7.isascii() and utf8_length(y7) > 128):
            return -1
        if ("\x00" in y7 or not y7.isascii()) and is_unstorable_text(y7):
            return -1
        b += len(y7) * 6 + 2
        b += 82
    if not v.keys() <= _MEMBERS_2:
        return -1
    return b


def PlanningRecord_4(v: Any) -> int:
    b = 0
    if type(v) is not dict:
        return -1
    b += 2
    w0 = RecordCommon_1(v)
    if w0 < 0:
        return -1
    b += w0
    y1 = v.get("behavior", _MISSING)
    if y1 is not _MISSING:
        if type(y1) is not str:
            return -1
        if y1 != "Planning":
            return -1
    y2 = v.get("goal", _MISSING)
    if y2 is not _MISSING:
        if type(y2) is not str:
            return -1
        if len(y2) * 4 > 4096 and (len(y2) > 4096 or not y2.isascii() and utf8_length(y2) > 4096):
            return -1
        if ("\x00" in y2 or not y2.isascii()) and is_unstorable_text(y2):
            return -1
        b += len(y2) * 6 + 2
        b += 28
    y3 = v.get("plan_steps", _MISSING)
    if y3 is not _MISSING:
        if type(y3) is not list:
            return -1
        if len(y3) > 64:
            return -1
        b += len(y3) + 2
        for y4 in y3:
            if type(y4) is not str:
                return -1
            if len(y4) * 4 > 2048 and (len(y4) > 2048 or not y4.isascii() and utf8_length(y4) > 2048):
                return -1
            if ("\x00" in y4 or not y4.isascii()) and is_unstorable_text(y4):
                return -1
            b += len(y4) * 6 + 2
        b += 64
    y5 = v.get("rationale", _MISSING)
    if y5 is not _MISSING:
        if type(y5) is not str:
            return -1
        if len(y5) * 4 > 16384 and (len(y5) > 16384 or not y5.isascii() and utf8_length(y5) > 16384):
            return -1
        if ("\x00" in y5 or not y5.isascii()) and is_unstorable_text(y5):
            return -1
        b += len(y5) * 6 + 2
        b += 58
    y6 = v.get("alternatives_considered", _MISSING)
    if y6 is not _MISSING:
        if type(y6) is not list:
            return -1
        if len(y6) > 32:
            return -1
        b += len(y6) + 2
        for y7 in y6:
            if type(y7) is not str:
                return -1
            if len(y7) * 4 > 2048 and (len(y7) > 2048 or not y7.isascii() and utf8_length(y7) > 2048):
                return -1
            if ("\x00" in y7 or not y7.isascii()) and is_unstorable_text(y7):
                return -1
            b += len(y7) * 6 + 2
        b += 142
    y8 = v.get("model_invocation", _MISSING)
    if y8 is not _MISSING:
        w9 = ModelInvocation_3(y8)
        if w9 < 0:
            return -1
        b += w9
        b += 100
    if not v.keys() <= _MEMBERS_3:
        return -1
    return b


def ThinkingInput_5(v: Any) -> int:
    b = 0
    if type(v) is not dict:
        return -1
    b += 2
    y0 = v.get("kind", _MISSING)
    if y0 is _MISSING:
        return -1
    if type(y0) is not str:
        return -1
    if y0 not in ("record", "message", "document", "tool_output", "memory", "other"):
        return -1
    b += len(y0) * 6 + 2
    b += 28
    y1 = v.get("ref", _MISSING)
    if y1 is not _MISSING:
        if type(y1) is not str:
            return -1
        if len(y1) * 4 > 2048 and (len(y1) > 2048 or not y1.isascii() and utf8_length(y1) > 2048):
            return -1
        if ("\x00" in y1 or not y1.isascii()) and is_unstorable_text(y1):
            return -1
        b += len(y1) * 6 + 2
        b += 22
    y2 = v.get("summary", _MISSING)
    if y2 is not _MISSING:
        if type(y2) is not str:
            return -1
        if len(y2) * 4 > 2048 and (len(y2) > 2048 or not y2.isascii() and utf8_length(y2) > 2048):
            return -1
        if ("\x00" in y2 or not y2.isascii()) and is_unstorable_text(y2):
            return -1
        b += len(y2) * 6 + 2
        b += 46
    if not v.keys() <= _MEMBERS_4:
        return -1
    return b


def ThinkingRecord_6(v: Any) -> int:
    b = 0
    if type(v) is not dict:
        return -1
    b += 2
    w0 = RecordCommon_1(v)
    if w0 < 0:
        return -1
    b += w0
    y1 = v.get("behavior", _MISSING)
    if y1 is not _MISSING:
        if type(y1) is not str:
            return -1
        if y1 != "Thinking":
            return -1
    y2 = v.get("prompt", _MISSING)
    if y2 is _MISSING:
        return -1
    if type(y2) is not str:
        return -1
    if len(y2) < 1:
        return -1
    if len(y2) * 4 > 16384 and (len(y2) > 16384 or not y2.isascii() and utf8_length(y2) > 16384):
        return -1
    if ("\x00" in y2 or not y2.isascii()) and is_unstorable_text(y2):
        return -1
    b += len(y2) * 6 + 2
    b += 40
    y3 = v.get("inputs", _MISSING)
    if y3 is not _MISSING:
        if type(y3) is not list:
            return -1
        if len(y3) > 64:
            return -1
        b += len(y3) + 2
        for y4 in y3:
            w5 = ThinkingInput_5(y4)
            if w5 < 0:
                return -1
            b += w5
        b += 40
    y6 = v.get("output_payload", _MISSING)
    if y6 is _MISSING:
        return -1
    if type(y6) is not str:
        return -1
    if len(y6) < 1:
        return -1
    if len(y6) * 4 > 32768 and (len(y6) > 32768 or not y6.isascii() and utf8_length(y6) > 32768):
        return -1
    if ("\x00" in y6 or not y6.isascii()) and is_unstorable_text(y6):
        return -1
    b += len(y6) * 6 + 2
    b += 88
    y7 = v.get("model_invocation", _MISSING)
    if y7 is not _MISSING:
        w8 = ModelInvocation_3(y7)
        if w8 < 0:
            return -1
        b += w8
        b += 100
    if not v.keys() <= _MEMBERS_5:
        return -1
    return b


def condition_7(v: Any) -> bool:
    y0 = v.get("target_system", _MISSING)
    if y0 is _MISSING:
        return False
    if not isinstance(y0, str):
        return False
    if _pattern2(y0) is None:
        return False
    y1 = v.get("execution_status", _MISSING)
    if y1 is _MISSING:
        return False
    if not isinstance(y1, str):
        return False
    if y1 != "confirmed":
        return False
    return True


def ActingRecord_8(v: Any) -> int:
    b = 0
    if type(v) is not dict:
        return -1
    b += 2
    w0 = RecordCommon_1(v)
    if w0 < 0:
        return -1
    b += w0
    y1 = v.get("behavior", _MISSING)
    if y1 is not _MISSING:
        if type(y1) is not str:
            return -1
        if y1 != "Acting":
            return -1
    y2 = v.get("action_type", _MISSING)
    if y2 is not _MISSING:
        if type(y2) is not str:
            return -1
        if len(y2) * 4 > 256 and (len(y2) > 256 or not y2.isascii() and utf8_length(y2) > 256):
            return -1
        if ("\x00" in y2 or not y2.isascii()) and is_unstorable_text(y2):
            return -1
        b += len(y2) * 6 + 2
        b += 70
    y3 = v.get("target_system", _MISSING)
    if y3 is not _MISSING:
        if type(y3) is not str:
            return -1
        if len(y3) * 4 > 256 and (len(y3) > 256 or not y3.isascii() and utf8_length(y3) > 256):
            return -1
        if ("\x00" in y3 or not y3.isascii()) and is_unstorable_text(y3):
            return -1
        b += len(y3) * 6 + 2
        b += 82
    y4 = v.get("action_summary", _MISSING)
    if y4 is not _MISSING:
        if type(y4) is not str:
            return -1
        if len(y4) * 4 > 2048 and (len(y4) > 2048 or not y4.isascii() and utf8_length(y4) > 2048):
            return -1
        if ("\x00" in y4 or not y4.isascii()) and is_unstorable_text(y4):
            return -1
        b += len(y4) * 6 + 2
        b += 88
    y5 = v.get("parameters", _MISSING)
    if y5 is not _MISSING:
        if type(y5) is not dict:
            return -1
        b6 = 0
        w7 = scan_wide(y5, 63, True, True)
        if w7 < 0:
            return -1
        b6 += w7
        if b6 > 16384:
            if json_size(y5) > 16384:
                return -1
            b6 = 16384
        b += b6
        b += 64
    y8 = v.get("dry_run", _MISSING)
    if y8 is not _MISSING:
        if type(y8) is not bool:
            return -1
        b += 5
        b += 46
    y9 = v.get("execution_status", _MISSING)
    if y9 is not _MISSING:
        if type(y9) is not str:
            return -1
        if y9 not in ("pending", "submitted", "confirmed", "failed", "reverted", "cancelled", "simulated", "other"):
            return -1
        b += len(y9) * 6 + 2
        b += 100
    y10 = v.get("execution_id", _MISSING)
    if y10 is not _MISSING:
        if type(y10) is not str:
            return -1
        if len(y10) < 1:
            return -1
        if len(y10) * 4 > 256 and (len(y10) > 256 or not y10.isascii() and utf8_length(y10) > 256):
            return -1
        if ("\x00" in y10 or not y10.isascii()) and is_unstorable_text(y10):
            return -1
        b += len(y10) * 6 + 2
        b += 76
    if not v.keys() <= _MEMBERS_6:
        return -1
    if condition_7(v):
        if "execution_id" not in v:
            return -1
    else:
        pass
    return b


def ReflectingRecord_9(v: Any) -> int:
    b = 0
    if type(v) is not dict:
        return -1
    b += 2
    w0 = RecordCommon_1(v)
    if w0 < 0:
        return -1
    b += w0
    y1 = v.get("behavior", _MISSING)
    if y1 is not _MISSING:
        if type(y1) is not str:
            return -1
        if y1 != "Reflecting":
            return -1
    y2 = v.get("reflection", _MISSING)
    if y2 is not _MISSING:
        if type(y2) is not str:
            return -1
        if len(y2) * 4 > 16384 and (len(y2) > 16384 or not y2.isascii() and utf8_length(y2) > 16384):
            return -1
        if ("\x00" in y2 or not y2.isascii()) and is_unstorable_text(y2):
            return -1
        b += len(y2) * 6 + 2
        b += 64
    y3 = v.get("outcome", _MISSING)
    if y3 is not _MISSING:
        if type(y3) is not str:
            return -1
        if y3 not in ("success", "partial", "failure", "unknown"):
            return -1
        b += len(y3) * 6 + 2
        b += 46
    y4 = v.get("lessons", _MISSING)
    if y4 is not _MISSING:
        if type(y4) is not list:
            return -1
        if len(y4) > 32:
            return -1
        b += len(y4) + 2
        for y5 in y4:
            if type(y5) is not str:
                return -1
            if len(y5) * 4 > 2048 and (len(y5) > 2048 or not y5.isascii() and utf8_length(y5) > 2048):
                return -1
            if ("\x00" in y5 or not y5.isascii()) and is_unstorable_text(y5):
                return -1
            b += len(y5) * 6 + 2
        b += 46
    y6 = v.get("score", _MISSING)
    if y6 is not _MISSING:
        if not (type(y6) is float and y6 - y6 == 0.0 or type(y6) is int and y6.bit_length() <= 1000):
            return -1
        if y6 < 0:
            return -1
        if y6 > 1:
            return -1
        b += 25
        b += 34
    y7 = v.get("model_invocation", _MISSING)
    if y7 is not _MISSING:
        w8 = ModelInvocation_3(y7)
        if w8 < 0:
            return -1
        b += w8
        b += 100
    if not v.keys() <= _MEMBERS_7:
        return -1
    return b


def ToolMeta_10(v: Any) -> int:
    b = 0
    if type(v) is not dict:
        return -1
    b0 = 0
    y1 = v.get("tool_id", _MISSING)
    if y1 is not _MISSING:
        if type(y1) is not str:
            return -1
        if len(y1) * 4 > 256 and (len(y1) > 256 or not y1.isascii() and utf8_length(y1) > 256):
            return -1
    y2 = v.get("category", _MISSING)
    if y2 is not _MISSING:
        if type(y2) is not str:
            return -1
        if y2 not in ("search", "retrieval", "code_execution", "http_api", "database", "file_system", "blockchain", "messaging", "calculation", "other"):
            return -1
    y3 = v.get("endpoint", _MISSING)
    if y3 is not _MISSING:
        if type(y3) is not str:
            return -1
        if len(y3) * 4 > 2048 and (len(y3) > 2048 or not y3.isascii() and utf8_length(y3) > 2048):
            return -1
    w4 = scan_wide(v, 63, True, True)
    if w4 < 0:
        return -1
    b0 += w4
    if b0 > 16384:
        if json_size(v) > 16384:
            return -1
        b0 = 16384
    b += b0
    return b


def ToolCallingRecord_11(v: Any) -> int:
    b = 0
    if type(v) is not dict:
        return -1
    b += 2
    w0 = RecordCommon_1(v)
    if w0 < 0:
        return -1
    b += w0
    y1 = v.get("behavior", _MISSING)
    if y1 is not _MISSING:
        if type(y1) is not str:
            return -1
        if y1 != "ToolCalling":
            return -1
    y2 = v.get("tool_meta", _MISSING)
    if y2 is not _MISSING:
        w3 = ToolMeta_10(y2)
        if w3 < 0:
            return -1
        b += w3
        b += 58
    y4 = v.get("description", _MISSING)
    if y4 is not _MISSING:
        if type(y4) is not str:
            return -1
        if len(y4) * 4 > 2048 and (len(y4) > 2048 or not y4.isascii() and utf8_length(y4) > 2048):
            return -1
        if ("\x00" in y4 or not y4.isascii()) and is_unstorable_text(y4):
            return -1
        b += len(y4) * 6 + 2
        b += 70
    y5 = v.get("input_payload", _MISSING)
    if y5 is not _MISSING:
        if type(y5) is not str:
            return -1
        if len(y5) * 4 > 16384 and (len(y5) > 16384 or not y5.isascii() and utf8_length(y5) > 16384):
            return -1
        if ("\x00" in y5 or not y5.isascii()) and is_unstorable_text(y5):
            return -1
        b += len(y5) * 6 + 2
        b += 82
    y6 = v.get("output_payload", _MISSING)
    if y6 is not _MISSING:
        if type(y6) is not str:
            return -1
        if len(y6) * 4 > 32768 and (len(y6) > 32768 or not y6.isascii() and utf8_length(y6) > 32768):
            return -1
        if ("\x00" in y6 or not y6.isascii()) and is_unstorable_text(y6):
            return -1
        b += len(y6) * 6 + 2
        b += 88
    y7 = v.get("success", _MISSING)
    if y7 is not _MISSING:
        if type(y7) is not bool:
            return -1
        b += 5
        b += 46
    if not v.keys() <= _MEMBERS_8:
        return -1
    return b


def OtherRecord_12(v: Any) -> int:
    b = 0
    if type(v) is not dict:
        return -1
    b += 2
    w0 = RecordCommon_1(v)
    if w0 < 0:
        return -1
    b += w0
    y1 = v.get("behavior", _MISSING)
    if y1 is not _MISSING:
        if type(y1) is not str:
            return -1
        if y1 != "Other":
            return -1
    y2 = v.get("label", _MISSING)
    if y2 is not _MISSING:
        if type(y2) is not str:
            return -1
        if len(y2) * 4 > 256 and (len(y2) > 256 or not y2.isascii() and utf8_length(y2) > 256):
            return -1
        if ("\x00" in y2 or not y2.isascii()) and is_unstorable_text(y2):
            return -1
        b += len(y2) * 6 + 2
        b += 34
    y3 = v.get("description", _MISSING)
    if y3 is not _MISSING:
        if type(y3) is not str:
            return -1
        if len(y3) * 4 > 2048 and (len(y3) > 2048 or not y3.isascii() and utf8_length(y3) > 2048):
            return -1
        if ("\x00" in y3 or not y3.isascii()) and is_unstorable_text(y3):
            return -1
        b += len(y3) * 6 + 2
        b += 70
    y4 = v.get("data", _MISSING)
    if y4 is not _MISSING:
        if type(y4) is not dict:
            return -1
        b5 = 0
        w6 = scan_wide(y4, 63, True, True)
        if w6 < 0:
            return -1
        b5 += w6
        if b5 > 16384:
            if json_size(y4) > 16384:
                return -1
            b5 = 16384
        b += b5
        b += 28
    if not v.keys() <= _MEMBERS_9:
        return -1
    return b


def RecordCommon_13(v: Any) -> int:
    b = 0
    y0 = v.get("agent_id", _MISSING)
    if y0 is not _MISSING:
        if type(y0) is not str:
            return -1
        if len(y0) * 4 > 128 and (len(y0) > 128 or not y0.isascii() and utf8_length(y0) > 128):
            return -1
        if ("\x00" in y0 or not y0.isascii()) and is_unstorable_text(y0):
            return -1
        b += len(y0) * 6 + 2
        b += 52
    y1 = v.get("session_id", _MISSING)
    if y1 is _MISSING:
        return -1
    if type(y1) is not str:
        return -1
    if len(y1) < 1:
        return -1
    if len(y1) * 4 > 256 and (len(y1) > 256 or not y1.isascii() and utf8_length(y1) > 256):
        return -1
    if ("\x00" in y1 or not y1.isascii()) and is_unstorable_text(y1):
        return -1
    b += len(y1) * 6 + 2
    b += 64
    y2 = v.get("behavior", _MISSING)
    if y2 is _MISSING:
        return -1
    if type(y2) is not str:
        return -1
    if y2 not in ("Observing", "Planning", "Thinking", "Acting", "Reflecting", "ToolCalling", "Other"):
        return -1
    b += len(y2) * 6 + 2
    b += 52
    y3 = v.get("record_id", _MISSING)
    if y3 is _MISSING:
        return -1
    if type(y3) is not str:
        return -1
    if _pattern0(y3) is None:
        return -1
    if ("\x00" in y3 or not y3.isascii()) and is_unstorable_text(y3):
        return -1
    b += len(y3) * 6 + 2
    b += 58
    y4 = v.get("schema_version", _MISSING)
    if y4 is _MISSING:
        return -1
    if type(y4) is not str:
        return -1
    if len(y4) < 1:
        return -1
    if len(y4) * 4 > 32 and (len(y4) > 32 or not y4.isascii() and utf8_length(y4) > 32):
        return -1
    if ("\x00" in y4 or not y4.isascii()) and is_unstorable_text(y4):
        return -1
    b += len(y4) * 6 + 2
    b += 88
    y5 = v.get("client_ts_utc", _MISSING)
    if y5 is _MISSING:
        return -1
    if not (type(y5) is int and y5.bit_length() <= 1000 or type(y5) is float and y5.is_integer()):
        return -1
    if y5 > 9007199254740991:
        return -1
    if y5 <= 0:
        return -1
    b += 25
    b += 82
    y6 = v.get("server_ts_utc", _MISSING)
    if y6 is not _MISSING:
        if not (type(y6) is int and y6.bit_length() <= 1000 or type(y6) is float and y6.is_integer()):
            return -1
        b += 25
        b += 82
    y7 = v.get("notes", _MISSING)
    if y7 is not _MISSING:
        if type(y7) is not str:
            return -1
        if len(y7) * 4 > 2048 and (len(y7) > 2048 or not y7.isascii() and utf8_length(y7) > 2048):
            return -1
        if ("\x00" in y7 or not y7.isascii()) and is_unstorable_text(y7):
            return -1
        b += len(y7) * 6 + 2
        b += 34
    y8 = v.get("tags", _MISSING)
    if y8 is not _MISSING:
        if type(y8) is not list:
            return -1
        if len(y8) > 32:
            return -1
        b += len(y8) + 2
        for y9 in y8:
            if type(y9) is not str:
                return -1
            if len(y9) < 1:
                return -1
            if len(y9) > 64:
                return -1
            if ("\x00" in y9 or not y9.isascii()) and is_unstorable_text(y9):
                return -1
            b += len(y9) * 6 + 2
        b += 28
    y10 = v.get("parent_record_id", _MISSING)
    if y10 is not _MISSING:
        if type(y10) is not str:
            return -1
        if _pattern0(y10) is None:
            return -1
        if ("\x00" in y10 or not y10.isascii()) and is_unstorable_text(y10):
            return -1
        b += len(y10) * 6 + 2
        b += 100
    y11 = v.get("upstream_record_id", _MISSING)
    if y11 is not _MISSING:
        if type(y11) is not list:
            return -1
        if len(y11) > 64:
            return -1
        b += len(y11) + 2
        for y12 in y11:
            if type(y12) is not str:
                return -1
            if _pattern0(y12) is None:
                return -1
            if ("\x00" in y12 or not y12.isascii()) and is_unstorable_text(y12):
                return -1
            b += len(y12) * 6 + 2
        b += 112
    y13 = v.get("input_record_id", _MISSING)
    if y13 is not _MISSING:
        if type(y13) is not str:
            return -1
        if _pattern0(y13) is None:
            return -1
        if ("\x00" in y13 or not y13.isascii()) and is_unstorable_text(y13):
            return -1
        b += len(y13) * 6 + 2
        b += 94
    return b


def ObservingRecord_14(v: Any) -> int:
    b = 0
    if type(v) is not dict:
        return -1
    b += 2
    w0 = RecordCommon_13(v)
    if w0 < 0:
        return -1
    b += w0
    y1 = v.get("behavior", _MISSING)
    if y1 is not _MISSING:
        if type(y1) is not str:
            return -1
        if y1 != "Observing":
            return -1
    y2 = v.get("trigger_source", _MISSING)
    if y2 is not _MISSING:
        if type(y2) is not str:
            return -1
        if len(y2) * 4 > 256 and (len(y2) > 256 or not y2.isascii() and utf8_length(y2) > 256):
            return -1
        if ("\x00" in y2 or not y2.isascii()) and is_unstorable_text(y2):
            return -1
        b += len(y2) * 6 + 2
        b += 88
    y3 = v.get("trigger_type", _MISSING)
    if y3 is not _MISSING:
        if type(y3) is not str:
            return -1
        if y3 not in ("user_message", "agent_message", "tool_result", "schedule", "webhook", "market_data", "chain_event", "system", "other"):
            return -1
        b += len(y3) * 6 + 2
        b += 76
    y4 = v.get("trigger_description", _MISSING)
    if y4 is not _MISSING:
        if type(y4) is not str:
            return -1
        if len(y4) * 4 > 2048 and (len(y4) > 2048 or not y4.isascii() and utf8_length(y4) > 2048):
            return -1
        if ("\x00" in y4 or not y4.isascii()) and is_unstorable_text(y4):
            return -1
        b += len(y4) * 6 + 2
        b += 118
    y5 = v.get("trigger_payload_summary", _MISSING)
    if y5 is not _MISSING:
        if type(y5) is not str:
            return -1
        if len(y5) * 4 > 4096 and (len(y5) > 4096 or not y5.isascii() and utf8_length(y5) > 4096):
            return -1
        if ("\x00" in y5 or not y5.isascii()) and is_unstorable_text(y5):
            return -1
        b += len(y5) * 6 + 2
        b += 142
    if not v.keys() <= _MEMBERS_10:
        return -1
    return b


def PlanningRecord_15(v: Any) -> int:
    b = 0
    if type(v) is not dict:
        return -1
    b += 2
    w0 = RecordCommon_13(v)
    if w0 < 0:
        return -1
    b += w0
    y1 = v.get("behavior", _MISSING)
    if y1 is not _MISSING:
        if type(y1) is not str:
            return -1
        if y1 != "Planning":
            return -1
    y2 = v.get("goal", _MISSING)
    if y2 is not _MISSING:
        if type(y2) is not str:
            return -1
        if len(y2) * 4 > 4096 and (len(y2) > 4096 or not y2.isascii() and utf8_length(y2) > 4096):
            return -1
        if ("\x00" in y2 or not y2.isascii()) and is_unstorable_text(y2):
            return -1
        b += len(y2) * 6 + 2
        b += 28
    y3 = v.get("plan_steps", _MISSING)
    if y3 is not _MISSING:
        if type(y3) is not list:
            return -1
        if len(y3) > 64:
            return -1
        b += len(y3) + 2
        for y4 in y3:
            if type(y4) is not str:
                return -1
            if len(y4) * 4 > 2048 and (len(y4) > 2048 or not y4.isascii() and utf8_length(y4) > 2048):
                return -1
            if ("\x00" in y4 or not y4.isascii()) and is_unstorable_text(y4):
                return -1
            b += len(y4) * 6 + 2
        b += 64
    y5 = v.get("rationale", _MISSING)
    if y5 is not _MISSING:
        if type(y5) is not str:
            return -1
        if len(y5) * 4 > 16384 and (len(y5) > 16384 or not y5.isascii() and utf8_length(y5) > 16384):
            return -1
        if ("\x00" in y5 or not y5.isascii()) and is_unstorable_text(y5):
            return -1
        b += len(y5) * 6 + 2
        b += 58
    y6 = v.get("alternatives_considered", _MISSING)
    if y6 is not _MISSING:
        if type(y6) is not list:
            return -1
        if len(y6) > 32:
            return -1
        b += len(y6) + 2
        for y7 in y6:
            if type(y7) is not str:
                return -1
            if len(y7) * 4 > 2048 and (len(y7) > 2048 or not y7.isascii() and utf8_length(y7) > 2048):
                return -1
            if ("\x00" in y7 or not y7.isascii()) and is_unstorable_text(y7):
                return -1
            b += len(y7) * 6 + 2
        b += 142
    y8 = v.get("model_invocation", _MISSING)
    if y8 is not _MISSING:
        w9 = ModelInvocation_3(y8)
        if w9 < 0:
            return -1
        b += w9
        b += 100
    if not v.keys() <= _MEMBERS_11:
        return -1
    return b


def ThinkingRecord_16(v: Any) -> int:
    b = 0
    if type(v) is not dict:
        return -1
    b += 2
    w0 = RecordCommon_13(v)
    if w0 < 0:
        return -1
    b += w0
    y1 = v.get("behavior", _MISSING)
    if y1 is not _MISSING:
        if type(y1) is not str:
            return -1
        if y1 != "Thinking":
            return -1
    y2 = v.get("prompt", _MISSING)
    if y2 is _MISSING:
        return -1
    if type(y2) is not str:
        return -1
    if len(y2) < 1:
        return -1
    if len(y2) * 4 > 16384 and (len(y2) > 16384 or not y2.isascii() and utf8_length(y2) > 16384):
        return -1
    if ("\x00" in y2 or not y2.isascii()) and is_unstorable_text(y2):
        return -1
    b += len(y2) * 6 + 2
    b += 40
    y3 = v.get("inputs", _MISSING)
    if y3 is not _MISSING:
        if type(y3) is not list:
            return -1
        if len(y3) > 64:
            return -1
        b += len(y3) + 2
        for y4 in y3:
            w5 = ThinkingInput_5(y4)
            if w5 < 0:
                return -1
            b += w5
        b += 40
    y6 = v.get("output_payload", _MISSING)
    if y6 is _MISSING:
        return -1
    if type(y6) is not str:
        return -1
    if len(y6) < 1:
        return -1
    if len(y6) * 4 > 32768 and (len(y6) > 32768 or not y6.isascii() and utf8_length(y6) > 32768):
        return -1
    if ("\x00" in y6 or not y6.isascii()) and is_unstorable_text(y6):
        return -1
    b += len(y6) * 6 + 2
    b += 88
    y7 = v.get("model_invocation", _MISSING)
    if y7 is not _MISSING:
        w8 = ModelInvocation_3(y7)
        if w8 < 0:
            return -1
        b += w8
        b += 100
    if not v.keys() <= _MEMBERS_12:
        return -1
    return b


def ActingRecord_17(v: Any) -> int:
    b = 0
    if type(v) is not dict:
        return -1
    b += 2
    w0 = RecordCommon_13(v)
    if w0 < 0:
        return -1
    b += w0
    y1 = v.get("behavior", _MISSING)
    if y1 is not _MISSING:
        if type(y1) is not str:
            return -1
        if y1 != "Acting":
            return -1
    y2 = v.get("action_type", _MISSING)
    if y2 is not _MISSING:
        if type(y2) is not str:
            return -1
        if len(y2) * 4 > 256 and (len(y2) > 256 or not y2.isascii() and utf8_length(y2) > 256):
            return -1
        if ("\x00" in y2 or not y2.isascii()) and is_unstorable_text(y2):
            return -1
        b += len(y2) * 6 + 2
        b += 70
    y3 = v.get("target_system", _MISSING)
    if y3 is not _MISSING:
        if type(y3) is not str:
            return -1
        if len(y3) * 4 > 256 and (len(y3) > 256 or not y3.isascii() and utf8_length(y3) > 256):
            return -1
        if ("\x00" in y3 or not y3.isascii()) and is_unstorable_text(y3):
            return -1
        b += len(y3) * 6 + 2
        b += 82
    y4 = v.get("action_summary", _MISSING)
    if y4 is not _MISSING:
        if type(y4) is not str:
            return -1
        if len(y4) * 4 > 2048 and (len(y4) > 2048 or not y4.isascii() and utf8_length(y4) > 2048):
            return -1
        if ("\x00" in y4 or not y4.isascii()) and is_unstorable_text(y4):
            return -1
        b += len(y4) * 6 + 2
        b += 88
    y5 = v.get("parameters", _MISSING)
    if y5 is not _MISSING:
        if type(y5) is not dict:
            return -1
        b6 = 0
        w7 = scan_wide(y5, 63, True, True)
        if w7 < 0:
            return -1
        b6 += w7
        if b6 > 16384:
            if json_size(y5) > 16384:
                return -1
            b6 = 16384
        b += b6
        b += 64
    y8 = v.get("dry_run", _MISSING)
    if y8 is not _MISSING:
        if type(y8) is not bool:
            return -1
        b += 5
        b += 46
    y9 = v.get("execution_status", _MISSING)
    if y9 is not _MISSING:
        if type(y9) is not str:
            return -1
        if y9 not in ("pending", "submitted", "confirmed", "failed", "reverted", "cancelled", "simulated", "other"):
            return -1
        b += len(y9) * 6 + 2
        b += 100
    y10 = v.get("execution_id", _MISSING)
    if y10 is not _MISSING:
        if type(y10) is not str:
            return -1
        if len(y10) < 1:
            return -1
        if len(y10) * 4 > 256 and (len(y10) > 256 or not y10.isascii() and utf8_length(y10) > 256):
            return -1
        if ("\x00" in y10 or not y10.isascii()) and is_unstorable_text(y10):
            return -1
        b += len(y10) * 6 + 2
        b += 76
    if not v.keys() <= _MEMBERS_13:
        return -1
    if condition_7(v):
        if "execution_id" not in v:
            return -1
    else:
        pass
    return b


def ReflectingRecord_18(v: Any) -> int:
    b = 0
    if type(v) is not dict:
        return -1
    b += 2
    w0 = RecordCommon_13(v)
    if w0 < 0:
        return -1
    b += w0
    y1 = v.get("behavior", _MISSING)
    if y1 is not _MISSING:
        if type(y1) is not str:
            return -1
        if y1 != "Reflecting":
            return -1
    y2 = v.get("reflection", _MISSING)
    if y2 is not _MISSING:
        if type(y2) is not str:
            return -1
        if len(y2) * 4 > 16384 and (len(y2) > 16384 or not y2.isascii() and utf8_length(y2) > 16384):
            return -1
        if ("\x00" in y2 or not y2.isascii()) and is_unstorable_text(y2):
            return -1
        b += len(y2) * 6 + 2
        b += 64
    y3 = v.get("outcome", _MISSING)
    if y3 is not _MISSING:
        if type(y3) is not str:
            return -1
        if y3 not in ("success", "partial", "failure", "unknown"):
            return -1
        b += len(y3) * 6 + 2
        b += 46
    y4 = v.get("lessons", _MISSING)
    if y4 is not _MISSING:
        if type(y4) is not list:
            return -1
        if len(y4) > 32:
            return -1
        b += len(y4) + 2
        for y5 in y4:
            if type(y5) is not str:
                return -1
            if len(y5) * 4 > 2048 and (len(y5) > 2048 or not y5.isascii() and utf8_length(y5) > 2048):
                return -1
            if ("\x00" in y5 or not y5.isascii()) and is_unstorable_text(y5):
                return -1
            b += len(y5) * 6 + 2
        b += 46
    y6 = v.get("score", _MISSING)
    if y6 is not _MISSING:
        if not (type(y6) is float and y6 - y6 == 0.0 or type(y6) is int and y6.bit_length() <= 1000):
            return -1
        if y6 < 0:
            return -1
        if y6 > 1:
            return -1
        b += 25
        b += 34
    y7 = v.get("model_invocation", _MISSING)
    if y7 is not _MISSING:
        w8 = ModelInvocation_3(y7)
        if w8 < 0:
            return -1
        b += w8
        b += 100
    if not v.keys() <= _MEMBERS_14:
        return -1
    return b


def ToolCallingRecord_19(v: Any) -> int:
    b = 0
    if type(v) is not dict:
        return -1
    b += 2
    w0 = RecordCommon_13(v)
    if w0 < 0:
        return -1
    b += w0
    y1 = v.get("behavior", _MISSING)
    if y1 is not _MISSING:
        if type(y1) is not str:
            return -1
        if y1 != "ToolCalling":
            return -1
    y2 = v.get("tool_meta", _MISSING)
    if y2 is not _MISSING:
        w3 = ToolMeta_10(y2)
        if w3 < 0:
            return -1
        b += w3
        b += 58
    y4 = v.get("description", _MISSING)
    if y4 is not _MISSING:
        if type(y4) is not str:
            return -1
        if len(y4) * 4 > 2048 and (len(y4) > 2048 or not y4.isascii() and utf8_length(y4) > 2048):
            return -1
        if ("\x00" in y4 or not y4.isascii()) and is_unstorable_text(y4):
            return -1
        b += len(y4) * 6 + 2
        b += 70
    y5 = v.get("input_payload", _MISSING)
    if y5 is not _MISSING:
        if type(y5) is not str:
            return -1
        if len(y5) * 4 > 16384 and (len(y5) > 16384 or not y5.isascii() and utf8_length(y5) > 16384):
            return -1
        if ("\x00" in y5 or not y5.isascii()) and is_unstorable_text(y5):
            return -1
        b += len(y5) * 6 + 2
        b += 82
    y6 = v.get("output_payload", _MISSING)
    if y6 is not _MISSING:
        if type(y6) is not str:
            return -1
        if len(y6) * 4 > 32768 and (len(y6) > 32768 or not y6.isascii() and utf8_length(y6) > 32768):
            return -1
        if ("\x00" in y6 or not y6.isascii()) and is_unstorable_text(y6):
            return -1
        b += len(y6) * 6 + 2
        b += 88
    y7 = v.get("success", _MISSING)
    if y7 is not _MISSING:
        if type(y7) is not bool:
            return -1
        b += 5
        b += 46
    if not v.keys() <= _MEMBERS_15:
        return -1
    return b


def OtherRecord_20(v: Any) -> int:
    b = 0
    if type(v) is not dict:
        return -1
    b += 2
    w0 = RecordCommon_13(v)
    if w0 < 0:
        return -1
    b += w0
    y1 = v.get("behavior", _MISSING)
    if y1 is not _MISSING:
        if type(y1) is not str:
            return -1
        if y1 != "Other":
            return -1
    y2 = v.get("label", _MISSING)
    if y2 is not _MISSING:
        if type(y2) is not str:
            return -1
        if len(y2) * 4 > 256 and (len(y2) > 256 or not y2.isascii() and utf8_length(y2) > 256):
            return -1
        if ("\x00" in y2 or not y2.isascii()) and is_unstorable_text(y2):
            return -1
        b += len(y2) * 6 + 2
        b += 34
    y3 = v.get("description", _MISSING)
    if y3 is not _MISSING:
        if type(y3) is not str:
            return -1
        if len(y3) * 4 > 2048 and (len(y3) > 2048 or not y3.isascii() and utf8_length(y3) > 2048):
            return -1
        if ("\x00" in y3 or not y3.isascii()) and is_unstorable_text(y3):
            return -1
        b += len(y3) * 6 + 2
        b += 70
    y4 = v.get("data", _MISSING)
    if y4 is not _MISSING:
        if type(y4) is not dict:
            return -1
        b5 = 0
        w6 = scan_wide(y4, 63, True, True)
        if w6 < 0:
            return -1
        b5 += w6
        if b5 > 16384:
            if json_size(y4) > 16384:
                return -1
            b5 = 16384
        b += b5
        b += 28
    if not v.keys() <= _MEMBERS_16:
        return -1
    return b


def fast_record(x: Any) -> bool:
    """True only where check_record's full path accepts `x` under schema 1.1."""
    b = 0
    if type(x) is not dict:
        return False
    b0 = 0
    if "behavior" not in x:
        return False
    t1 = x.get("behavior")
    if t1 == "Observing":
        w2 = ObservingRecord_2(x)
    elif t1 == "Planning":
        w2 = PlanningRecord_4(x)
    elif t1 == "Thinking":
        w2 = ThinkingRecord_6(x)
    elif t1 == "Acting":
        w2 = ActingRecord_8(x)
    elif t1 == "Reflecting":
        w2 = ReflectingRecord_9(x)
    elif t1 == "ToolCalling":
        w2 = ToolCallingRecord_11(x)
    elif t1 == "Other":
        w2 = OtherRecord_12(x)
    else:
        w2 = -1
    if w2 < 0:
        return False
    b0 += w2
    if b0 > 65536:
        if json_size(x) > 65536:
            return False
        b0 = 65536
    b += b0
    return True


def fast_record_1_0(x: Any) -> bool:
    """True only where check_record's full path accepts `x` under schema 1.0."""
    b = 0
    if type(x) is not dict:
        return False
    b0 = 0
    if "behavior" not in x:
        return False
    t1 = x.get("behavior")
    if t1 == "Observing":
        w2 = ObservingRecord_14(x)
    elif t1 == "Planning":
        w2 = PlanningRecord_15(x)
    elif t1 == "Thinking":
        w2 = ThinkingRecord_16(x)
    elif t1 == "Acting":
        w2 = ActingRecord_17(x)
    elif t1 == "Reflecting":
        w2 = ReflectingRecord_18(x)
    elif t1 == "ToolCalling":
        w2 = ToolCallingRecord_19(x)
    elif t1 == "Other":
        w2 = OtherRecord_20(x)
    else:
        w2 = -1
    if w2 < 0:
        return False
    b0 += w2
    if b0 > 65536:
        if json_size(x) > 65536:
            return False
        b0 = 65536
    b += b0
    return True


#: Each supported version's fast check.
FAST_RECORD_CHECKS: Final[Mapping[str, Callable[[Any], bool]]] = {"1.1": fast_record, "1.0": fast_record_1_0}
