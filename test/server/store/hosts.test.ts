// Multi-host PostgreSQL URLs (store/hosts.ts): parsed as libpq reads them, and on a real server
// (DATABASE_URL) the host that fits target_session_attrs is found past a host that is down.
import { describe, expect, it } from "vitest";
import { HostSelector, needsSelection, parseHostList } from "../../../server/store/hosts.ts";
import { freePort } from "../../support/processes.ts";

describe("parseHostList", () => {
  it("splits the hosts into one URL each and takes target_session_attrs out", () => {
    const list = parseHostList(
      "postgres://u:p%40ss@10.0.0.1:5432,10.0.0.2:5433/db?sslmode=disable&target_session_attrs=read-write&application_name=x",
    );
    expect(list).toEqual({
      urls: [
        "postgres://u:p%40ss@10.0.0.1:5432/db?sslmode=disable&application_name=x",
        "postgres://u:p%40ss@10.0.0.2:5433/db?sslmode=disable&application_name=x",
      ],
      names: ["10.0.0.1:5432", "10.0.0.2:5433"],
      attrs: "read-write",
    });
    expect(needsSelection(list)).toBe(true);
  });

  it("leaves a one-host URL without target_session_attrs as it is", () => {
    const url = "postgresql://postgres:postgres@127.0.0.1:5432/test";
    expect(parseHostList(url)).toEqual({ urls: [url], names: ["127.0.0.1:5432"], attrs: "any" });
    expect(needsSelection(parseHostList(url))).toBe(false);
  });

  it("refuses an unknown target_session_attrs and an empty host", () => {
    expect(() => parseHostList("postgres://h1,h2/db?target_session_attrs=leader")).toThrow(/target_session_attrs must be one of/);
    expect(() => parseHostList("postgres://h1,,h2/db")).toThrow(/empty entry/);
  });
});

const postgres = process.env.DATABASE_URL;

describe.skipIf(!postgres)("HostSelector on a real server", () => {
  // The shared server's host:port, behind a port where nothing listens.
  const withDeadHostFirst = async (attrs: string) => {
    const url = new URL(postgres!);
    const dead = `127.0.0.1:${await freePort()}`;
    return `${url.protocol}//${url.username}:${url.password}@${dead},${url.host}${url.pathname}?target_session_attrs=${attrs}`;
  };

  it("finds the read-write host past one that is down", async () => {
    const selector = new HostSelector(parseHostList(await withDeadHostFirst("read-write")));
    expect(await selector.current()).toContain(new URL(postgres!).host);
    expect(selector.stale).toBe(false);
  });

  it("says which hosts it tried when none fits, as a 'database away' error", async () => {
    const selector = new HostSelector(parseHostList(await withDeadHostFirst("standby")));
    await expect(selector.current()).rejects.toMatchObject({
      code: "08001",
      message: expect.stringMatching(/no answer, .*: read-write\)$/),
    });
    expect(selector.stale).toBe(true);
  });
});
