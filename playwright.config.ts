import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3199);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Where the shop under test writes its log (read by e2e/helpers.ts for one-time codes). */
export const serverLog = '.cache/e2e-server.log';
// Flags that keep Debian's Chromium quiet on a machine with no outside network.
const args = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export default defineConfig({
  testDir: 'e2e',
  outputDir: '.cache/playwright-output',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: '.cache/test-results/playwright.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath: chromium, args },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    { name: 'phone', use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, browserName: 'chromium' } },
  ],
  webServer: {
    // A fresh embedded database every run, seeded with the demo catalogue; images come from the shared cache.
    // The server's output goes to a file: journeys read the console SMS provider's one-time codes from it.
    command: `rm -rf .cache/e2e-data && NODE_ENV=production PORT=${port} HOST=127.0.0.1 DATA_DIR=.cache/e2e-data MEDIA_DIR=.cache/test-media LOG_LEVEL=warn RATE_LIMIT_MAX=100000 OTP_MAX_SENDS_PER_IP_PER_HOUR=1000 node --import tsx apps/api/src/server.ts > ${serverLog} 2>&1`,
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
