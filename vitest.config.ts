import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// One run, several projects: build-time code and content checks in Node,
// the app's components in happy-dom, the edge functions in workerd.
export default defineConfig({
  test: {
    // One worker a core: Vitest's default leaves one core idle, which on a 2-core machine is half of it.
    maxWorkers: '100%',
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'tests/build-content/**/*.test.ts',
            'tests/content/**/*.test.ts',
            'tests/search/**/*.test.ts',
            'tests/assistant/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          testTimeout: 60_000,
          // Builds content/ once into .cache/content-test-bundle for tests/content.
          globalSetup: ['tests/content/global-setup.ts'],
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'dom',
          environment: 'happy-dom',
          include: ['src/**/*.test.{ts,tsx}', 'config/**/*.test.ts'],
          setupFiles: ['src/test/setup.ts'],
          // Room for the setup's longer waits for lazily loaded parts (src/test/setup.ts).
          testTimeout: 15_000,
        },
      },
      './tests/functions/vitest.config.ts',
    ],
  },
});
