/**
 * Mail about staff accounts (password-reset links) is a way into the admin, so no copy of it
 * outlives its use. The outbox keeps its text only until it is delivered (the worker blanks it
 * as it records the delivery), and the mail itself, row and `.eml` file alike, for
 * {@link STAFF_MAIL_KEPT_MINUTES} minutes: as long as its link works. The site's server sweeps
 * every minute (lib/server/background-jobs.ts).
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import { mailOutbox } from '../db/schema';
import type { Db } from '../db/types';
import { removeMailFiles } from './transport';

export const STAFF_MAIL_KIND = 'staff-account';

/** How long a reset link works (lib/cms/collections/Users/index.ts), and how long its mail is kept. */
export const STAFF_MAIL_KEPT_MINUTES = 30;

/**
 * Deletes staff-account mail queued more than {@link STAFF_MAIL_KEPT_MINUTES} minutes ago,
 * delivered or not (its link no longer works), with its `.eml` file when mail goes to files.
 * Returns how many mails went.
 */
export async function forgetStaffMail(db: Db, mailDirectory: string | undefined, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - STAFF_MAIL_KEPT_MINUTES * 60_000);
  const gone = await db
    .delete(mailOutbox)
    .where(and(eq(mailOutbox.kind, STAFF_MAIL_KIND), lt(mailOutbox.createdAt, cutoff)))
    .returning({ id: mailOutbox.id });
  if (mailDirectory && gone.length > 0) await removeMailFiles(mailDirectory, new Set(gone.map((row) => row.id)));
  return gone.length;
}

/** What the outbox keeps of a mail's text once delivered: a staff-account mail's is blanked. */
export const textKeptAfterDelivery = {
  textBody: sql`case when ${mailOutbox.kind} = ${STAFF_MAIL_KIND} then '' else ${mailOutbox.textBody} end`,
  htmlBody: sql`case when ${mailOutbox.kind} = ${STAFF_MAIL_KIND} then '' else ${mailOutbox.htmlBody} end`,
};
