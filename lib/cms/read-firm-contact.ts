/**
 * The firm's contact details for what the site sends rather than renders: its mails (their
 * footer, "please call us on …", where notifications go when NOTIFY_TO is not set), the
 * calendar files and the forms' messages. Read through the admin this process has open, and
 * kept as the pages' reads keep theirs (lib/cms/last-good.ts): with the database unreachable, or
 * not answering within {@link FIRM_CONTACT_READ_TIMEOUT_MS}, the last good copy stands in (this
 * process's, or the one kept in DATA_DIR by an earlier one), or on an installation that has
 * never read them the seed, so a submission is never refused and a mail never held back for
 * want of them, and a changed phone never reverts to the seed's.
 *
 * A read is kept as the pages' are (lib/cms/kept-reads.ts), so a crowd's submissions do not
 * each ask the admin; any content change, here or on another instance, forgets it, so a change
 * reaches the next mail as it reaches the pages.
 *
 * This module loads neither Next nor Payload: inside Next's bundle the caller hands it the
 * admin (lib/cms/read-content.ts); the server's own jobs hand it the admin Next's bundle made
 * ready at the start ({@link openedAdmin}).
 */
import type { FirmContact as StoredFirmContact } from './payload-types';
import { FIRM_CONTACT_SLUG, type FirmContact, firmContactFromDoc, firmContactSeed } from './globals/ContactDetails/reshape';
import { keptRead } from './kept-reads';
import { withLastGood } from './last-good';
import { cmsState, type DocumentReader, type GlobalReader } from './state';

/** How long a read may take before the last good copy stands in: a mail is queued while a visitor waits. */
export const FIRM_CONTACT_READ_TIMEOUT_MS = 3_000;

function withinTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`No answer within ${FIRM_CONTACT_READ_TIMEOUT_MS} ms`)), FIRM_CONTACT_READ_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** The published contact details, read through `admin` or kept from an earlier read (lib/cms/kept-reads.ts); never fails (see above). */
export function readFirmContact(admin: () => Promise<GlobalReader>): Promise<FirmContact> {
  return keptRead(`mail:global:${FIRM_CONTACT_SLUG}`, (answered) =>
    withLastGood(
      `global:${FIRM_CONTACT_SLUG}`,
      false,
      async () => {
        const doc = await withinTimeout(admin().then((payload) => payload.findGlobal({ slug: FIRM_CONTACT_SLUG, depth: 0, overrideAccess: true })));
        answered();
        return firmContactFromDoc(doc as StoredFirmContact);
      },
      firmContactSeed,
    ),
  );
}

/** The admin this process made ready (lib/cms/runtime.ts), for code outside Next's bundle; fails if there is none. */
export async function openedAdmin(): Promise<GlobalReader & DocumentReader> {
  const ready = cmsState().ready;
  if (!ready) throw new Error('The staff admin is not ready in this process');
  return ready;
}
