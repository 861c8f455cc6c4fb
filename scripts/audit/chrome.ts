/**
 * Debian's Chromium, headless, with a DevTools port for Lighthouse (and Playwright) to drive.
 * Started through chrome-launcher (Lighthouse's own launcher, installed with it), so it runs
 * with the flags Lighthouse is calibrated for (no renderer backgrounding, no timer throttling,
 * no background services) plus those every browser run here uses (`tests/support/chromium.ts`);
 * nothing is looked up or downloaded.
 */
import { launch } from 'chrome-launcher';
import { chromiumArgs, chromiumPath } from '../../tests/support/chromium';


export type Chrome = { port: number; close: () => Promise<void> };

/** Starts Chromium with its DevTools endpoint on `port`; resolves once it listens. */
export async function launchChrome(port: number): Promise<Chrome> {
  const chrome = await launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumArgs],
    port,
    logLevel: 'error',
    // The audit stops Chromium itself, also when it fails.
    handleSIGINT: false,
  });
  return { port: chrome.port, close: async () => chrome.kill() };
}
