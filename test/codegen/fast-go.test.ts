// codegen/fast-go.ts prints any plan as Go that gofmt leaves as it is and `go vet` passes: the
// schema's own plan is checked by the Go suite, this one reaches the printer's other paths (a check
// it cannot print exactly, a `fail` in the middle of a list, candidates of every scalar type, an
// object read before its type is tested, an if-condition with both branches, a discriminator).
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { emitGoFastChecks, GO_FAST_PATH } from "../../codegen/fast-go.ts";
import type { Check, FastPlan } from "../../codegen/fast-plan.ts";
import { goUnavailable } from "../support/required.ts";

const members: Check = {
  op: "members",
  present: ["kind"],
  members: [
    {
      name: "flag",
      required: true,
      checks: [
        { op: "type", type: "boolean" },
        { op: "in", values: [true] },
        { op: "bound", add: 5 },
      ],
    },
    {
      name: "none",
      required: false,
      checks: [
        { op: "type", type: "null" },
        { op: "in", values: [null] },
      ],
    },
    // A bound past what doubles compare exactly: not sure, and nothing after it.
    {
      name: "ratio",
      required: false,
      checks: [
        { op: "type", type: "number" },
        { op: "minimum", limit: 0.5 },
        { op: "maximum", limit: 2 },
      ],
    },
    {
      name: "count",
      required: false,
      checks: [
        { op: "type", type: "integer" },
        { op: "in", values: [1, 2, 1.5, "x"] },
        { op: "exclusiveMaximum", limit: 10 },
      ],
    },
    {
      name: "text",
      required: false,
      checks: [
        { op: "type", type: "string" },
        { op: "in", values: ["a", 1] },
        { op: "minLength", limit: 1 },
        { op: "maxLength", limit: 4 },
        { op: "pattern", index: 0 },
        { op: "maxBytes", limit: 16 },
        { op: "storable" },
        { op: "boundLength", times: 6, plus: 2 },
      ],
    },
    {
      name: "list",
      required: false,
      checks: [
        { op: "type", type: "array" },
        { op: "minItems", limit: 1 },
        { op: "maxItems", limit: 3 },
        { op: "boundLength", times: 1, plus: 2 },
        { op: "items", checks: [{ op: "wide", depth: 3, finite: true, storable: true }] },
      ],
    },
    { name: "never", required: false, checks: [{ op: "type", type: "string" }, { op: "fail" }, { op: "storable" }] },
    { name: "free", required: false, checks: [{ op: "wide", depth: Number.MAX_SAFE_INTEGER, finite: true, storable: true }] },
  ],
};

const plan: FastPlan = {
  patterns: ["^[a-z]+$"],
  names: [],
  functions: [
    {
      name: "Inner_0",
      returns: "bound",
      checks: [
        { op: "type", type: "object" },
        {
          op: "capped",
          limit: 100,
          checks: [
            { op: "bound", add: 2 },
            members,
            { op: "closed", names: ["kind", "flag", "none", "ratio", "count", "text", "list", "never", "free", "quiet"] },
          ],
        },
      ],
    },
    // An if-condition: an object already, read without a type test; both branches.
    {
      name: "condition_1",
      returns: "verdict",
      checks: [
        { op: "members", present: ["kind"], members: [] },
        { op: "closed", names: [] },
      ],
    },
    // The object read in a branch, then after it: each its own variable.
    {
      name: "Outer_2",
      returns: "bound",
      checks: [
        { op: "call", fn: "Inner_0" },
        { op: "if", test: "condition_1", then: [{ op: "closed", names: ["kind"] }], else: [{ op: "fail" }] },
        { op: "switch", tag: "kind", cases: [{ value: "a", fn: "Inner_0" }] },
      ],
    },
    // A condition Go cannot decide exactly (a bound doubles do not compare exactly): its if is not sure.
    {
      name: "condition_3",
      returns: "verdict",
      checks: [
        {
          op: "members",
          present: [],
          members: [
            {
              name: "ratio",
              required: true,
              checks: [
                { op: "type", type: "number" },
                { op: "minimum", limit: 0.5 },
              ],
            },
          ],
        },
      ],
    },
    { name: "Guarded_4", returns: "bound", checks: [{ op: "if", test: "condition_3", then: [], else: [{ op: "closed", names: [] }] }] },
  ],
  versions: [
    {
      version: "9.9",
      status: "current",
      checks: [
        { op: "type", type: "object" },
        {
          op: "switch",
          tag: "kind",
          cases: [
            { value: "a", fn: "Outer_2" },
            { value: "b", fn: "Inner_0" },
            { value: "c", fn: "Guarded_4" },
          ],
        },
      ],
    },
    { version: "9.10", status: "supported", checks: [{ op: "fail" }, { op: "type", type: "object" }] },
  ],
};

describe("codegen/fast-go.ts", () => {
  const temps: string[] = [];
  afterAll(() => temps.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
  const why = goUnavailable();

  it.skipIf(why !== undefined)(
    "prints every check of a plan as Go that gofmt keeps and go vet passes",
    () => {
      const dir = mkdtempSync(join(tmpdir(), "fast-go-"));
      temps.push(dir);
      cpSync(join(import.meta.dirname, "..", "..", "go"), dir, { recursive: true });
      const file = emitGoFastChecks(plan);
      expect(file.path).toBe(GO_FAST_PATH);
      writeFileSync(join(dir, file.path), file.content);
      expect(execFileSync("gofmt", ["-l", "internal/validate"], { cwd: dir, encoding: "utf8" })).toBe("");
      execFileSync("go", ["vet", "./internal/validate"], { cwd: dir, stdio: "pipe" });
      // Nothing printed after a check that always fails (vet's unreachable code), and the cases it cannot compare exactly left out.
      expect(file.content).not.toMatch(/\*\w+ < 0\.5|!= 1\.5|!= "x"/);
      expect(file.content).toContain('"9.10": fastRecord9_10,');
      expect(file.content).not.toContain("fastCondition_3");
      expect(file.content.slice(file.content.indexOf("func fastGuarded_4"))).toMatch(
        /^func fastGuarded_4\(v any\) int \{\n\treturn -1\n\}/,
      );
      // A required member that the object's closed set leaves out is refused, not counted.
      expect(file.content.slice(file.content.indexOf("func fastCondition_1"), file.content.indexOf("func fastOuter_2"))).not.toContain(
        'case "kind"',
      );
    },
    180_000,
  );
});
