import { defineConfig } from 'vitest/config';

// `npm test`: everything that runs on a user's machine. The suites under test/shared/ read
// ../shared/ (conformance data, the corpus), which only CI has: vitest.shared.config.ts runs them.
// The playground's suite under test/browser/ drives Chromium, which CI installs: vitest.browser.config.ts.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    exclude: ['test/shared/**', 'test/browser/**', 'node_modules/**'],
    setupFiles: ['test/helpers/fast-check-seed.ts'],
    testTimeout: 60_000,
  },
});
