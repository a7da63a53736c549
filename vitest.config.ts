import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    // Browser tests need Chromium: `npm run test:browser` (vitest.browser.config.ts) runs them;
    // the failover test needs clusters of its own: `npm run test:failover` (vitest.failover.config.ts).
    exclude: ["test/browser/**", "test/failover/**", "**/node_modules/**"],
    // Each file opens its own database (PGlite is ~1 GB to initialise): two at a time fits 2 cores.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
