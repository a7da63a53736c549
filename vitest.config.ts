import { defineConfig } from "vitest/config";

// Suites that run the service or the CLI as child processes, kill them, pack the SDK or
// regenerate code: tens of seconds each. `npm test` leaves them to `npm run test:slow`, and CI
// (.ci/run) runs both; `npm run test:suites` (plain `vitest run`) runs every suite.
const SLOW = [
  "test/cli/cli.test.ts",
  "test/cli/erasure.test.ts",
  "test/cli/otlp-export.test.ts",
  "test/codegen/generated.test.ts",
  "test/codegen/new-keyword.test.ts",
  "test/package/sdk-package.test.ts",
  "test/reliability/blob-torn-upload.test.ts",
  "test/reliability/body-budget.test.ts",
  "test/reliability/connections-per-address.test.ts",
  "test/reliability/crash-restart.test.ts",
  "test/reliability/erasure-crash.test.ts",
  "test/reliability/fuzz.test.ts",
  "test/reliability/lock-shutdown.test.ts",
  "test/reliability/otlp-bombs.test.ts",
  "test/reliability/spool-processes.test.ts",
  "test/server/start.test.ts",
  "test/server/store/pglite-template.test.ts",
];

// Browser tests need Chromium: `npm run test:browser` (vitest.browser.config.ts) runs them; the
// failover test needs clusters of its own: `npm run test:failover` (vitest.failover.config.ts).
const ELSEWHERE = ["test/browser/**", "test/failover/**", "**/node_modules/**"];

export default defineConfig({
  test: {
    // Each file opens its own database (PGlite is ~1 GB to initialise): two at a time fits 2 cores.
    maxWorkers: 2,
    // Files share a worker's module cache instead of importing the server afresh each (~1–2 s of
    // CPU per file, most of npm test's time). Every file still makes its own database and server.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
    projects: [
      { extends: true, test: { name: "fast", include: ["test/**/*.test.ts"], exclude: [...ELSEWHERE, ...SLOW] } },
      { extends: true, test: { name: "slow", include: SLOW } },
    ],
  },
});
