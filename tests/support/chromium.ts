/**
 * Debian's Chromium as every browser run here starts it: the end-to-end tests
 * (`playwright.config.ts`), the quality audit and `npm run measure:js`. Nothing downloads a
 * browser; `CHROMIUM_PATH` points at another build.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** No sandbox (root in CI), no GPU, and no background traffic to skew what is measured. */
export const chromiumArgs: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
