/**
 * The end-to-end specs that start an instance of their own (tests/e2e/admin-instance.ts) each
 * add their own offset to E2E_PORT. Two specs on one offset collide only when the two workers
 * happen to run them at once: the second would wait for an answer, get the first's, and test
 * the wrong site. So the offsets are checked here, where a clash fails every run.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const e2e = path.resolve(import.meta.dirname, '../e2e');

/** Every port offset a spec's `ownInstance({ portOffset: … })` names: a number, or one per project. */
function offsetsOf(source: string): number[] {
  const match = /portOffset:\s*(\d+|\{[^}]*\})/.exec(source);
  if (!match) return [];
  return [...match[1]!.matchAll(/\d+/g)].map((found) => Number(found[0]));
}

describe('the end-to-end specs’ own instances', () => {
  it('each listen on ports no other spec uses', () => {
    const owners = new Map<number, string[]>();
    for (const file of readdirSync(e2e).filter((name) => name.endsWith('.spec.ts'))) {
      for (const offset of offsetsOf(readFileSync(path.join(e2e, file), 'utf8'))) owners.set(offset, [...(owners.get(offset) ?? []), file]);
    }
    expect(owners.size, 'the specs with an instance of their own').toBeGreaterThanOrEqual(8);
    const shared = [...owners].filter(([, files]) => files.length > 1).map(([offset, files]) => `E2E_PORT + ${offset}: ${files.join(', ')}`);
    expect(shared).toEqual([]);
  });
});
