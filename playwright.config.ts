import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3199);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Where the shop under test writes its log (read by e2e/helpers.ts for one-time codes). */
export const serverLog = '.cache/e2e-server.log';
/**
 * A second shop with online payment switched on (the built-in sandbox provider), on its own port,
 * database and log; only e2e/payments.spec.ts uses it (through its baseURL), so every other journey
 * keeps meeting online payment as the spec shows it: disabled.
 */
export const paymentsPort = Number(process.env.E2E_PAYMENTS_PORT ?? port + 20);
export const paymentsServerLog = '.cache/e2e-payments-server.log';
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
  webServer: [
    {
      // A fresh embedded database every run, seeded with the demo catalogue; images come from the shared cache.
      // The server's output goes to a file: journeys read the console SMS provider's one-time codes from it.
      command: `rm -rf .cache/e2e-data && NODE_ENV=production PORT=${port} HOST=127.0.0.1 DATA_DIR=.cache/e2e-data MEDIA_DIR=.cache/test-media LOG_LEVEL=warn RATE_LIMIT_MAX=100000 OTP_MAX_SENDS_PER_IP_PER_HOUR=1000 ADMIN_PHONES=9000000002 node --import tsx apps/api/src/server.ts > ${serverLog} 2>&1`,
      url: `http://127.0.0.1:${port}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // Online payment on, through the sandbox (a test shop: PAYMENT_SANDBOX_IN_PRODUCTION), whose return links use PUBLIC_URL.
      command: `rm -rf .cache/e2e-payments-data && NODE_ENV=production PORT=${paymentsPort} HOST=127.0.0.1 PUBLIC_URL=http://127.0.0.1:${paymentsPort} DATA_DIR=.cache/e2e-payments-data MEDIA_DIR=.cache/test-media LOG_LEVEL=warn RATE_LIMIT_MAX=100000 OTP_MAX_SENDS_PER_IP_PER_HOUR=1000 ONLINE_PAYMENTS_ENABLED=true PAYMENT_PROVIDER=sandbox PAYMENT_SANDBOX_IN_PRODUCTION=true node --import tsx apps/api/src/server.ts > ${paymentsServerLog} 2>&1`,
      url: `http://127.0.0.1:${paymentsPort}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
