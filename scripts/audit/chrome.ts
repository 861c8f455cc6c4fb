/**
 * Debian's Chromium, headless, with a DevTools port for Lighthouse (and Playwright) to drive.
 * Started through chrome-launcher (Lighthouse's own launcher, installed with it), so it runs
 * with the flags Lighthouse is calibrated for (no renderer backgrounding, no timer throttling,
 * no background services) plus those of playwright.config.ts; nothing is looked up or downloaded.
 */
import { launch } from 'chrome-launcher';

/** The flags of playwright.config.ts: no sandbox (root in CI), no GPU, no background traffic. */
const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export type Chrome = { port: number; close: () => Promise<void> };

/** Starts Chromium with its DevTools endpoint on `port`; resolves once it listens. */
export async function launchChrome(port: number): Promise<Chrome> {
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROMIUM_FLAGS,
    port,
    logLevel: 'error',
    // The audit stops Chromium itself, also when it fails.
    handleSIGINT: false,
  });
  return { port: chrome.port, close: async () => chrome.kill() };
}
