import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// One runner for every suite; `npm test` (scripts/test.ts) runs them all and prints one summary.
const unit = (name: string, dir: string) => ({
  test: { name, include: [`${dir}/**/*.test.ts`], environment: 'node' as const },
});

export default defineConfig({
  test: {
    projects: [
      unit('domain', 'packages/domain/src'),
      unit('contract', 'packages/contract/src'),
      unit('routes', 'packages/routes/src'),
      unit('i18n', 'packages/i18n/src'),
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'packages/testkit/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test-setup.ts'],
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          // CI's machine is shared with the server suites running beside the browser: a journey that
          // takes 40 s here may take three times that there, and a page may need seconds to show.
          testTimeout: 180_000,
          expect: { poll: { timeout: 15_000 } },
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
