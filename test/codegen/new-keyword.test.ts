// A new keyword use in the schema is one change: after `npm run codegen` in a scratch copy, every
// language's fast pass (codegen/fast-plan.ts, printed per language) enforces it — it refuses a
// record that breaks it and is sure, by itself, of one that keeps it — and every full validator
// agrees. A keyword the plan does not know makes every fast pass "not sure" of the value it sits
// on (false), leaving the verdict to the full validator.
//
// Languages are a table (TypeScript, Python, Go): to add one, add a LANGUAGES entry whose `judge`
// runs, in the copy, that language's generated fast pass and its full validator on each case, and
// whose `unavailable` names a missing toolchain (test/support/required.ts).
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SCHEMA_VERSION } from "../../generated/schema.ts";
import { FAST_RECORD_CHECKS } from "../../generated/validators/versions.ts";
import { goUnavailable, pythonUnavailable } from "../support/required.ts";
import { recordOf } from "../support/records.ts";
import { scratchCopy, TSX, VENV_PYTHON, type ScratchCopy } from "../support/scratch-copy.ts";

interface Case {
  version: string;
  record: unknown;
}
interface Verdict {
  fast: boolean;
  full: boolean;
}
interface Language {
  name: string;
  unavailable(): string | undefined;
  /** Each case judged in the copy `dir` by its generated fast pass and by its full validator. */
  judge(dir: string, cases: Case[]): Promise<Verdict[]>;
}

const LANGUAGES: Language[] = [
  {
    name: "TypeScript",
    unavailable: () => undefined,
    async judge(dir, cases) {
      const load = (path: string) => import(pathToFileURL(join(dir, "generated", path)).href);
      const { FAST_RECORD_CHECKS: fast, RECORD_VALIDATORS: full } = await load("validators/versions.ts");
      const { check } = await load("validate.ts");
      return cases.map(({ version, record }) => ({ fast: fast[version](record), full: check(full[version], record).ok }));
    },
  },
  {
    name: "Python",
    unavailable: pythonUnavailable,
    async judge(dir, cases) {
      const script = [
        "import json, sys",
        `sys.path.insert(0, ${JSON.stringify(join(dir, "python", "src"))})`,
        "import trace_ledger",
        "from trace_ledger._generated.fast_check import FAST_RECORD_CHECKS",
        "from trace_ledger._validation import judge_record",
        `assert trace_ledger.__file__.startswith(${JSON.stringify(dir)}), trace_ledger.__file__`,
        "cases = json.load(sys.stdin)",
        'print(json.dumps([{"fast": FAST_RECORD_CHECKS[c["version"]](c["record"]), "full": judge_record(c["record"], c["version"]) is None} for c in cases]))',
      ].join("\n");
      return JSON.parse(execFileSync(VENV_PYTHON, ["-c", script], { input: JSON.stringify(cases), encoding: "utf8" }));
    },
  },
  {
    name: "Go",
    unavailable: goUnavailable,
    async judge(dir, cases) {
      // The fast pass and the full path are the internal package's: a test of its own, built once
      // per copy, judges the cases (acceptsFast: parseValue and the generated fastRecords only).
      const pkg = join(dir, "go", "internal", "validate");
      const binary = join(pkg, "verdicts.test");
      if (!existsSync(binary)) {
        writeFileSync(join(pkg, "verdicts_test.go"), GO_VERDICTS);
        execFileSync("go", ["test", "-c", "-o", binary, "."], { cwd: pkg, stdio: "pipe" });
      }
      const input = join(pkg, "cases.json");
      writeFileSync(input, JSON.stringify(cases));
      execFileSync(binary, ["-test.run", "^TestVerdicts$"], { cwd: pkg, stdio: "pipe", env: { ...process.env, VERDICT_CASES: input } });
      return JSON.parse(readFileSync(`${input}.verdicts`, "utf8"));
    },
  },
];

const GO_VERDICTS = `package validate

import (
	"encoding/json"
	"os"
	"testing"
)

func TestVerdicts(t *testing.T) {
	var cases []struct{ Record json.RawMessage }
	data, err := os.ReadFile(os.Getenv("VERDICT_CASES"))
	if err == nil {
		err = json.Unmarshal(data, &cases)
	}
	if err != nil {
		t.Fatal(err)
	}
	type verdict struct {
		Fast bool \`json:"fast"\`
		Full bool \`json:"full"\`
	}
	verdicts := []verdict{}
	for _, c := range cases {
		verdicts = append(verdicts, verdict{acceptsFast(c.Record), validateFull(c.Record) == nil})
	}
	out, _ := json.Marshal(verdicts)
	if err := os.WriteFile(os.Getenv("VERDICT_CASES")+".verdicts", out, 0o644); err != nil {
		t.Fatal(err)
	}
}
`;

/** A Thinking record of the current version (whose schema the copy changes), with `change`. */
const thinking = (change: Record<string, unknown>): Case => ({
  version: SCHEMA_VERSION,
  record: { ...recordOf("Thinking"), schema_version: SCHEMA_VERSION, ...change },
});
// The keywords added: maxLength on the Thinking prompt (which has none), and uniqueItems (which the
// plan does not know) on tags.
const PROMPT = "a prompt of 32 characters, or so";
const SHORT = thinking({ prompt: PROMPT });
const LONG = thinking({ prompt: PROMPT + "." });
const TAGGED = thinking({ prompt: PROMPT, tags: ["a", "b"] });
const UNTAGGED = thinking({ prompt: PROMPT, tags: undefined });

describe("a keyword added to the schema reaches every language's fast pass by codegen alone", () => {
  let copy: ScratchCopy;
  beforeAll(() => {
    copy = scratchCopy("new-keyword");
    copy.editJson("schema/record.schema.json", (schema) => {
      schema.$defs.ThinkingRecord.properties.prompt.maxLength = 32;
      schema.$defs.RecordCommon.properties.tags.uniqueItems = true;
    });
    execFileSync(process.execPath, [TSX, "codegen/index.ts"], { cwd: copy.dir, stdio: "pipe" });
  }, 180_000);
  afterAll(() => copy?.remove());

  it("the records are valid without the new keywords, and the fast pass is sure of them", () => {
    for (const { version, record } of [SHORT, LONG, TAGGED, UNTAGGED])
      expect(FAST_RECORD_CHECKS[version]!(JSON.parse(JSON.stringify(record)))).toBe(true);
  });

  for (const language of LANGUAGES) {
    const why = language.unavailable();
    it.skipIf(why !== undefined)(
      `${language.name}: the fast pass refuses what breaks the new maxLength and is sure of what keeps it; the full validator agrees`,
      { timeout: 180_000 },
      async () => {
        const [short, long] = await language.judge(
          copy.dir,
          [SHORT, LONG].map((c) => JSON.parse(JSON.stringify(c))),
        );
        expect(short).toEqual({ fast: true, full: true });
        expect(long).toEqual({ fast: false, full: false });
      },
    );

    it.skipIf(why !== undefined)(
      `${language.name}: a keyword the plan does not know (uniqueItems) leaves the value it sits on to the full validator`,
      { timeout: 180_000 },
      async () => {
        const [tagged, untagged] = await language.judge(
          copy.dir,
          [TAGGED, UNTAGGED].map((c) => JSON.parse(JSON.stringify(c))),
        );
        expect(tagged).toEqual({ fast: false, full: true });
        expect(untagged).toEqual({ fast: true, full: true });
      },
    );
  }
});
