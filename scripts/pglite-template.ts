// Run by `npm ci` (the root package's `prepare`): bootstraps the embedded database's template once,
// so that the first `npm start` and every test's fresh data dir copy it instead of running initdb.
import { ensureTemplate, TEMPLATE_DIR } from "../server/store/pglite-template.ts";

const started = Date.now();
if (await ensureTemplate()) console.log(`PGlite template ready at ${TEMPLATE_DIR} (${Date.now() - started} ms)`);
