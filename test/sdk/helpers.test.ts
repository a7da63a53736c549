import { describe, expect, it } from "vitest";
import { SCHEMA_VERSION, SUPPORTED_SCHEMA_VERSIONS } from "../../generated/schema.ts";
import { isValidRecordId, newRecordId, nowEpochMs, validateRecord } from "../../sdk/index.ts";

describe("helpers", () => {
  it("newRecordId makes distinct ids the service accepts", () => {
    const ids = Array.from({ length: 100 }, newRecordId);
    expect(new Set(ids).size).toBe(100);
    expect(ids.every(isValidRecordId)).toBe(true);
  });

  it.each([
    ["0b6f3c2e-8d1a-4c7e-9f2b-5a4d3e2c1b0a", true],
    ["0B6F3C2E-8D1A-4C7E-9F2B-5A4D3E2C1B0A", false],
    ["0b6f3c2e-8d1a-1c7e-9f2b-5a4d3e2c1b0a", false],
    ["0b6f3c2e-8d1a-4c7e-7f2b-5a4d3e2c1b0a", false],
    ["0b6f3c2e8d1a4c7e9f2b5a4d3e2c1b0a", false],
    [" 0b6f3c2e-8d1a-4c7e-9f2b-5a4d3e2c1b0a", false],
    [42, false],
    [undefined, false],
  ])("isValidRecordId(%o) is %s", (value, expected) => {
    expect(isValidRecordId(value)).toBe(expected);
  });

  it("nowEpochMs is integer epoch milliseconds", () => {
    const before = Date.now();
    const now = nowEpochMs();
    expect(Number.isInteger(now)).toBe(true);
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
  });

  it("validateRecord checks a complete record offline", () => {
    const record = {
      behavior: "Observing",
      session_id: "s",
      record_id: newRecordId(),
      schema_version: SCHEMA_VERSION,
      client_ts_utc: nowEpochMs(),
    };
    expect(validateRecord(record)).toEqual({ ok: true, value: record, version: SCHEMA_VERSION });
    expect(validateRecord({ ...record, record_id: undefined })).toEqual({
      ok: false,
      code: "validation_failed",
      error: { field: "/record_id", reason: "is required" },
    });
    // Judged by its own version: 1.0 has no duration_ms; an unknown version is refused before any rule.
    expect(validateRecord({ ...record, schema_version: "1.0" })).toMatchObject({ ok: true, version: "1.0" });
    expect(validateRecord({ ...record, schema_version: "1.0", duration_ms: 1 })).toMatchObject({
      ok: false,
      error: { field: "/duration_ms" },
    });
    expect(validateRecord({ ...record, schema_version: "0.1", behavior: "Dreaming" })).toEqual({
      ok: false,
      code: "schema_version_unsupported",
      error: { field: "/schema_version", reason: "is not supported", supported_versions: [...SUPPORTED_SCHEMA_VERSIONS] },
    });
  });
});
