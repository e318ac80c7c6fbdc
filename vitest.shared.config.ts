import { defineConfig } from 'vitest/config';

// `npm run test:shared`: the suites that read ../shared/ (conformance data from public test suites,
// the URI corpus). CI has ../shared/ beside the checkout; .ci/run runs this after `npm test`.
export default defineConfig({
  test: {
    include: ['test/shared/**/*.test.ts'],
    setupFiles: ['test/helpers/fast-check-seed.ts'],
    testTimeout: 120_000,
  },
});
