/**
 * What the site last read of each of the admin's collections and globals in this process. With
 * the database unreachable a page is still rendered, and a mail still queued, as before the
 * admin: from the last good copy, or, before any, from the seed (content/*.ts), instead of
 * failing (tests/system/postgres-outage.test.ts). Drafts are never served so. This module loads
 * neither Next nor Payload, so the server's own jobs can use it too.
 */
import { log } from '../log';
import { processWide } from '../process-wide';

const lastGood = () => processWide('cms.last-good-reads', () => new Map<string, unknown>());

/** `read()`, kept as the last good copy under `key`; if it fails, that copy, or else `seed()`. */
export async function withLastGood<T>(key: string, draft: boolean, read: () => Promise<T>, seed: () => T): Promise<T> {
  if (draft) return read();
  try {
    const value = await read();
    lastGood().set(key, value);
    return value;
  } catch (error) {
    if (!lastGood().has(key)) log.warn('[admin] the content could not be read; the bundled content stands in until it can', { key, error: String(error) });
    return (lastGood().get(key) as T | undefined) ?? seed();
  }
}
