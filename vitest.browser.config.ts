import { defineConfig } from "vitest/config";

// `npm run test:browser`: the pages the service serves, in headless Chromium (Debian's, via
// playwright-core). One file at a time: each starts a service and a browser.
export default defineConfig({
  test: {
    include: ["test/browser/**/*.test.ts"],
    maxWorkers: 1,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
