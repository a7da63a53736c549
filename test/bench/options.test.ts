// The bench's command line: which load --profile runs under a profiled service.
import { describe, expect, it } from "vitest";
import { parseOptions } from "../../bench/options.ts";

describe("--profile", () => {
  it("profiles B's load by default, and A's or T's (realistic text) when named", () => {
    expect(parseOptions(["--profile"]).profile).toBe("B");
    expect(parseOptions(["--profile=a"]).profile).toBe("A");
    expect(parseOptions(["--only", "C", "--profile=T"]).profile).toBe("T");
  });

  it("refuses a load it cannot profile", () => {
    expect(() => parseOptions(["--profile=D"])).toThrow(/--profile takes A, B or T/);
  });
});
