import { defineConfig } from "vitest/config";

// `npm run test:failover`: losing the primary PostgreSQL under load, on a primary and standby of
// the suite's own (scripts/services.sh --standby; needs root). Not in `npm test`: it runs
// PostgreSQL clusters, which the embedded default must not need.
export default defineConfig({
  test: {
    include: ["test/failover/**/*.test.ts"],
    maxWorkers: 1,
    testTimeout: 60_000,
    hookTimeout: 240_000,
  },
});
