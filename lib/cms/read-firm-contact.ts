/**
 * The firm's contact details for what the site sends rather than renders: its mails (their
 * footer, "please call us on …", where notifications go when NOTIFY_TO is not set), the
 * calendar files and the forms' messages. Read when used, through the admin this process has
 * open, and kept as the pages' reads keep theirs (lib/cms/last-good.ts): with the database
 * unreachable, or not answering within {@link FIRM_CONTACT_READ_TIMEOUT_MS}, the last good copy
 * stands in, or else the seed, so a submission is never refused and a mail never held back for
 * want of them.
 *
 * This module loads neither Next nor Payload: inside Next's bundle the caller hands it the
 * admin (lib/cms/read-firm.ts); the server's own jobs hand it the admin Next's bundle made
 * ready at the start ({@link openedAdmin}).
 */
import type { StoredDoc } from './content-registry';
import { FIRM_CONTACT_SLUG, type FirmContact, firmContactFromDoc, firmContactSeed } from './globals/firm-contact-doc';
import { withLastGood } from './last-good';
import { cmsState, type GlobalReader } from './state';

/** How long a read may take before the last good copy stands in: a mail is queued while a visitor waits. */
export const FIRM_CONTACT_READ_TIMEOUT_MS = 3_000;

function withinTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`No answer within ${FIRM_CONTACT_READ_TIMEOUT_MS} ms`)), FIRM_CONTACT_READ_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** The published contact details, read now through `admin`; never fails (see above). */
export async function readFirmContact(admin: () => Promise<GlobalReader>): Promise<FirmContact> {
  return withLastGood(
    `global:${FIRM_CONTACT_SLUG}`,
    false,
    async () => {
      const doc = await withinTimeout(admin().then((payload) => payload.findGlobal({ slug: FIRM_CONTACT_SLUG, depth: 0, overrideAccess: true })));
      return firmContactFromDoc(doc as StoredDoc);
    },
    firmContactSeed,
  );
}

/** The admin this process made ready (lib/cms/runtime.ts), for code outside Next's bundle; fails if there is none. */
export async function openedAdmin(): Promise<GlobalReader> {
  const ready = cmsState().ready;
  if (!ready) throw new Error('The staff admin is not ready in this process');
  return ready;
}
