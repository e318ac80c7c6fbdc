import { defineConfig } from 'vitest/config';

// `npm run test:browser`: the playground page driven end to end in headless Chromium (Debian's
// `chromium` at /usr/bin/chromium, through playwright-core). .ci/run installs Chromium and runs it.
export default defineConfig({
  test: {
    include: ['test/browser/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
