// generated — do not edit. Source: schema/, openapi/; regenerate with `npm run codegen`.
export const SCHEMA_VERSION = "1.1" as const;

export const SCHEMA_VERSIONS = [
  {
    "version": "1.1",
    "status": "current"
  },
  {
    "version": "1.0",
    "status": "supported"
  }
] as const;

export const SUPPORTED_SCHEMA_VERSIONS = [
  "1.1",
  "1.0"
] as const;

export const ATTACHMENT_SCHEMA_VERSIONS = [
  "1.1"
] as const;

export const BEHAVIORS = [
  "Observing",
  "Planning",
  "Thinking",
  "Acting",
  "Reflecting",
  "ToolCalling",
  "Other"
] as const;

export const PUBLIC_CHAINS = [
  "ethereum",
  "base",
  "polygon",
  "arbitrum",
  "optimism",
  "solana",
  "bitcoin",
  "avalanche",
  "bnb"
] as const;

export const MODEL_INVOCATION_BEHAVIORS = [
  "Planning",
  "Thinking",
  "Reflecting"
] as const;

export const LIMITS = {
  "recordBytes": 65536,
  "batchRecords": 50,
  "batchBytes": 1048576,
  "batchScores": 50,
  "scoreBatchBytes": 1048576,
  "traceDefault": 100,
  "traceMax": 500,
  "sessionPageMax": 500
} as const;

export const PATTERN_REASONS = {
  "^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$": "must be a UUID (8-4-4-4-12 hex), lowercase, version 4",
  "^sha256:[0-9a-f]{64}$": "must be sha256: followed by 64 lowercase hex digits",
  "^[a-z0-9][a-z0-9_.-]*$": "must be 1-64 of a-z 0-9 _ . - starting with a letter or digit",
  "^[0-9a-f]{64}$": "must be 64 lowercase hex digits",
  "^scr_[0-9a-f]{32}$": "must be scr_ followed by 32 lowercase hex digits",
  "^([A-Za-z0-9_-]{42}[AEIMQUYcgkosw048])?$": "must be 32 bytes as unpadded base64url (43 characters), or empty",
  "^[A-Za-z0-9][A-Za-z0-9!#$&^_.+-]{0,126}/[A-Za-z0-9][A-Za-z0-9!#$&^_.+-]{0,126}(\\s*;\\s*[A-Za-z0-9!#$&^_.+-]+=(\"[^\"\\\\]*\"|[A-Za-z0-9!#$&^_.+-]+))*$": "must be a media type such as text/plain or application/pdf",
  "^[0-9]{4}-[0-9]{2}-[0-9]{2}$": "must be a date, YYYY-MM-DD",
  "^bytes=([0-9]{1,15}-[0-9]{0,15}|-[0-9]{1,15})$": "must be one range, bytes=<first>-[<last>] or bytes=-<length>",
  "^[0-9]{1,16}$": "must be a next_cursor of this queue",
  "^[A-Za-z0-9][A-Za-z0-9._@+-]*/[A-Za-z0-9][A-Za-z0-9._+-]*$": "must be name/version, e.g. trace-ledger-ts/0.1.0"
} as const;

export const MEDIA_TYPE = {
  "pattern": "^[A-Za-z0-9][A-Za-z0-9!#$&^_.+-]{0,126}/[A-Za-z0-9][A-Za-z0-9!#$&^_.+-]{0,126}(\\s*;\\s*[A-Za-z0-9!#$&^_.+-]+=(\"[^\"\\\\]*\"|[A-Za-z0-9!#$&^_.+-]+))*$",
  "maxLength": 255,
  "reason": "must be a media type such as text/plain or application/pdf"
} as const;

/** The record schema, JSON Schema 2020-12, bundled. */
export const recordSchema = {
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "$id": "https://trace-ledger.dev/schema/record.schema.json",
  "title": "TraceRecord",
  "description": "One reasoning record: one behaviour step of an agent. The kind is selected by `behavior`; fields not defined for that kind are refused. `x-schema-version` is the version this file defines (the SDKs stamp it); `x-supported-versions` lists every version the service accepts, each `{ version, status: current | supported | deprecated, deprecated?: date, sunset?: date }` (a deprecated version names its sunset); every released version is frozen in schema/versions/<version>/. Vendor keywords, implemented by every binding: `x-max-bytes: N` — a string's UTF-8 bytes, or an object's or array's RFC 8785 canonical JSON UTF-8 bytes, are at most N (1 KB = 1024 bytes). `x-max-depth: N` — arrays and objects nest at most N deep (a scalar has depth 0, an array or object 1 + the deepest of its members). `x-storable-text: true` — no string anywhere in the value, member names included, holds U+0000 or an unpaired UTF-16 surrogate. `x-finite-numbers: true` — every number anywhere in the value is finite. The record-wide keywords are checked first, in the order depth, finite numbers, storable text; a failure names the first offending spot in RFC 8785 member order as a JSON Pointer.",
  "type": "object",
  "x-max-bytes": 65536,
  "x-max-depth": 64,
  "x-finite-numbers": true,
  "x-storable-text": true,
  "required": [
    "behavior"
  ],
  "discriminator": {
    "propertyName": "behavior"
  },
  "oneOf": [
    {
      "$ref": "#/$defs/ObservingRecord"
    },
    {
      "$ref": "#/$defs/PlanningRecord"
    },
    {
      "$ref": "#/$defs/ThinkingRecord"
    },
    {
      "$ref": "#/$defs/ActingRecord"
    },
    {
      "$ref": "#/$defs/ReflectingRecord"
    },
    {
      "$ref": "#/$defs/ToolCallingRecord"
    },
    {
      "$ref": "#/$defs/OtherRecord"
    }
  ],
  "$defs": {
    "ActingRecord": {
      "description": "The terminal action of a decision cycle; at most one per session.",
      "type": "object",
      "allOf": [
        {
          "$ref": "#/$defs/RecordCommon"
        }
      ],
      "properties": {
        "behavior": {
          "const": "Acting"
        },
        "action_type": {
          "type": "string",
          "x-max-bytes": 256
        },
        "target_system": {
          "description": "System acted upon; public chains are listed in PublicChain.",
          "type": "string",
          "x-max-bytes": 256
        },
        "action_summary": {
          "$ref": "#/$defs/ShortText"
        },
        "parameters": {
          "description": "Free-form parameters of the action.",
          "type": "object",
          "additionalProperties": true,
          "x-max-bytes": 16384
        },
        "dry_run": {
          "type": "boolean"
        },
        "execution_status": {
          "type": "string",
          "enum": [
            "pending",
            "submitted",
            "confirmed",
            "failed",
            "reverted",
            "cancelled",
            "simulated",
            "other"
          ]
        },
        "execution_id": {
          "description": "Transaction hash or other execution reference.",
          "type": "string",
          "minLength": 1,
          "x-max-bytes": 256
        }
      },
      "if": {
        "required": [
          "target_system",
          "execution_status"
        ],
        "properties": {
          "target_system": {
            "$ref": "#/$defs/PublicChain"
          },
          "execution_status": {
            "const": "confirmed"
          }
        }
      },
      "then": {
        "required": [
          "execution_id"
        ]
      },
      "unevaluatedProperties": false
    },
    "Behavior": {
      "description": "The behaviour step a record describes.",
      "type": "string",
      "enum": [
        "Observing",
        "Planning",
        "Thinking",
        "Acting",
        "Reflecting",
        "ToolCalling",
        "Other"
      ]
    },
    "ContentRef": {
      "description": "A reference to content stored as a blob (schema 1.1): its salted SHA-256 digest, size, media type and where to fetch it. `field` names the inline field whose full content it carries (that field then holds a summary).",
      "type": "object",
      "required": [
        "digest",
        "size_bytes",
        "media_type",
        "uri"
      ],
      "additionalProperties": false,
      "properties": {
        "digest": {
          "description": "`sha256:` and the lowercase hex SHA-256 of the salt followed by the bytes.",
          "type": "string",
          "pattern": "^sha256:[0-9a-f]{64}$",
          "x-pattern-reason": "must be sha256: followed by 64 lowercase hex digits"
        },
        "size_bytes": {
          "description": "Length of the content in bytes.",
          "type": "integer",
          "minimum": 0,
          "maximum": 9007199254740991
        },
        "media_type": {
          "description": "The content's media type, e.g. `text/plain; charset=utf-8`.",
          "type": "string",
          "minLength": 1,
          "x-max-bytes": 256
        },
        "uri": {
          "description": "Where the bytes can be fetched, e.g. the blob endpoint of the service.",
          "type": "string",
          "minLength": 1,
          "x-max-bytes": 2048
        },
        "field": {
          "description": "The record field whose full content this blob holds, e.g. `output_payload`.",
          "type": "string",
          "minLength": 1,
          "x-max-bytes": 256
        }
      }
    },
    "LongText": {
      "type": "string",
      "x-max-bytes": 16384
    },
    "ModelInvocation": {
      "description": "The model call a record describes.",
      "type": "object",
      "required": [
        "provider",
        "model_name"
      ],
      "additionalProperties": false,
      "properties": {
        "provider": {
          "type": "string",
          "minLength": 1,
          "x-max-bytes": 128
        },
        "model_name": {
          "type": "string",
          "minLength": 1,
          "x-max-bytes": 256
        },
        "model_version": {
          "type": "string",
          "x-max-bytes": 128
        },
        "tokens_in": {
          "type": "number",
          "minimum": 0
        },
        "tokens_out": {
          "type": "number",
          "minimum": 0
        },
        "cost_usd": {
          "type": "number",
          "minimum": 0
        },
        "temperature": {
          "type": "number",
          "minimum": 0
        },
        "finish_reason": {
          "type": "string",
          "x-max-bytes": 128
        }
      }
    },
    "ObservingRecord": {
      "description": "The agent perceived a trigger.",
      "type": "object",
      "allOf": [
        {
          "$ref": "#/$defs/RecordCommon"
        }
      ],
      "properties": {
        "behavior": {
          "const": "Observing"
        },
        "trigger_source": {
          "type": "string",
          "x-max-bytes": 256
        },
        "trigger_type": {
          "type": "string",
          "enum": [
            "user_message",
            "agent_message",
            "tool_result",
            "schedule",
            "webhook",
            "market_data",
            "chain_event",
            "system",
            "other"
          ]
        },
        "trigger_description": {
          "$ref": "#/$defs/ShortText"
        },
        "trigger_payload_summary": {
          "type": "string",
          "x-max-bytes": 4096
        }
      },
      "unevaluatedProperties": false
    },
    "OtherRecord": {
      "description": "A step that fits no other kind.",
      "type": "object",
      "allOf": [
        {
          "$ref": "#/$defs/RecordCommon"
        }
      ],
      "properties": {
        "behavior": {
          "const": "Other"
        },
        "label": {
          "description": "Names the custom step.",
          "type": "string",
          "x-max-bytes": 256
        },
        "description": {
          "$ref": "#/$defs/ShortText"
        },
        "data": {
          "description": "Free-form payload of the step.",
          "type": "object",
          "additionalProperties": true,
          "x-max-bytes": 16384
        }
      },
      "unevaluatedProperties": false
    },
    "PlanningRecord": {
      "description": "The agent decided what to do next.",
      "type": "object",
      "allOf": [
        {
          "$ref": "#/$defs/RecordCommon"
        }
      ],
      "properties": {
        "behavior": {
          "const": "Planning"
        },
        "goal": {
          "type": "string",
          "x-max-bytes": 4096
        },
        "plan_steps": {
          "type": "array",
          "maxItems": 64,
          "items": {
            "$ref": "#/$defs/ShortText"
          }
        },
        "rationale": {
          "$ref": "#/$defs/LongText"
        },
        "alternatives_considered": {
          "type": "array",
          "maxItems": 32,
          "items": {
            "$ref": "#/$defs/ShortText"
          }
        },
        "model_invocation": {
          "$ref": "#/$defs/ModelInvocation"
        }
      },
      "unevaluatedProperties": false
    },
    "PublicChain": {
      "description": "`target_system` values that denote a public chain, matched whatever their case. The pattern is the one list: each letter is a class of its two cases, so every regex dialect reads it alike (the generated `PUBLIC_CHAINS` is derived from it).",
      "type": "string",
      "pattern": "^([Ee][Tt][Hh][Ee][Rr][Ee][Uu][Mm]|[Bb][Aa][Ss][Ee]|[Pp][Oo][Ll][Yy][Gg][Oo][Nn]|[Aa][Rr][Bb][Ii][Tt][Rr][Uu][Mm]|[Oo][Pp][Tt][Ii][Mm][Ii][Ss][Mm]|[Ss][Oo][Ll][Aa][Nn][Aa]|[Bb][Ii][Tt][Cc][Oo][Ii][Nn]|[Aa][Vv][Aa][Ll][Aa][Nn][Cc][Hh][Ee]|[Bb][Nn][Bb])$"
    },
    "RecordCommon": {
      "description": "Fields every record carries.",
      "type": "object",
      "required": [
        "session_id",
        "behavior",
        "record_id",
        "schema_version",
        "client_ts_utc"
      ],
      "properties": {
        "agent_id": {
          "description": "Set by the service from the authenticated agent; ignored when supplied.",
          "type": "string",
          "x-max-bytes": 128
        },
        "session_id": {
          "$ref": "#/$defs/SessionId"
        },
        "behavior": {
          "$ref": "#/$defs/Behavior"
        },
        "record_id": {
          "$ref": "#/$defs/RecordId"
        },
        "schema_version": {
          "$ref": "#/$defs/SchemaVersion"
        },
        "client_ts_utc": {
          "description": "Client clock, epoch milliseconds.",
          "type": "integer",
          "exclusiveMinimum": 0,
          "maximum": 9007199254740991
        },
        "server_ts_utc": {
          "description": "Receipt time stamped by the service, epoch milliseconds. Authoritative; ignored when supplied.",
          "type": "integer"
        },
        "notes": {
          "$ref": "#/$defs/ShortText"
        },
        "tags": {
          "type": "array",
          "maxItems": 32,
          "items": {
            "$ref": "#/$defs/Tag"
          }
        },
        "parent_record_id": {
          "description": "A stored record of the same agent this record derives from.",
          "$ref": "#/$defs/RecordId"
        },
        "upstream_record_id": {
          "description": "Stored records of the same agent this record depends on.",
          "type": "array",
          "maxItems": 64,
          "items": {
            "$ref": "#/$defs/RecordId"
          }
        },
        "input_record_id": {
          "description": "A record whose output this record consumed (not required to resolve).",
          "$ref": "#/$defs/RecordId"
        },
        "duration_ms": {
          "description": "How long the step took, in milliseconds (schema 1.1).",
          "type": "integer",
          "minimum": 0,
          "maximum": 9007199254740991
        },
        "attachments": {
          "description": "Content stored as blobs that belongs to this record (schema 1.1).",
          "type": "array",
          "maxItems": 16,
          "items": {
            "$ref": "#/$defs/ContentRef"
          }
        }
      }
    },
    "RecordId": {
      "description": "UUID v4 in canonical lowercase form.",
      "type": "string",
      "pattern": "^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$",
      "x-pattern-reason": "must be a UUID (8-4-4-4-12 hex), lowercase, version 4",
      "examples": [
        "0b6f3c2e-8d1a-4c7e-9f2b-5a4d3e2c1b0a"
      ]
    },
    "ReflectingRecord": {
      "description": "A look back at a cycle; may join a session after its Acting record.",
      "type": "object",
      "allOf": [
        {
          "$ref": "#/$defs/RecordCommon"
        }
      ],
      "properties": {
        "behavior": {
          "const": "Reflecting"
        },
        "reflection": {
          "$ref": "#/$defs/LongText"
        },
        "outcome": {
          "type": "string",
          "enum": [
            "success",
            "partial",
            "failure",
            "unknown"
          ]
        },
        "lessons": {
          "type": "array",
          "maxItems": 32,
          "items": {
            "$ref": "#/$defs/ShortText"
          }
        },
        "score": {
          "description": "Self-assessed quality, 0 to 1.",
          "type": "number",
          "minimum": 0,
          "maximum": 1
        },
        "model_invocation": {
          "$ref": "#/$defs/ModelInvocation"
        }
      },
      "unevaluatedProperties": false
    },
    "SchemaVersion": {
      "description": "Version of this schema the record follows. The SDK stamps the current one.",
      "type": "string",
      "minLength": 1,
      "x-max-bytes": 32
    },
    "SessionId": {
      "description": "Groups the records of one decision cycle.",
      "type": "string",
      "minLength": 1,
      "x-max-bytes": 256
    },
    "ShortText": {
      "type": "string",
      "x-max-bytes": 2048
    },
    "Tag": {
      "description": "At most 64 characters (Unicode code points), as the specification says; an emoji is one.",
      "type": "string",
      "minLength": 1,
      "maxLength": 64
    },
    "ThinkingInput": {
      "description": "One input the model saw.",
      "type": "object",
      "required": [
        "kind"
      ],
      "additionalProperties": false,
      "properties": {
        "kind": {
          "type": "string",
          "enum": [
            "record",
            "message",
            "document",
            "tool_output",
            "memory",
            "other"
          ]
        },
        "ref": {
          "description": "A record id, URI or other locator of the input.",
          "type": "string",
          "x-max-bytes": 2048
        },
        "summary": {
          "$ref": "#/$defs/ShortText"
        }
      }
    },
    "ThinkingRecord": {
      "description": "A model call: prompt in, output out.",
      "type": "object",
      "allOf": [
        {
          "$ref": "#/$defs/RecordCommon"
        }
      ],
      "required": [
        "prompt",
        "output_payload"
      ],
      "properties": {
        "behavior": {
          "const": "Thinking"
        },
        "prompt": {
          "type": "string",
          "minLength": 1,
          "x-max-bytes": 16384
        },
        "inputs": {
          "type": "array",
          "maxItems": 64,
          "items": {
            "$ref": "#/$defs/ThinkingInput"
          }
        },
        "output_payload": {
          "type": "string",
          "minLength": 1,
          "x-max-bytes": 32768
        },
        "model_invocation": {
          "$ref": "#/$defs/ModelInvocation"
        }
      },
      "unevaluatedProperties": false
    },
    "ToolCallingRecord": {
      "description": "A call to a tool and its result.",
      "type": "object",
      "allOf": [
        {
          "$ref": "#/$defs/RecordCommon"
        }
      ],
      "properties": {
        "behavior": {
          "const": "ToolCalling"
        },
        "tool_meta": {
          "$ref": "#/$defs/ToolMeta"
        },
        "description": {
          "$ref": "#/$defs/ShortText"
        },
        "input_payload": {
          "type": "string",
          "x-max-bytes": 16384
        },
        "output_payload": {
          "type": "string",
          "x-max-bytes": 32768
        },
        "success": {
          "type": "boolean"
        }
      },
      "unevaluatedProperties": false
    },
    "ToolMeta": {
      "description": "Identifies the tool. The three named fields are typed; further descriptive keys are allowed within the cap.",
      "type": "object",
      "x-max-bytes": 16384,
      "additionalProperties": true,
      "properties": {
        "tool_id": {
          "type": "string",
          "x-max-bytes": 256
        },
        "category": {
          "type": "string",
          "enum": [
            "search",
            "retrieval",
            "code_execution",
            "http_api",
            "database",
            "file_system",
            "blockchain",
            "messaging",
            "calculation",
            "other"
          ]
        },
        "endpoint": {
          "type": "string",
          "x-max-bytes": 2048
        }
      }
    }
  }
} as const;
