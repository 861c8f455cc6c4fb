/**
 * The staff admin (Payload) on a test database, as the site runs it: getCms() with its
 * migrations and first-start seed, uploads under the test's DATA_DIR. Regeneration plans are
 * recorded instead of sent to a server.
 */
import type { Payload } from 'payload';
import { vi } from 'vitest';
import { adoptDatabase } from '../../../lib/db/client';
import { setContentRegenerator, type ContentRegenerationPlan } from '../../../lib/cms/regeneration';
import { closeCms } from '../../../lib/cms/state';
import { forgetProcessWideValues } from '../../../lib/process-wide';
import type { TestDatabase } from './databases';

export type TestCms = {
  payload: Payload;
  /** The regeneration plans the content hooks asked for, in order. */
  plans: ContentRegenerationPlan[];
  close: () => Promise<void>;
};

/** Opens the admin on `database` (a test database, or a DATA_DIR's own opened with openDatabase). */
export async function openTestCms(database: Pick<TestDatabase, 'handle' | 'dataDir'>): Promise<TestCms> {
  vi.stubEnv('DATA_DIR', database.dataDir);
  vi.stubEnv('DATABASE_URL', '');
  vi.stubEnv('SITE_URL', 'http://localhost:3000');
  vi.stubEnv('PAYLOAD_SECRET', 'a-test-secret-of-at-least-thirty-two-characters');
  adoptDatabase(database.handle);
  const plans: ContentRegenerationPlan[] = [];
  setContentRegenerator(async (plan) => void plans.push(plan));
  const { getCms } = await import('../../../lib/cms/runtime');
  const payload = await getCms();
  return {
    payload,
    plans,
    close: async () => {
      // Ends Payload's pool too; the connection Payload holds for good ends with the test's database.
      await closeCms();
      // Payload keeps its instance for the process (getPayload's cache): forgotten, so that a
      // later openTestCms in the same file (another database) gets an instance of its own.
      (globalThis as { _payload?: Map<string, unknown> })._payload?.delete('default');
      setContentRegenerator(undefined);
      forgetProcessWideValues();
      vi.unstubAllEnvs();
    },
  };
}

/** Waits (up to 10 s) until `check` holds: the hooks regenerate once the change is committed. */
export async function eventually(check: () => boolean | Promise<boolean>): Promise<void> {
  for (let waited = 0; waited < 10_000; waited += 25) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('The condition did not hold within 10 s');
}
