// RFC 8785 canonical JSON (generated/canonical.ts, which leafHash hashes) against the published
// test data of the RFC author's reference implementations: cyberphone/json-canonicalization,
// testdata/input/*.json → testdata/output/*.json (test/vectors/jcs/cyberphone.json names the files and commits).
import { describe, expect, it } from "vitest";
import { canonicalJson } from "../../generated/canonical.ts";
import { leafHash } from "../../sdk/index.ts";
import vectors from "../vectors/jcs/cyberphone.json" with { type: "json" };

describe("RFC 8785 (cyberphone/json-canonicalization testdata)", () => {
  it.each(vectors.vectors.map((vector) => [vector.name, vector] as const))("%s canonicalises as published", (_, vector) => {
    expect(canonicalJson(JSON.parse(vector.input))).toBe(vector.canonical);
  });

  it("hashes a leaf over exactly the canonical bytes: a record equal in value hashes alike, a changed one does not", () => {
    const structures = vectors.vectors.find((vector) => vector.name === "structures")!;
    const value = JSON.parse(structures.input) as Record<string, unknown>;
    expect(leafHash(value)).toBe(leafHash(JSON.parse(structures.canonical)));
    expect(leafHash({ ...value, "": "Empty" })).not.toBe(leafHash(value));
  });
});
