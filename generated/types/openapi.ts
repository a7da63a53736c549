// generated — do not edit. Source: schema/, openapi/; regenerate with `npm run codegen`.
import type * as Schema from "./schema.ts";

export type paths = {
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The process is up. */
        get: operations["health"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/readyz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The database answers. */
        get: operations["ready"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/agents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Resolve an agent id by name. */
        get: operations["resolveAgent"];
        put?: never;
        /**
         * Register an agent; idempotent on (owner, name).
         * @description A new agent answers 201; a repeat with a known name answers 200 with the existing agent and
         *     ignores any wallet argument. An owner has at most MAX_AGENTS_PER_OWNER agents (default
         *     1000): a new name beyond that answers 409 `agent_limit_reached`. Custodial owners get a fresh anchor wallet; byow owners record
         *     `wallet.address`, or their default address when it is omitted.
         */
        post: operations["registerAgent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/agents/{agent_id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                agent_id: components["parameters"]["AgentIdPath"];
            };
            cookie?: never;
        };
        /** Fetch an agent. */
        get: operations["getAgent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Update an agent's metadata. */
        patch: operations["updateAgent"];
        trace?: never;
    };
    "/v1/agents/{agent_id}/blobs": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                agent_id: components["parameters"]["AgentIdPath"];
            };
            cookie?: never;
        };
        /**
         * An agent's blobs, erased ones included, in digest order, keyset-paginated.
         * @description Each with its size, media type, when it was stored and, once erased, when. A blob no record
         *     names is erased by the background round after BLOB_ORPHAN_GRACE_HOURS (default 24).
         */
        get: operations["listBlobs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/agents/{agent_id}/blobs/{digest}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                agent_id: components["parameters"]["AgentIdPath"];
                digest: components["parameters"]["BlobDigestPath"];
            };
            cookie?: never;
        };
        /**
         * A blob's bytes (whole, or one `Range`).
         * @description Answers the bytes with `Content-Type`, `Content-Length` and `Ledger-Blob-Salt`, so a reader
         *     can check SHA-256(salt ‖ bytes) against the digest. One `bytes=` range is honoured (206);
         *     a range starting beyond the end answers 416 `range_not_satisfiable`. An erased blob
         *     answers 410 `blob_erased` with `details.erased_at_ms`.
         */
        get: operations["getBlob"];
        /**
         * Store a blob under its salted content address.
         * @description The raw body is the blob; `Content-Type` is its media type (default
         *     `application/octet-stream`). The service hashes the body while it streams in, salted with
         *     `Ledger-Blob-Salt`, and stores it only when SHA-256(salt ‖ bytes) equals the digest in the
         *     path: 201 stored, 200 already there, 422 `digest_mismatch` (nothing stored), 413 over
         *     BLOB_MAX_BYTES (default 64 MiB). A body cut short stores nothing. An erased digest
         *     answers 410 `blob_erased`: erasure is final.
         */
        put: operations["putBlob"];
        post?: never;
        /**
         * Erase a blob's bytes and salt for good; records naming it still verify.
         * @description Only the owner's active key may erase (a key in its grace window answers 403 `forbidden`).
         *     Later reads and uploads of the digest answer 410 `blob_erased`; erasing again answers 410
         *     too.
         */
        delete: operations["deleteBlob"];
        options?: never;
        /** Whether a blob is stored, with its media type, length and salt (no bytes). */
        head: operations["headBlob"];
        patch?: never;
        trace?: never;
    };
    "/v1/agents/{agent_id}/checkpoints": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                agent_id: components["parameters"]["AgentIdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cut a checkpoint of the agent's log, covering every record acknowledged before the call.
         * @description 201 with the new checkpoint; 200 with the latest one when the log has not grown since it
         *     was cut. A custodial agent's checkpoint comes signed by its wallet; a byow agent's waits
         *     with `signature` null until `PUT …/checkpoints/{tree_size}/signature` stores the owner's.
         *     The service also cuts checkpoints on its own every CHECKPOINT_INTERVAL_MS for logs that grew.
         */
        post: operations["createCheckpoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/agents/{agent_id}/checkpoints/{tree_size}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                agent_id: components["parameters"]["AgentIdPath"];
                tree_size: components["parameters"]["TreeSizePath"];
            };
            cookie?: never;
        };
        /** The agent's checkpoint at one tree size. */
        get: operations["getCheckpoint"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/agents/{agent_id}/checkpoints/{tree_size}/signature": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                agent_id: components["parameters"]["AgentIdPath"];
                tree_size: components["parameters"]["TreeSizePath"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Store a byow agent's signature of a checkpoint.
         * @description The signature (EIP-191 personal_sign over the checkpoint's `body`) is kept only if it
         *     recovers to the agent's wallet address: that is also the owner's proof of controlling it.
         *     Anything else answers 422 `signature_invalid` and stores nothing. A checkpoint already
         *     signed is returned unchanged.
         */
        put: operations["signCheckpoint"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/agents/{agent_id}/checkpoints/latest": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                agent_id: components["parameters"]["AgentIdPath"];
            };
            cookie?: never;
        };
        /** The agent's latest checkpoint (404 before the first). */
        get: operations["getLatestCheckpoint"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/agents/{agent_id}/consistency": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                agent_id: components["parameters"]["AgentIdPath"];
            };
            cookie?: never;
        };
        /**
         * RFC 6962 consistency proof that the agent's log at `second` extends it at `first`.
         * @description Both sizes must be covered by the agent's latest checkpoint (409 `not_checkpointed`
         *     otherwise); `first` may not exceed `second`. Equal sizes give an empty proof.
         */
        get: operations["getConsistencyProof"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/agents/{agent_id}/log/checkpoint": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                agent_id: components["parameters"]["AgentIdPath"];
            };
            cookie?: never;
        };
        /**
         * The agent's latest checkpoint as a signed note (c2sp.org/tlog-tiles).
         * @description The tlog-tiles log of the agent: origin `<LOG_KEY_NAME>/agents/<agent_id>`, this prefix `/v1/agents/{agent_id}/log/`. The note carries the log key's Ed25519 signature (its verifier key at GET /v1/log/verifier-key), the agent wallet's EIP-191 line once signed, and the witnesses' cosignatures. Readable by the owner's key, and by anyone once the owner marks the agent `log_public` (PATCH /v1/agents/{agent_id}); otherwise 404.
         */
        get: operations["getLogCheckpoint"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/agents/{agent_id}/log/tile/{tile_path}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                agent_id: components["parameters"]["AgentIdPath"];
                /** @description The rest of the path, slashes included (c2sp.org/tlog-tiles): `<L>/<N>[.p/<W>]` for a hash tile of level L (0–63), or `entries/<N>[.p/<W>]` for an entry bundle; N in 3-digit groups, all but the last prefixed `x` (1234067 → `x001/x234/067`); W 1–255 for a partial tile. */
                tile_path: components["parameters"]["TilePath"];
            };
            cookie?: never;
        };
        /**
         * A hash tile or an entry bundle of the agent's log (c2sp.org/tlog-tiles).
         * @description Hash tiles hold 256 hashes (a partial tile W) of one tree level 8·L; entry bundles the entries of 256 leaves, each the record's 32-byte digest (SHA-256 of its canonical JSON) with a big-endian uint16 length prefix, so a monitor checks them against the level-0 tiles without seeing any record content. Only what the latest checkpoint covers is served (404 beyond it). Full tiles never change: `Cache-Control: immutable` (`public` once the agent is `log_public`, `private` before). Access as for the log's checkpoint.
         */
        get: operations["getLogTile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/agents/{agent_id}/records": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                agent_id: components["parameters"]["AgentIdPath"];
            };
            cookie?: never;
        };
        /**
         * Search an agent's records by words and filters, newest first, keyset-paginated.
         * @description `q` matches records holding every word of it, in any of their text values, in any script:
         *     words are compared NFKC-normalised and lower-cased; in scripts written without spaces
         *     (Chinese, Japanese, Korean, Thai…) any run of two or more characters matches where those
         *     characters stand together. Quotes, operators and other punctuation are not syntax: they
         *     separate words. The filters combine with `q` and with each other (all must hold). Pages are
         *     newest first by `server_ts_utc` (ties by arrival); `next_cursor` is the last record's id.
         *     A record is found by its filters and its first 1,000 distinct words at most (its text
         *     values taken in member-name order); words past that are not searchable. Every record
         *     acknowledged before the search started is found.
         */
        get: operations["searchRecords"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/agents/{agent_id}/scores": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                agent_id: components["parameters"]["AgentIdPath"];
            };
            cookie?: never;
        };
        /**
         * An agent's scores, newest first, filtered, keyset-paginated.
         * @description `session_id` takes the scores of the session and of its records; `record_id` those of one
         *     record. Filters combine. A scorer reads the scores of agents it was granted, its own and
         *     others'.
         */
        get: operations["listScores"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/agents/{agent_id}/scores-log/checkpoint": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                agent_id: components["parameters"]["AgentIdPath"];
            };
            cookie?: never;
        };
        /**
         * The agent's scores log's latest checkpoint as a signed note (c2sp.org/tlog-tiles).
         * @description The agent's second log, of its scores: origin `<LOG_KEY_NAME>/agents/<agent_id>/scores`, this prefix `/v1/agents/{agent_id}/scores-log/`. Signed and cosigned as the record log; the same access as the record log's checkpoint (and a scorer the owner granted).
         */
        get: operations["getScoresLogCheckpoint"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/agents/{agent_id}/scores-log/tile/{tile_path}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                agent_id: components["parameters"]["AgentIdPath"];
                /** @description The rest of the path, slashes included (c2sp.org/tlog-tiles): `<L>/<N>[.p/<W>]` for a hash tile of level L (0–63), or `entries/<N>[.p/<W>]` for an entry bundle; N in 3-digit groups, all but the last prefixed `x` (1234067 → `x001/x234/067`); W 1–255 for a partial tile. */
                tile_path: components["parameters"]["TilePath"];
            };
            cookie?: never;
        };
        /**
         * A hash tile or an entry bundle of the agent's scores log (c2sp.org/tlog-tiles).
         * @description The layout of the record log's tiles; each entry is a score's 32-byte digest (SHA-256 of the score as stored, RFC 8785). Only what the latest checkpoint covers is served. Access as for the scores log's checkpoint.
         */
        get: operations["getScoresLogTile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/agents/{agent_id}/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                agent_id: components["parameters"]["AgentIdPath"];
            };
            cookie?: never;
        };
        /**
         * An agent's sessions, newest first, keyset-paginated; the feed scorers follow.
         * @description With `closed=true`, the sessions that have their Acting record, most recently closed first:
         *     a scorer re-reads the first page and pages on until it meets a session it has scored. With
         *     `closed=false`, the open ones; without `closed`, all. Those two are ordered by when the
         *     session began.
         */
        get: operations["listSessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/agents/{agent_id}/stats": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                agent_id: components["parameters"]["AgentIdPath"];
            };
            cookie?: never;
        };
        /**
         * An agent's records over time, by hour or day, optionally grouped.
         * @description Time series by hour or day (UTC) of the records received (by `server_ts_utc`) in
         *     [`from`, `to`): records, sessions, tokens, cost as reported, the ESTIMATED cost of records that
         *     carry a model and tokens but no cost (from the service's price table, `PRICING_FILE`; labelled
         *     `cost_usd_estimated`, never added to `cost_usd`, and the records themselves never change),
         *     `duration_ms` p50/p95, tool calls and failures, and score means. `from` is rounded down and
         *     `to` up to bucket boundaries (the answer's `from_ms`, `to_ms`); a range holds at most 2,000
         *     buckets. Defaults: `to` now, `from` one day (bucket=hour) or 30 days (bucket=day) before
         *     `to`. Counts and sums are exact against every record acknowledged before the request;
         *     percentiles are within 1 % (exact below 50 ms). See docs/stats.md.
         */
        get: operations["getAgentStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/log/verifier-key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The service's log key, as signed-note verifier keys (public).
         * @description Every checkpoint note carries this key's Ed25519 signature line; retired keys (after a rotation or a new LOG_KEY_NAME) are listed too, so older notes still verify.
         */
        get: operations["getLogVerifierKey"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/otlp/v1/traces": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * OTLP/HTTP trace ingest; GenAI spans become records (docs/otel.md).
         * @description An OpenTelemetry exporter's endpoint: point `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT` here, with
         *     `Authorization: Bearer <api_key>` and `x-ledger-agent-id: <agent_id>` in
         *     `OTEL_EXPORTER_OTLP_TRACES_HEADERS`. The body is an OTLP `ExportTraceServiceRequest`,
         *     binary protobuf (`application/x-protobuf`) or OTLP JSON (`application/json`: ids in hex),
         *     optionally `Content-Encoding: gzip`. Each span becomes one record, mapped as docs/otel.md
         *     says; its `record_id` is derived from (trace id, span id), so sending a span again is a
         *     duplicate and stores nothing new; its `parent_record_id` is derived the same way from the
         *     parent span id, so parents may arrive later or in other requests.
         *
         *     The agent is the header's; without the header, each resource's `gen_ai.agent.id`
         *     attribute. Spans that cannot become records (no agent, a bad id, a record the schema
         *     refuses, a second Acting record in a session) are rejected one by one: the answer is 200
         *     with OTLP's `partial_success` (`rejected_spans` and an `error_message` naming each
         *     rejected span id with its code and reason), in the request's own encoding. A request that
         *     is not OTLP at all is 400; at most 1,000 spans and 5 MiB (after decompression) per
         *     request, 1,000 attributes per span, event, link or resource, 1,000 events and links per
         *     span, 100,000 elements in all (413, counted while decoding; docs/otel.md). A span that
         *     would be its own ancestor (a parent cycle) is rejected. Error answers are the JSON `ErrorEnvelope`, whatever the request's encoding.
         */
        post: operations["ingestOtlpTraces"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/owners": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create an owner and issue its first API key. */
        post: operations["createOwner"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/owners/{owner_id}/rotate-key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Admin recovery from a lost or leaked key; issues a new key and revokes every earlier key at once. */
        post: operations["recoverOwnerKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/owners/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The owner of the calling key. */
        get: operations["getOwner"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Rename the owner or change its default byow wallet address.
         * @description Only the owner's active key may do this; a key in its rotation grace window answers 403 `forbidden`.
         */
        patch: operations["updateOwner"];
        trace?: never;
    };
    "/v1/owners/me/agents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The calling owner's agents, by name, keyset-paginated. */
        get: operations["listAgents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/owners/me/rotate-key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Issue a new key; every earlier key keeps working for the grace window, then answers auth_expired.
         * @description Only the owner's active key may rotate; a key in its grace window answers 403 `forbidden`,
         *     so a leaked old key cannot mint keys. `grace_ms` shortens the window (0 revokes every
         *     earlier key at once); it cannot exceed the service's KEY_ROTATION_GRACE_MS.
         */
        post: operations["rotateOwnerKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/owners/me/scorers/{scorer_id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                scorer_id: components["schemas"]["ScorerId"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Let a scorer read and score every agent of the calling owner.
         * @description Idempotent; only the owner's active key grants. An unknown scorer is 404.
         */
        put: operations["grantScorer"];
        post?: never;
        /**
         * Withdraw a scorer's grant; from now on it sees nothing of the owner (404).
         * @description Scores it already wrote stay. Idempotent; 404 when the scorer was not granted.
         */
        delete: operations["revokeScorer"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/owners/me/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * All the calling owner's agents' records over time, by hour or day, optionally grouped.
         * @description Time series by hour or day (UTC) of the records received (by `server_ts_utc`) in
         *     [`from`, `to`): records, sessions, tokens, cost as reported, the ESTIMATED cost of records that
         *     carry a model and tokens but no cost (from the service's price table, `PRICING_FILE`; labelled
         *     `cost_usd_estimated`, never added to `cost_usd`, and the records themselves never change),
         *     `duration_ms` p50/p95, tool calls and failures, and score means. `from` is rounded down and
         *     `to` up to bucket boundaries (the answer's `from_ms`, `to_ms`); a range holds at most 2,000
         *     buckets. Defaults: `to` now, `from` one day (bucket=hour) or 30 days (bucket=day) before
         *     `to`. Counts and sums are exact against every record acknowledged before the request;
         *     percentiles are within 1 % (exact below 50 ms). See docs/stats.md.
         */
        get: operations["getOwnerStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/records": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit one record.
         * @description 201 for a new record; 200 with `is_duplicate` true and the original `server_ts_utc` for a repeat. The record is judged by the rules of its own `schema_version`; a version the service does not support is 422 `schema_version_unsupported` (decided before any rule, `details.supported_versions` lists them). A resubmission equal to the stored record is a duplicate whatever today's rules say. A deprecated version is accepted, and the answer carries `Deprecation` and `Sunset`.
         */
        post: operations["submitRecord"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/records:batch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit 1 to 50 records; each succeeds or fails on its own.
         * @description Answers 200 whatever failed inside; `results` line up with the submitted records.
         */
        post: operations["submitBatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/records/{record_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Fetch one stored record. */
        get: operations["getRecord"];
        put?: never;
        post?: never;
        /**
         * Erase a record's content for good; its tombstone stays in its place and every proof still verifies.
         * @description Only the owner's active key may erase (a key in its grace window answers 403 `forbidden`).
         *     The record's body, its search terms and its share of its session's summary go, and so do
         *     the blobs it attaches that no other record names; its tombstone stays: its log entry (the
         *     record digest) never changes, so every checkpoint and proof still verifies. Later reads
         *     answer 410 `record_erased` with the tombstone; sessions and traces show the tombstone in
         *     its place. Erasing again answers the same tombstone. A resubmission of the same body is a
         *     duplicate that stores nothing; another body is 409 `record_id_conflict`.
         */
        delete: operations["deleteRecord"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/records/{record_id}/leaf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A record's leaf in its agent's log, and whether the latest checkpoint covers it.
         * @description Answers 200 whether or not a checkpoint covers the record yet (the proof answers 409 until
         *     one does), so a reader that shows a record's proof (the viewer's badge) asks for it only once
         *     `leaf_index < checkpoint_tree_size`, and asks for no checkpoint before the agent has one.
         *     Not part of the record: the record's bytes are what its leaf hash is computed from.
         */
        get: operations["getRecordLeaf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/records/{record_id}/proof": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * RFC 6962 inclusion proof of a record in its agent's log.
         * @description Against the tree of `tree_size` leaves, by default the latest checkpoint's size. 409
         *     `not_checkpointed` while no checkpoint covers the record or the size asked for.
         */
        get: operations["getInclusionProof"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/schemas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The record schema versions the service accepts (public).
         * @description Each with its status (`current`, `supported`, `deprecated`), a deprecated one with its dates, and where its schema is served.
         */
        get: operations["listSchemaVersions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/schemas/{version}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The record schema of one supported version (public), byte for byte as frozen. */
        get: operations["getSchemaVersion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/score-configs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The calling owner's score configs, archived ones included. */
        get: operations["listScoreConfigs"];
        put?: never;
        /**
         * Create a score config of the calling owner.
         * @description `min`/`max` only with numeric (min ≤ max), `categories` only and always with categorical: 400 otherwise.
         */
        post: operations["createScoreConfig"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/score-configs/{config_id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                config_id: components["schemas"]["ScoreUuid"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Archive a score config (the only change a config takes). */
        patch: operations["updateScoreConfig"];
        trace?: never;
    };
    "/v1/scorers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a scorer and issue its key (admin).
         * @description A scorer reads and scores only the agents of owners that grant it (PUT /v1/owners/me/scorers/{scorer_id}).
         */
        post: operations["createScorer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/scores": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit one score of a session or record of the agent.
         * @description 201 for a new score; 200 with `is_duplicate` true and the original `server_ts_utc` for a repeat of the same body (canonical JSON, server-set fields aside). A different body under a stored `score_id` is 409 `score_id_conflict`. 422 `reference_unresolved` when the target (or the config) is not the agent's, `score_out_of_range` when the value does not fit the config it names (`details.rule`), `checkpoint_mismatch` when `judged_checkpoint` is not a checkpoint of the agent's record log covering every record of the target. The agent's owner key or a scorer key the owner granted; the score is durable when acknowledged.
         */
        post: operations["submitScore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/scores:batch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit 1 to 50 scores; each succeeds or fails on its own.
         * @description Answers 200 whatever failed inside; `results` line up with the submitted scores.
         */
        post: operations["submitScoreBatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/scores/{score_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Fetch one stored score. */
        get: operations["getScore"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/scores/{score_id}/proof": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * RFC 6962 inclusion proof of a score in its agent's scores log.
         * @description Against the scores log's tree of `tree_size` leaves, by default its latest checkpoint's
         *     size. 409 `not_checkpointed` while no checkpoint of the scores log covers the score.
         */
        get: operations["getScoreProof"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/scoring/queue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The work queue of closed sessions holding no score of a name, oldest first.
         * @description Across every agent the caller may read (an owner's own; a scorer's granted owners'
         *     agents): closed sessions (with their Acting record) that no score of `name` judges, on
         *     the session or on one of its records, ordered by when they closed.
         */
        get: operations["getScoringQueue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sessions/{session_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A session's records, by server_ts_utc ascending (ties by arrival), keyset-paginated.
         * @description One page of the session's records; `next_cursor` names the next one (null on the last).
         *     The default `limit` keeps most sessions to one page; the SDKs' getSession follows the
         *     pages and returns every record. A session with no record is 404 `not_found`.
         */
        get: operations["getSession"];
        put?: never;
        post?: never;
        /**
         * Erase every record of a session, as deleteRecord erases one.
         * @description Only the owner's active key may erase. Every record the session held when asked is erased,
         *     in transactions of 500 records (a session is unbounded): afterwards each is a tombstone
         *     (those erased before included). If it failed, each record is whole or a tombstone, the
         *     summary counts no erased body, and asking again erases the rest. The answer counts the
         *     session's tombstones, whatever its size. A session with no record is 404 `not_found`.
         */
        delete: operations["deleteSession"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/traces/{agent_id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                agent_id: components["parameters"]["AgentIdPath"];
            };
            cookie?: never;
        };
        /**
         * An agent's trace, newest first (or oldest first with order=asc), keyset-paginated.
         * @description Newest first by default, paged with `before`. `order=asc` reads oldest first, paged with
         *     `after`: the order an export replays, parents before the records that name them.
         *     `before` goes with the default order only, `after` with `order=asc` only (400 otherwise).
         */
        get: operations["getTrace"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
};
export type webhooks = Record<string, never>;
export type components = {
    schemas: {
        /** @description The terminal action of a decision cycle; at most one per session. */
        ActingRecord: Schema.ActingRecord;
        /** @description An agent as the service holds it (the AgentRegistration of the spec). */
        Agent: Schema.Agent;
        /**
         * @description Assigned by the service.
         * @example agt_5f0c8a1e2b3d4c6e8f9a0b1c2d3e4f50
         */
        AgentId: Schema.AgentId;
        AgentLookup: Schema.AgentLookup;
        /** @description Display fields of an agent. */
        AgentMetadata: Schema.AgentMetadata;
        /** @description Chosen by the owner; unique within the owner. */
        AgentName: Schema.AgentName;
        AgentPage: Schema.AgentPage;
        /** @description A partner-owned address recorded as the agent's anchor author (byow owners only). The signer stays with the partner and never travels. */
        AgentWalletInput: Schema.AgentWalletInput;
        BatchAck: Schema.BatchAck;
        /**
         * @description The behaviour step a record describes.
         * @enum {string}
         */
        Behavior: Schema.Behavior;
        /** @description A stored blob of an agent (PUT's answer). */
        Blob: Schema.Blob;
        /** @description A blob's content address: `sha256:` and the lowercase hex of SHA-256(salt ‖ bytes), where the salt is the 32 random bytes the uploader chose (empty for public content that should de-duplicate). */
        BlobDigest: Schema.BlobDigest;
        /** @description The answer to a blob's erasure: its bytes and salt are gone; records naming it still verify. */
        BlobErasure: Schema.BlobErasure;
        /** @description One blob of an agent as its listing shows it: an erased one keeps its digest, size and type, with when it was erased. */
        BlobListed: Schema.BlobListed;
        BlobPage: Schema.BlobPage;
        /** @description The salt of a blob as unpadded base64url (RFC 4648 §5): 32 bytes (43 characters), or empty for an unsalted blob. */
        BlobSalt: Schema.BlobSalt;
        /** @description An agent's log at one size (docs/anchoring.md). `body` is the checkpoint text (c2sp.org/tlog-checkpoint), three lines each ending in `\n`: the origin `<LOG_KEY_NAME>/agents/<agent_id>`, the tree size, the root as standard padded base64 (checkpoints cut before the logs became C2SP logs keep the origin `trace-ledger/<agent_id>`). `note` is the whole signed note (c2sp.org/signed-note): the body, a blank line, the log key's Ed25519 line and, once signed, the agent wallet's EIP-191 line. */
        Checkpoint: Schema.Checkpoint;
        /** @description A byow agent's signature of a checkpoint's `body`; kept only if it recovers to the agent's wallet address. */
        CheckpointSignature: Schema.CheckpointSignature;
        /** @description RFC 6962 consistency proof that the log at `second` extends the log at `first` (RFC 9162 §2.1.4). */
        ConsistencyProof: Schema.ConsistencyProof;
        /** @description A reference to content stored as a blob (schema 1.1): its salted SHA-256 digest, size, media type and where to fetch it. `field` names the inline field whose full content it carries (that field then holds a summary). */
        ContentRef: Schema.ContentRef;
        /** @description Optional and empty: a checkpoint covers every record acknowledged before the call. */
        CreateCheckpointRequest: Schema.CreateCheckpointRequest;
        CreateOwnerRequest: Schema.CreateOwnerRequest;
        /** @description A rule scores naming it must fit: `min`/`max` go with numeric (min ≤ max), `categories` with categorical (and only there). */
        CreateScoreConfigRequest: Schema.CreateScoreConfigRequest;
        CreateScorerRequest: Schema.CreateScorerRequest;
        ErrorBody: Schema.ErrorBody;
        /** @description Stable, machine-readable error code. */
        ErrorCode: Schema.ErrorCode;
        /** @description Machine-readable context of an error. Further members name what a code needs: `supported_versions` (an array of strings, with schema_version_unsupported) lists the schema versions the service, or the SDK, accepts; `tombstone` (an object, with record_erased) is what stays of the erased record, a RecordTombstone of api.schema.json. */
        ErrorDetails: Schema.ErrorDetails;
        /** @description The body of every error response. */
        ErrorEnvelope: Schema.ErrorEnvelope;
        /** @description 0x + 40 hex digits; mixed case must be a valid EIP-55 checksum. */
        EvmAddress: Schema.EvmAddress;
        /** @description A SHA-256 hash as 64 lowercase hex digits. */
        Hash: Schema.Hash;
        Health: Schema.Health;
        /** @description RFC 6962 audit path of a record's leaf in its agent's log at `tree_size` (RFC 9162 §2.1.3). */
        InclusionProof: Schema.InclusionProof;
        /** @description A checkpoint of the agent's record log that covers every record of the target: this score judged exactly this trace (422 checkpoint_mismatch otherwise). */
        JudgedCheckpoint: Schema.JudgedCheckpoint;
        /** @description The service's log key as signed-note verifier keys (golang.org/x/mod/sumdb/note): `<name>+<8 hex key id>+<base64 of 0x01 ‖ Ed25519 public key>`. */
        LogVerifierKey: Schema.LogVerifierKey;
        LongText: Schema.LongText;
        /** @description A media type (RFC 6838 `type/subtype`, optionally with parameters), as sent in Content-Type. */
        MediaType: Schema.MediaType;
        /** @description The model call a record describes. */
        ModelInvocation: Schema.ModelInvocation;
        /** @description The agent perceived a trigger. */
        ObservingRecord: Schema.ObservingRecord;
        /** @description A step that fits no other kind. */
        OtherRecord: Schema.OtherRecord;
        Owner: Schema.Owner;
        OwnerName: Schema.OwnerName;
        /** @description An owner and a freshly issued API key, shown this one time only. */
        OwnerWithKey: Schema.OwnerWithKey;
        /** @description The agent decided what to do next. */
        PlanningRecord: Schema.PlanningRecord;
        /** @description Where a checkpoint was published on a chain, when the deployment publishes (ANCHOR_RPC_URL); absent until its epoch's transaction is mined. The epoch's leaves are SHA-256(0x00 ‖ UTF-8 of each covered checkpoint's `body`), in agent_id order; `audit_path` proves this checkpoint's leaf against `epoch_root` (RFC 9162 §2.1.3), and the transaction's input data is exactly the 32 bytes of `epoch_root`. */
        Publication: Schema.Publication;
        /** @description `target_system` values that denote a public chain, matched whatever their case. The pattern is the one list: each letter is a class of its two cases, so every regex dialect reads it alike (the generated `PUBLIC_CHAINS` is derived from it). */
        PublicChain: Schema.PublicChain;
        RecordAck: Schema.RecordAck;
        /** @description 1 to 50 records. Each entry is validated on its own as a Record, so one bad record fails alone. */
        RecordBatchRequest: Schema.RecordBatchRequest;
        /** @description Fields every record carries. */
        RecordCommon: Schema.RecordCommon;
        RecordError: Schema.RecordError;
        /**
         * @description UUID v4 in canonical lowercase form.
         * @example 0b6f3c2e-8d1a-4c7e-9f2b-5a4d3e2c1b0a
         */
        RecordId: Schema.RecordId;
        /** @description Where a record sits in its agent's log, and the size of the agent's latest checkpoint: the record is covered, and its inclusion proof can be given, when leaf_index < checkpoint_tree_size. */
        RecordLeaf: Schema.RecordLeaf;
        /** @description What stays of an erased record: where it stood and its log entry (the record digest), so every checkpoint and proof still verifies; its content is gone. Told from a StoredRecord by `erased_at_ms`. */
        RecordTombstone: Schema.RecordTombstone;
        /** @description A look back at a cycle; may join a session after its Acting record. */
        ReflectingRecord: Schema.ReflectingRecord;
        RegisterAgentRequest: Schema.RegisterAgentRequest;
        /** @description Optional: how long earlier keys keep working, in ms. 0 revokes them at once; the service's KEY_ROTATION_GRACE_MS is both the default and the maximum. */
        RotateKeyRequest: Schema.RotateKeyRequest;
        /** @description Version of this schema the record follows. The SDK stamps the current one. */
        SchemaVersion: Schema.SchemaVersion;
        /** @description One record schema version the service accepts. */
        SchemaVersionInfo: Schema.SchemaVersionInfo;
        /** @description The record schema versions the service accepts: `current` is the one the SDKs stamp. */
        SchemaVersionList: Schema.SchemaVersionList;
        /**
         * Score
         * @description One judgement of an agent's session or record (docs/scores.md): exactly one target, `session_id` or `record_id`. Scores are never edited; a new judgement is a new score. `x-schema-version` is the version this file defines; once released it is frozen in schema/versions/<version>/score.schema.json like the record schema. The vendor keywords are the record schema's (x-max-bytes, x-max-depth, x-storable-text, x-finite-numbers), implemented by every binding.
         */
        Score: Schema.Score;
        ScoreAck: Schema.ScoreAck;
        ScoreBatchAck: Schema.ScoreBatchAck;
        /** @description 1 to 50 scores. Each entry is validated on its own as a Score, so one bad score fails alone. */
        ScoreBatchRequest: Schema.ScoreBatchRequest;
        ScoreCategories: Schema.ScoreCategories;
        ScoreConfig: Schema.ScoreConfig;
        ScoreConfigList: Schema.ScoreConfigList;
        /** @enum {string} */
        ScoreDataType: Schema.ScoreDataType;
        ScoreError: Schema.ScoreError;
        /** @description What is judged, e.g. `helpfulness`: lowercase letters, digits and `_.-`, starting with a letter or digit. */
        ScoreName: Schema.ScoreName;
        /** @description The scores of one name on a session (on the session itself or on its records). */
        ScoreNameSummary: Schema.ScoreNameSummary;
        ScorePage: Schema.ScorePage;
        ScorerGrant: Schema.ScorerGrant;
        /** @description `scr_` and 32 lowercase hex digits. */
        ScorerId: Schema.ScorerId;
        ScorerWithKey: Schema.ScorerWithKey;
        /** @description Who or what judged: a person, a model, code, or a rule; optionally its name and version. */
        ScoreSource: Schema.ScoreSource;
        /** @enum {string} */
        ScoreSourceKind: Schema.ScoreSourceKind;
        /** @description Per score name, its summary. */
        ScoreSummaries: Schema.ScoreSummaries;
        /** @description UUID v4 in canonical lowercase form. */
        ScoreUuid: Schema.ScoreUuid;
        /** @description A finite number (numeric), a string of 1-64 characters (a category), or a boolean. */
        ScoreValue: Schema.ScoreValue;
        /** @description A closed session no score of the asked name judges yet. */
        ScoringQueueEntry: Schema.ScoringQueueEntry;
        ScoringQueuePage: Schema.ScoringQueuePage;
        /** @description The answer to a session's erasure: each of its records is a tombstone now. */
        SessionErasure: Schema.SessionErasure;
        SessionFetch: Schema.SessionFetch;
        /** @description Groups the records of one decision cycle. */
        SessionId: Schema.SessionId;
        SessionPage: Schema.SessionPage;
        /** @description One session of an agent, as the sessions feed lists it. */
        SessionSummary: Schema.SessionSummary;
        ShortText: Schema.ShortText;
        /** @description Time series of an agent's (or all the owner's agents') records, in buckets. */
        Stats: Schema.Stats;
        /**
         * @description The width of a stats bucket: an hour or a day, in UTC.
         * @enum {string}
         */
        StatsBucket: Schema.StatsBucket;
        /**
         * @description What a stats series is split by: the record's behavior, its model (`model_invocation.model_name`), its tool (`tool_meta.tool_id` of a ToolCalling record), a score's name, or the agent (`agent_id`: every agent of the owner in one answer).
         * @enum {string}
         */
        StatsGroupBy: Schema.StatsGroupBy;
        /** @description What the records received in one bucket (and, with `group_by`, of one group) add up to, with the means of the scores received in it. Exact against the records and scores: sums, counts and means are those of every record and score acknowledged before the request. Under group_by=score a point is one score name's: its mean in `scores`, its record fields 0 (records are not split by score). */
        StatsPoint: Schema.StatsPoint;
        /** @description A record as the service returns it: the submitted record plus `agent_id` and `server_ts_utc`. */
        StoredRecord: Schema.StoredRecord;
        /** @description A score as the service returns it: the submitted score plus `agent_id`, `server_ts_utc` and `scored_by`. Its scores-log entry is SHA-256 of its RFC 8785 canonical JSON. */
        StoredScore: Schema.StoredScore;
        /** @description At most 64 characters (Unicode code points), as the specification says; an emoji is one. */
        Tag: Schema.Tag;
        /** @description One input the model saw. */
        ThinkingInput: Schema.ThinkingInput;
        /** @description A model call: prompt in, output out. */
        ThinkingRecord: Schema.ThinkingRecord;
        /** @description A call to a tool and its result. */
        ToolCallingRecord: Schema.ToolCallingRecord;
        /** @description Identifies the tool. The three named fields are typed; further descriptive keys are allowed within the cap. */
        ToolMeta: Schema.ToolMeta;
        TracePage: Schema.TracePage;
        /**
         * TraceRecord
         * @description One reasoning record: one behaviour step of an agent. The kind is selected by `behavior`; fields not defined for that kind are refused. `x-schema-version` is the version this file defines (the SDKs stamp it); `x-supported-versions` lists every version the service accepts, each `{ version, status: current | supported | deprecated, deprecated?: date, sunset?: date }` (a deprecated version names its sunset); every released version is frozen in schema/versions/<version>/. Vendor keywords, implemented by every binding: `x-max-bytes: N` — a string's UTF-8 bytes, or an object's or array's RFC 8785 canonical JSON UTF-8 bytes, are at most N (1 KB = 1024 bytes). `x-max-depth: N` — arrays and objects nest at most N deep (a scalar has depth 0, an array or object 1 + the deepest of its members). `x-storable-text: true` — no string anywhere in the value, member names included, holds U+0000 or an unpaired UTF-16 surrogate. `x-finite-numbers: true` — every number anywhere in the value is finite. The record-wide keywords are checked first, in the order depth, finite numbers, storable text; a failure names the first offending spot in RFC 8785 member order as a JSON Pointer.
         */
        TraceRecord: Schema.TraceRecord;
        /** @description A number of leaves of an agent's log. */
        TreeSize: Schema.TreeSize;
        /** @description Replaces the given metadata fields (omitted fields keep their value), makes the agent's log public (`log_public`), and/or sets how long its records are kept (`retention_days`). */
        UpdateAgentRequest: Schema.UpdateAgentRequest;
        /** @description `default_wallet_address` applies to byow owners only; the wallet mode never changes. */
        UpdateOwnerRequest: Schema.UpdateOwnerRequest;
        /** @description A config only ever gets archived: scores already naming it stay valid; new ones naming it are refused (score_out_of_range, rule `archived`). */
        UpdateScoreConfigRequest: Schema.UpdateScoreConfigRequest;
        /** @description Wallet mode of an owner, fixed at registration. */
        WalletConfig: Schema.WalletConfig;
        /** @enum {string} */
        WalletMode: Schema.WalletMode;
    };
    responses: {
        /** @description `admin_disabled`: ADMIN_TOKEN is not set on the service. */
        AdminDisabled: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description `agent_limit_reached`: the owner has the most agents the deployment allows; `details.limit` says how many. */
        AgentLimitReached: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description `blob_erased`: the blob's bytes and salt were erased; `details.erased_at_ms` says when. */
        BlobErased: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description `record_id_conflict` (same record_id, different body) or `acting_already_recorded` (the session has its Acting record). */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description `digest_mismatch`: the salted bytes do not hash to the digest in the path; nothing was stored. */
        DigestMismatch: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description `forbidden`: the key is in its rotation grace window and may not manage the owner; use the active key. */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description `not_checkpointed`: no checkpoint covers the record or tree size yet; cut one (POST …/checkpoints) or wait for the interval. */
        NotCheckpointed: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description `not_found`: no such object visible to the calling owner. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description `payload_too_large`: the body exceeds the operation's cap. */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description `range_not_satisfiable`: the range starts beyond the blob's end; `details.size_bytes` is its length. */
        RangeNotSatisfiable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description `rate_limited`; `details.retry_after_ms` says how long to wait. */
        RateLimited: {
            headers: {
                "Retry-After": components["headers"]["RetryAfter"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description `record_erased`: the record's content was erased; `details.tombstone` is what stays of it. */
        RecordErased: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description `score_id_conflict`: the score_id is stored for this agent with a different body. */
        ScoreConflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description `reference_unresolved`, `score_out_of_range` (with `details.rule`) or `checkpoint_mismatch`. */
        ScoreUnprocessable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description `server_5xx`: the service failed. */
        ServerError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description `signature_invalid`: the signature is malformed or does not recover to the agent's wallet address over the checkpoint's body. */
        SignatureInvalid: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description `auth_invalid` (missing, unknown or foreign key) or `auth_expired` (rotated out). */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description `server_5xx` with status 503: the database is away, or the request bodies the service holds in memory fill its budget (`HTTP_BODY_BUDGET_BYTES`; then with `Retry-After` and `details.retry_after_ms`); retry. */
        Unavailable: {
            headers: {
                "Retry-After": components["headers"]["RetryAfter"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description `reference_unresolved` or `schema_version_unsupported`. */
        Unprocessable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description `unsupported_media_type`: send `Content-Type: application/json` (OTLP ingest: also `application/x-protobuf`; `Content-Encoding` gzip or none). */
        UnsupportedMediaType: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description `validation_failed`: the input breaks the schema; `details.field` and `details.reason` say where and why. */
        ValidationFailed: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "validation_failed",
                 *         "message": "tags: must NOT have more than 32 items",
                 *         "details": {
                 *           "field": "tags",
                 *           "reason": "must NOT have more than 32 items"
                 *         }
                 *       },
                 *       "request_id": "5f1b2c3d"
                 *     }
                 */
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
    };
    parameters: {
        AgentIdPath: string;
        /** @description The agent the request acts for; the key must belong to its owner. */
        AgentIdQuery: string;
        BlobDigestPath: components["schemas"]["BlobDigest"];
        /** @description The salt the digest was computed with, unpadded base64url of 32 bytes; empty or absent for an unsalted blob. */
        BlobSaltHeader: components["schemas"]["BlobSalt"];
        OwnerIdPath: string;
        /** @description One byte range, `bytes=<first>-[<last>]` or `bytes=-<suffix length>`. */
        RangeHeader: string;
        ScoreIdPath: components["schemas"]["ScoreUuid"];
        /**
         * @description Set by the SDKs (`name/version`, e.g. `trace-ledger-ts/0.1.0`); marks the agent
         *     `sdk_instrumented`. Self-declared: any client may send it, so the label says how records
         *     were sent, not who sent them. Malformed or over 128 characters: 400 `validation_failed`.
         */
        SdkHeader: string;
        /**
         * @description Only these of the owner's agents: their ids, comma-separated, at most 100 (with
         *     `group_by=agent`, the answer holds their series alone). An id that is not one of the
         *     owner's agents adds nothing, as an agent with no records. Without it, every agent of the owner.
         */
        StatsAgents: string;
        StatsBucket: components["schemas"]["StatsBucket"];
        /** @description Start of the range (epoch ms; rounded down to the bucket's start). */
        StatsFrom: number;
        /** @description Split each bucket by this; without it, one point per bucket. */
        StatsGroupBy: components["schemas"]["StatsGroupBy"];
        /** @description End of the range, exclusive (epoch ms; rounded up to a bucket's end). Later than `from`. */
        StatsTo: number;
        /** @description The rest of the path, slashes included (c2sp.org/tlog-tiles): `<L>/<N>[.p/<W>]` for a hash tile of level L (0–63), or `entries/<N>[.p/<W>]` for an entry bundle; N in 3-digit groups, all but the last prefixed `x` (1234067 → `x001/x234/067`); W 1–255 for a partial tile. */
        TilePath: string;
        TreeSizePath: components["schemas"]["TreeSize"];
    };
    requestBodies: never;
    headers: {
        /** @description The blob's salt, unpadded base64url (empty for an unsalted blob). */
        BlobSalt: components["schemas"]["BlobSalt"];
        /** @description RFC 9745: present when a record of the request uses a deprecated schema version; when it was deprecated, as `@<epoch seconds>`. A `Link` with rel="deprecation" names the version's schema. */
        Deprecation: string;
        /** @description Seconds to wait before retrying. */
        RetryAfter: number;
        /** @description RFC 8594: with Deprecation, the HTTP date after which that schema version may no longer be accepted. */
        Sunset: string;
    };
    pathItems: never;
};
export type $defs = Record<string, never>;
export interface operations {
    health: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Up. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"];
                };
            };
        };
    };
    ready: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ready. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"];
                };
            };
            /** @description The database does not answer. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"];
                };
            };
        };
    };
    resolveAgent: {
        parameters: {
            query: {
                name: components["schemas"]["AgentName"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The agent of that name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgentLookup"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    registerAgent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "trader-1",
                 *       "metadata": {
                 *         "description": "Market-making agent"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["RegisterAgentRequest"];
            };
        };
        responses: {
            /** @description The agent already existed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Agent"];
                };
            };
            /** @description Registered. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Agent"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["AgentLimitReached"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getAgent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                agent_id: components["parameters"]["AgentIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The agent. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Agent"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    updateAgent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                agent_id: components["parameters"]["AgentIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "metadata": {
                 *         "website": "https://example.com"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["UpdateAgentRequest"];
            };
        };
        responses: {
            /** @description The updated agent. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Agent"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    listBlobs: {
        parameters: {
            query?: {
                /** @description A digest (a previous page's `next_cursor`); the page holds the blobs after it. */
                cursor?: components["schemas"]["BlobDigest"];
                limit?: number;
            };
            header?: never;
            path: {
                agent_id: components["parameters"]["AgentIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BlobPage"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getBlob: {
        parameters: {
            query?: never;
            header?: {
                /** @description One byte range, `bytes=<first>-[<last>]` or `bytes=-<suffix length>`. */
                range?: components["parameters"]["RangeHeader"];
            };
            path: {
                agent_id: components["parameters"]["AgentIdPath"];
                digest: components["parameters"]["BlobDigestPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The whole blob. */
            200: {
                headers: {
                    "Ledger-Blob-Salt": components["headers"]["BlobSalt"];
                    [name: string]: unknown;
                };
                content: {
                    "*/*": string;
                };
            };
            /** @description The requested range (`Content-Range` says which). */
            206: {
                headers: {
                    "Ledger-Blob-Salt": components["headers"]["BlobSalt"];
                    [name: string]: unknown;
                };
                content: {
                    "*/*": string;
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            410: components["responses"]["BlobErased"];
            416: components["responses"]["RangeNotSatisfiable"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    putBlob: {
        parameters: {
            query?: never;
            header?: {
                /** @description The salt the digest was computed with, unpadded base64url of 32 bytes; empty or absent for an unsalted blob. */
                "ledger-blob-salt"?: components["parameters"]["BlobSaltHeader"];
            };
            path: {
                agent_id: components["parameters"]["AgentIdPath"];
                digest: components["parameters"]["BlobDigestPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "*/*": string;
            };
        };
        responses: {
            /** @description Already stored (the body was not needed). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Blob"];
                };
            };
            /** @description Stored. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Blob"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            410: components["responses"]["BlobErased"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["DigestMismatch"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    deleteBlob: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                agent_id: components["parameters"]["AgentIdPath"];
                digest: components["parameters"]["BlobDigestPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Erased. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BlobErasure"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            410: components["responses"]["BlobErased"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    headBlob: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                agent_id: components["parameters"]["AgentIdPath"];
                digest: components["parameters"]["BlobDigestPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Stored. */
            200: {
                headers: {
                    "Ledger-Blob-Salt": components["headers"]["BlobSalt"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `validation_failed` (no body: HEAD). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `auth_invalid` or `auth_expired` (no body: HEAD). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `not_found` (no body: HEAD). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `blob_erased` (no body: HEAD). */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `rate_limited` (no body: HEAD). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `server_5xx` (no body: HEAD). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `server_5xx` with status 503 (no body: HEAD). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    createCheckpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                agent_id: components["parameters"]["AgentIdPath"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["CreateCheckpointRequest"];
            };
        };
        responses: {
            /** @description Nothing grew since the latest checkpoint, which is returned. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Checkpoint"];
                };
            };
            /** @description The new checkpoint. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Checkpoint"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getCheckpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                agent_id: components["parameters"]["AgentIdPath"];
                tree_size: components["parameters"]["TreeSizePath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The checkpoint. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Checkpoint"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    signCheckpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                agent_id: components["parameters"]["AgentIdPath"];
                tree_size: components["parameters"]["TreeSizePath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CheckpointSignature"];
            };
        };
        responses: {
            /** @description The signed checkpoint. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Checkpoint"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["SignatureInvalid"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getLatestCheckpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                agent_id: components["parameters"]["AgentIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The checkpoint. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Checkpoint"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getConsistencyProof: {
        parameters: {
            query: {
                first: number;
                second: number;
            };
            header?: never;
            path: {
                agent_id: components["parameters"]["AgentIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The proof. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConsistencyProof"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["NotCheckpointed"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getLogCheckpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                agent_id: components["parameters"]["AgentIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The signed note. Not cached beyond a few seconds. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getLogTile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                agent_id: components["parameters"]["AgentIdPath"];
                /** @description The rest of the path, slashes included (c2sp.org/tlog-tiles): `<L>/<N>[.p/<W>]` for a hash tile of level L (0–63), or `entries/<N>[.p/<W>]` for an entry bundle; N in 3-digit groups, all but the last prefixed `x` (1234067 → `x001/x234/067`); W 1–255 for a partial tile. */
                tile_path: components["parameters"]["TilePath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tile's bytes. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    searchRecords: {
        parameters: {
            query?: {
                behavior?: components["schemas"]["Behavior"];
                /** @description A record id (a previous page's `next_cursor`); the page holds the matches older than it. */
                cursor?: components["schemas"]["RecordId"];
                /** @description Only records with (true) or without (false) attachments. */
                has_attachments?: boolean;
                limit?: number;
                /** @description Words to find (at most 32 after splitting; 1–1024 characters). */
                q?: string;
                /** @description Only records of this session. */
                session_id?: components["schemas"]["SessionId"];
                /** @description Only records received at or after this time (server_ts_utc, epoch ms). */
                since?: number;
                /** @description Only records carrying this tag. */
                tag?: components["schemas"]["Tag"];
                /** @description Only records received before this time (server_ts_utc, epoch ms). */
                until?: number;
            };
            header?: never;
            path: {
                agent_id: components["parameters"]["AgentIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of matches. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TracePage"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    listScores: {
        parameters: {
            query?: {
                /** @description A score id (a previous page's `next_cursor`); the page holds the scores older than it. */
                cursor?: components["schemas"]["ScoreUuid"];
                limit?: number;
                name?: components["schemas"]["ScoreName"];
                record_id?: components["schemas"]["RecordId"];
                session_id?: components["schemas"]["SessionId"];
                source_kind?: components["schemas"]["ScoreSourceKind"];
            };
            header?: never;
            path: {
                agent_id: components["parameters"]["AgentIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScorePage"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getScoresLogCheckpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                agent_id: components["parameters"]["AgentIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The signed note. Not cached beyond a few seconds. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getScoresLogTile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                agent_id: components["parameters"]["AgentIdPath"];
                /** @description The rest of the path, slashes included (c2sp.org/tlog-tiles): `<L>/<N>[.p/<W>]` for a hash tile of level L (0–63), or `entries/<N>[.p/<W>]` for an entry bundle; N in 3-digit groups, all but the last prefixed `x` (1234067 → `x001/x234/067`); W 1–255 for a partial tile. */
                tile_path: components["parameters"]["TilePath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tile's bytes. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    listSessions: {
        parameters: {
            query?: {
                closed?: boolean;
                /** @description A session id (a previous page's `next_cursor`); the page holds the sessions after it. */
                cursor?: components["schemas"]["SessionId"];
                limit?: number;
            };
            header?: never;
            path: {
                agent_id: components["parameters"]["AgentIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionPage"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getAgentStats: {
        parameters: {
            query?: {
                bucket?: components["parameters"]["StatsBucket"];
                /** @description Start of the range (epoch ms; rounded down to the bucket's start). */
                from?: components["parameters"]["StatsFrom"];
                /** @description Split each bucket by this; without it, one point per bucket. */
                group_by?: components["parameters"]["StatsGroupBy"];
                /** @description End of the range, exclusive (epoch ms; rounded up to a bucket's end). Later than `from`. */
                to?: components["parameters"]["StatsTo"];
            };
            header?: never;
            path: {
                agent_id: components["parameters"]["AgentIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The series. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Stats"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getLogVerifierKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The verifier keys. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LogVerifierKey"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    ingestOtlpTraces: {
        parameters: {
            query?: never;
            header?: {
                /** @description The agent the spans are recorded for; the key must belong to its owner. Without it, each resource's `gen_ai.agent.id` attribute names the agent. */
                "x-ledger-agent-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    resourceSpans?: Record<string, never>[];
                };
                "application/x-protobuf": string;
            };
        };
        responses: {
            /** @description Accepted; `partialSuccess` is present when some spans were rejected (their count and why). Answered in the request's encoding (protobuf ExportTraceServiceResponse, or its JSON form). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        partialSuccess?: {
                            errorMessage?: string;
                            /** @description int64, as OTLP JSON writes it */
                            rejectedSpans?: string;
                        };
                    };
                    "application/x-protobuf": string;
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    createOwner: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Acme Research",
                 *       "wallet": {
                 *         "mode": "custodial"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["CreateOwnerRequest"];
            };
        };
        responses: {
            /** @description Created; `api_key` is shown this one time only. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OwnerWithKey"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminDisabled"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    recoverOwnerKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                owner_id: components["parameters"]["OwnerIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The new key, shown this one time only; every earlier key now answers auth_expired. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OwnerWithKey"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminDisabled"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getOwner: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The owner. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Owner"];
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    updateOwner: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Acme Research Labs"
                 *     }
                 */
                "application/json": components["schemas"]["UpdateOwnerRequest"];
            };
        };
        responses: {
            /** @description The updated owner. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Owner"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    listAgents: {
        parameters: {
            query?: {
                /** @description An agent id (a previous page's `next_cursor`); the page holds the agents after it by name. */
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgentPage"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    rotateOwnerKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "grace_ms": 0
                 *     }
                 */
                "application/json": components["schemas"]["RotateKeyRequest"];
            };
        };
        responses: {
            /** @description The new key, shown this one time only. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OwnerWithKey"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    grantScorer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                scorer_id: components["schemas"]["ScorerId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Granted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScorerGrant"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    revokeScorer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                scorer_id: components["schemas"]["ScorerId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Withdrawn. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getOwnerStats: {
        parameters: {
            query?: {
                /**
                 * @description Only these of the owner's agents: their ids, comma-separated, at most 100 (with
                 *     `group_by=agent`, the answer holds their series alone). An id that is not one of the
                 *     owner's agents adds nothing, as an agent with no records. Without it, every agent of the owner.
                 */
                agents?: components["parameters"]["StatsAgents"];
                bucket?: components["parameters"]["StatsBucket"];
                /** @description Start of the range (epoch ms; rounded down to the bucket's start). */
                from?: components["parameters"]["StatsFrom"];
                /** @description Split each bucket by this; without it, one point per bucket. */
                group_by?: components["parameters"]["StatsGroupBy"];
                /** @description End of the range, exclusive (epoch ms; rounded up to a bucket's end). Later than `from`. */
                to?: components["parameters"]["StatsTo"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The series. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Stats"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    submitRecord: {
        parameters: {
            query: {
                /** @description The agent the request acts for; the key must belong to its owner. */
                agent_id: components["parameters"]["AgentIdQuery"];
            };
            header?: {
                /**
                 * @description Set by the SDKs (`name/version`, e.g. `trace-ledger-ts/0.1.0`); marks the agent
                 *     `sdk_instrumented`. Self-declared: any client may send it, so the label says how records
                 *     were sent, not who sent them. Malformed or over 128 characters: 400 `validation_failed`.
                 */
                "x-ledger-sdk"?: components["parameters"]["SdkHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "session_id": "sess-42",
                 *       "behavior": "Thinking",
                 *       "record_id": "0b6f3c2e-8d1a-4c7e-9f2b-5a4d3e2c1b0a",
                 *       "schema_version": "1.1",
                 *       "client_ts_utc": 1767225600000,
                 *       "prompt": "Should we rebalance?",
                 *       "output_payload": "Yes, sell 10% of ETH."
                 *     }
                 */
                "application/json": components["schemas"]["TraceRecord"];
            };
        };
        responses: {
            /** @description A duplicate of a stored record; the original acknowledgement. */
            200: {
                headers: {
                    Deprecation: components["headers"]["Deprecation"];
                    Sunset: components["headers"]["Sunset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecordAck"];
                };
            };
            /** @description Stored. */
            201: {
                headers: {
                    Deprecation: components["headers"]["Deprecation"];
                    Sunset: components["headers"]["Sunset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecordAck"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    submitBatch: {
        parameters: {
            query: {
                /** @description The agent the request acts for; the key must belong to its owner. */
                agent_id: components["parameters"]["AgentIdQuery"];
            };
            header?: {
                /**
                 * @description Set by the SDKs (`name/version`, e.g. `trace-ledger-ts/0.1.0`); marks the agent
                 *     `sdk_instrumented`. Self-declared: any client may send it, so the label says how records
                 *     were sent, not who sent them. Malformed or over 128 characters: 400 `validation_failed`.
                 */
                "x-ledger-sdk"?: components["parameters"]["SdkHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RecordBatchRequest"];
            };
        };
        responses: {
            /** @description One result per record, in submitted order. */
            200: {
                headers: {
                    Deprecation: components["headers"]["Deprecation"];
                    Sunset: components["headers"]["Sunset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BatchAck"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getRecord: {
        parameters: {
            query: {
                /** @description The agent the request acts for; the key must belong to its owner. */
                agent_id: components["parameters"]["AgentIdQuery"];
            };
            header?: never;
            path: {
                record_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StoredRecord"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            410: components["responses"]["RecordErased"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    deleteRecord: {
        parameters: {
            query: {
                /** @description The agent the request acts for; the key must belong to its owner. */
                agent_id: components["parameters"]["AgentIdQuery"];
            };
            header?: never;
            path: {
                record_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Erased (now or before). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecordTombstone"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getRecordLeaf: {
        parameters: {
            query: {
                /** @description The agent the request acts for; the key must belong to its owner. */
                agent_id: components["parameters"]["AgentIdQuery"];
            };
            header?: never;
            path: {
                record_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record's leaf and the latest checkpoint's size. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecordLeaf"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getInclusionProof: {
        parameters: {
            query: {
                /** @description The agent the request acts for; the key must belong to its owner. */
                agent_id: components["parameters"]["AgentIdQuery"];
                tree_size?: number;
            };
            header?: never;
            path: {
                record_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The proof. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InclusionProof"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["NotCheckpointed"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    listSchemaVersions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The supported versions, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SchemaVersionList"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["ServerError"];
        };
    };
    getSchemaVersion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                version: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The JSON Schema 2020-12 of that version, as the SDKs ship it. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/schema+json": Record<string, never>;
                };
            };
            400: components["responses"]["ValidationFailed"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["ServerError"];
        };
    };
    listScoreConfigs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every config, oldest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScoreConfigList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    createScoreConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "helpfulness",
                 *       "data_type": "numeric",
                 *       "min": 0,
                 *       "max": 1
                 *     }
                 */
                "application/json": components["schemas"]["CreateScoreConfigRequest"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScoreConfig"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    updateScoreConfig: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                config_id: components["schemas"]["ScoreUuid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "archived": true
                 *     }
                 */
                "application/json": components["schemas"]["UpdateScoreConfigRequest"];
            };
        };
        responses: {
            /** @description The config, archived. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScoreConfig"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    createScorer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Acme Evaluations"
                 *     }
                 */
                "application/json": components["schemas"]["CreateScorerRequest"];
            };
        };
        responses: {
            /** @description Created; `api_key` is shown this one time only. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScorerWithKey"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminDisabled"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    submitScore: {
        parameters: {
            query: {
                /** @description The agent the request acts for; the key must belong to its owner. */
                agent_id: components["parameters"]["AgentIdQuery"];
            };
            header?: {
                /**
                 * @description Set by the SDKs (`name/version`, e.g. `trace-ledger-ts/0.1.0`); marks the agent
                 *     `sdk_instrumented`. Self-declared: any client may send it, so the label says how records
                 *     were sent, not who sent them. Malformed or over 128 characters: 400 `validation_failed`.
                 */
                "x-ledger-sdk"?: components["parameters"]["SdkHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "score_id": "7d1c0f9e-3b2a-4c5d-8e6f-0a1b2c3d4e5f",
                 *       "session_id": "sess-42",
                 *       "name": "helpfulness",
                 *       "value": 0.8,
                 *       "source": {
                 *         "kind": "llm",
                 *         "name": "judge",
                 *         "version": "2"
                 *       },
                 *       "client_ts_utc": 1767225600000
                 *     }
                 */
                "application/json": components["schemas"]["Score"];
            };
        };
        responses: {
            /** @description A duplicate of a stored score; the original acknowledgement. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScoreAck"];
                };
            };
            /** @description Stored. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScoreAck"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["ScoreConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ScoreUnprocessable"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    submitScoreBatch: {
        parameters: {
            query: {
                /** @description The agent the request acts for; the key must belong to its owner. */
                agent_id: components["parameters"]["AgentIdQuery"];
            };
            header?: {
                /**
                 * @description Set by the SDKs (`name/version`, e.g. `trace-ledger-ts/0.1.0`); marks the agent
                 *     `sdk_instrumented`. Self-declared: any client may send it, so the label says how records
                 *     were sent, not who sent them. Malformed or over 128 characters: 400 `validation_failed`.
                 */
                "x-ledger-sdk"?: components["parameters"]["SdkHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ScoreBatchRequest"];
            };
        };
        responses: {
            /** @description One result per score, in submitted order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScoreBatchAck"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getScore: {
        parameters: {
            query: {
                /** @description The agent the request acts for; the key must belong to its owner. */
                agent_id: components["parameters"]["AgentIdQuery"];
            };
            header?: never;
            path: {
                score_id: components["parameters"]["ScoreIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The score. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StoredScore"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getScoreProof: {
        parameters: {
            query: {
                /** @description The agent the request acts for; the key must belong to its owner. */
                agent_id: components["parameters"]["AgentIdQuery"];
                tree_size?: number;
            };
            header?: never;
            path: {
                score_id: components["parameters"]["ScoreIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The proof. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InclusionProof"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["NotCheckpointed"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getScoringQueue: {
        parameters: {
            query: {
                /** @description A previous page's `next_cursor`. */
                cursor?: string;
                limit?: number;
                name: components["schemas"]["ScoreName"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScoringQueuePage"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getSession: {
        parameters: {
            query: {
                /** @description The agent the request acts for; the key must belong to its owner. */
                agent_id: components["parameters"]["AgentIdQuery"];
                /** @description A record id of this session (a previous page's `next_cursor`); the page holds the records after it. */
                cursor?: components["schemas"]["RecordId"];
                limit?: number;
            };
            header?: never;
            path: {
                session_id: components["schemas"]["SessionId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the session. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionFetch"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    deleteSession: {
        parameters: {
            query: {
                /** @description The agent the request acts for; the key must belong to its owner. */
                agent_id: components["parameters"]["AgentIdQuery"];
            };
            header?: never;
            path: {
                session_id: components["schemas"]["SessionId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Erased (now or before). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionErasure"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getTrace: {
        parameters: {
            query?: {
                /** @description With `order=asc`, a record id (a previous page's `next_cursor`); the page holds records newer than it. */
                after?: components["schemas"]["RecordId"];
                /** @description A record id (a previous page's `next_cursor`); the page holds records older than it. */
                before?: components["schemas"]["RecordId"];
                /** @description Only records of this behaviour (the cursors page within them). */
                behavior?: components["schemas"]["Behavior"];
                limit?: number;
                order?: "desc" | "asc";
            };
            header?: never;
            path: {
                agent_id: components["parameters"]["AgentIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TracePage"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
}
