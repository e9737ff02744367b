import { defineConfig, devices, type TestInfo } from '@playwright/test';
import { CHROMIUM } from './e2e/chromium.ts';
import { SHOPS_READY, WORKERS, shopFor, type ProjectName } from './e2e/shops.ts';

// Flags that keep Debian's Chromium quiet on a machine with no outside network.
const args = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

const projects: { name: ProjectName; device: (typeof devices)[string]; viewport: { width: number; height: number } }[] = [
  { name: 'desktop', device: devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
  { name: 'phone', device: devices['Pixel 7'], viewport: { width: 390, height: 844 } },
];

export default defineConfig({
  testDir: 'e2e',
  outputDir: '.cache/playwright-output',
  // Spec files side by side, each worker on a shop of its own (e2e/shops.ts); within a file, a journey at a time.
  fullyParallel: false,
  workers: WORKERS,
  retries: 0,
  // Generous: a journey checks what a shopper sees, not how fast; CI's two cores are sometimes far slower.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: '.cache/test-results/playwright.json' }]],
  use: {
    launchOptions: { executablePath: CHROMIUM, args },
    // Recording a trace costs every journey: 28 % more CPU and 18 % more wall time for the cart and
    // catalogue files (decision 29). CI keeps the failure's screenshot and error; at a desk, traces.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: projects.map(({ name, device, viewport }) => ({
    name,
    use: {
      ...device, viewport, browserName: 'chromium' as const,
      // A function here is a fixture, as in test.use(): the shop of the worker running the test.
      // eslint-disable-next-line no-empty-pattern -- Playwright passes fixtures first; the address needs only testInfo
      baseURL: (async ({}, use: (url: string) => Promise<void>, testInfo: TestInfo) => use(shopFor(testInfo.parallelIndex).url)) as unknown as string,
    },
  })),
  // Every shop of every project, started together and fresh (e2e/start-shops.ts), its output in its log.
  webServer: {
    command: 'node --import tsx e2e/start-shops.ts',
    wait: { stdout: new RegExp(SHOPS_READY) },
    timeout: 200_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
