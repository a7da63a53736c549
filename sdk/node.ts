// The SDK in Node: everything of index.ts, plus what background delivery can only do there: the
// file spool (background.spoolDir) and the flush at beforeExit and SIGTERM. The package's
// `exports` give this entry to Node and index.ts to browsers.
import { openFileSpool } from "./file-spool.ts";
import { usePlatform } from "./spool.ts";

export * from "./index.ts";

usePlatform({
  openSpool: openFileSpool,
  utf8Length: (text) => Buffer.byteLength(text, "utf8"),
  onExit(close) {
    let started = false;
    const run = () => {
      if (started) return undefined;
      started = true;
      return close();
    };
    const onSigterm = async () => {
      process.off("beforeExit", run);
      await run()?.catch(() => undefined);
      // Ours was the only handler: SIGTERM still ends the process, as it would have without us.
      if (process.listenerCount("SIGTERM") === 0) process.kill(process.pid, "SIGTERM");
    };
    process.once("beforeExit", run);
    process.once("SIGTERM", onSigterm);
    return () => {
      process.off("beforeExit", run);
      process.off("SIGTERM", onSigterm);
    };
  },
});
