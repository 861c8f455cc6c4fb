/**
 * How the tests and benchmarks start the server: with `npm start`'s own command, read from
 * package.json, so they run the compiled server with the heap bounds production runs with.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseStartScript, startCommand } from '../support/next-server';

describe("npm start's command, as the tests run it", () => {
  it('reads the environment, the Node options and the compiled server of the build folder', () => {
    const start = parseStartScript('NODE_ENV=production node --max-old-space-size=192 --max-semi-space-size=8 ${NEXT_DIST_DIR:-.next}/server.mjs', '.next-test');
    expect(start).toEqual({
      env: { NODE_ENV: 'production' },
      nodeOptions: ['--max-old-space-size=192', '--max-semi-space-size=8'],
      entry: path.resolve('.next-test/server.mjs'),
    });
  });

  it('resolves the file against the checkout it belongs to', () => {
    expect(parseStartScript('node server.mjs', '.next', '/srv/site').entry).toBe('/srv/site/server.mjs');
  });

  it.each([
    ['next start', 'must run `node`'],
    ['npm run serve', 'must run `node`'],
    ['NODE_ENV=production node --import tsx server.ts', 'must end with the one file Node runs'],
    ['node --max-old-space-size=192', 'must end with the one file Node runs'],
    ['', 'must run `node`'],
  ])('refuses a start script it cannot follow: %s', (script, message) => {
    expect(() => parseStartScript(script, '.next')).toThrow(message);
  });

  it("is package.json's: production mode, a bounded heap, the build's compiled server", () => {
    const start = startCommand('.next');
    expect(start.env.NODE_ENV).toBe('production');
    expect(start.nodeOptions.some((option) => /^--max-old-space-size=\d+$/.test(option))).toBe(true);
    expect(start.entry).toBe(path.resolve('.next/server.mjs'));
  });
});
