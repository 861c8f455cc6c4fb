import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './tests/support/chromium';

/** The built site (`npm run build`) served by `npm start` on its own port and data folder. */
const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${PORT}`;

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: chromiumPath,
    args: [...chromiumArgs],
  },
};

/**
 * Specs whose subject does not depend on the width run on the desktop project only: the
 * server's answers (headers, redirects, files, markup, links), the admin, and flows whose
 * pages are checked for their layout elsewhere. A test inside a mixed spec says the same with
 * a tag: `@desktop` (the desktop menu, or once is enough) or `@phone` (the sidebar, the
 * phone's first screen). So nothing is skipped by width, and a skip that appears stands out.
 */
const desktopOnly = [
  'admin-content.spec.ts',
  // The keyboard walk through the admin (issue 33 asks for it once); the admin's phone width is walked by admin-a11y.
  'admin-keyboard.spec.ts',
  'admin-menus.spec.ts',
  'admin-registrations.spec.ts',
  'admin-sign-in.spec.ts',
  'admin-team.spec.ts',
  'admin-trainings.spec.ts',
  'audit-html.spec.ts',
  'audit-links.spec.ts',
  'audit-seo.spec.ts',
  'back-forward-cache.spec.ts',
  'downloads.spec.ts',
  'leads.spec.ts',
  // Both widths inside the spec: the archive pages' axe runs at 1280 and 375 px on its own instance.
  'newsletters.spec.ts',
  // The admin's campaign screen at 1280 px (its test.use); its phone width is walked by admin-a11y.
  'newsletters-admin.spec.ts',
  'operations.spec.ts',
  'redirects.spec.ts',
  // Both widths inside the spec: each page's axe and sideways-scroll check runs at 1280 and 375 px.
  'registrations.spec.ts',
  'security.spec.ts',
];

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // A test that passes only on a second try is failing: no retries, and should anyone add
  // one to a test, CI still fails on a flaky result (docs/testing.md).
  retries: 0,
  failOnFlakyTests: Boolean(process.env.CI),
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  // A test's time limit catches a hang, not a slow machine: CI's runs take the same tests about
  // twice as long as a quiet 2-core machine does, and a test that took 16 s here (the tax
  // calendar's filter and its axe run, beside another worker) would pass 30 s there. A test that
  // needs more says so with test.setTimeout.
  timeout: 60_000,
  // An assertion that waits (a form's answer, a mail delivered) gets the same headroom: twice
  // the 7 s that was enough on a quiet machine.
  expect: { timeout: 15_000 },
  use: {
    baseURL,
    // A failed test keeps its trace: each action with its timing, the console and the network.
    // Not the DOM snapshots and screencast frames, which cost every test about a third of its
    // CPU (measured on revisit.spec.ts: 60 s of CPU with them, 35 s without) to help only the
    // few that fail; a failure's screenshot is taken at the moment it fails.
    trace: { mode: 'retain-on-failure', snapshots: false, screenshots: false },
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'desktop', grepInvert: /@phone/, use: { ...chromium, viewport: { width: 1280, height: 800 } } },
    {
      name: 'mobile',
      testIgnore: desktopOnly,
      grepInvert: /@desktop/,
      use: { ...chromium, viewport: { width: 375, height: 812 }, isMobile: false, hasTouch: true },
    },
  ],
  webServer: {
    command: 'node --import tsx scripts/e2e-server.ts',
    url: `${baseURL}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    // The site stops its embedded PostgreSQL server on SIGTERM; a SIGKILL would leave it running.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    env: { PORT: String(PORT), HOST: '127.0.0.1' },
  },
});
