import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from './support/chromium.mjs';
import { BASE_URL_ENV } from './support/env.ts';

// Global setup starts the built server and publishes its address in BASE_URL_ENV. Workers load this file
// after setup has run, so they read the real address here; the main process never uses baseURL itself.
// Two server processes on one PostgreSQL database and one Redis: only where both are given (CI gives both).
const scaleOut = Boolean(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL);

export default defineConfig({
  testDir: 'specs',
  testIgnore: scaleOut ? [] : ['scale-out.spec.ts'],
  globalSetup: './support/global-setup.ts',
  // Two cores: the server, the browser and the runner already share them.
  workers: 1,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: 'list',
  outputDir: 'test-results',
  use: {
    baseURL: process.env[BASE_URL_ENV],
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        // The system browser, never a downloaded one.
        launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
      },
    },
  ],
});
