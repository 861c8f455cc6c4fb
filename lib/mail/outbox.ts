/** Queuing mail in the database, in the caller's transaction, and reading what is still queued. */
import { randomUUID } from 'node:crypto';
import { and, asc, desc, isNotNull, isNull } from 'drizzle-orm';
import { mailOutbox, type OutboxMail } from '../db/schema';
import type { Db } from '../db/types';
import { headerSafe } from './escape';
import type { MailDraft } from './templates';

/** A file name safe in a MIME header and on any disk: no path, no control characters. */
function attachmentName(name: string): string {
  const flat = headerSafe(name, 100).replace(/[\\/:*?"<>|]+/g, '-');
  return flat || 'attachment';
}

/**
 * Queues a mail. Pass the transaction that stores the submission, so the mail exists if
 * and only if the submission does.
 */
export async function enqueueMail(tx: Db, draft: MailDraft, siteUrl: string): Promise<string> {
  const id = randomUUID();
  const [row] = await tx
    .insert(mailOutbox)
    .values({
      id,
      kind: draft.kind,
      toAddress: draft.to.address,
      toName: draft.to.name ?? null,
      replyToAddress: draft.replyTo?.address ?? null,
      replyToName: draft.replyTo?.name ?? null,
      subject: headerSafe(draft.subject),
      textBody: draft.text,
      htmlBody: draft.html,
      headers: Object.fromEntries(
        Object.entries(draft.headers ?? {}).map(([name, value]) => [name, headerSafe(value, 900)]),
      ),
      // In the mail's own row: queued with it in the caller's transaction, so never without it.
      attachments: (draft.attachments ?? []).map((file) => ({
        filename: attachmentName(file.filename),
        contentType: headerSafe(file.contentType, 100),
        contentBase64: Buffer.from(file.content).toString('base64'),
      })),
      messageId: `<${id}@${new URL(siteUrl).hostname}>`,
      personEmail: draft.personEmail.toLowerCase(),
    })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error(`The outbox did not accept the ${draft.kind} mail`);
  return row.id;
}

/** Mail not yet delivered and still being tried, oldest first. */
export function listUndelivered(db: Db): Promise<OutboxMail[]> {
  return db
    .select()
    .from(mailOutbox)
    .where(and(isNull(mailOutbox.sentAt), isNull(mailOutbox.deadAt)))
    .orderBy(asc(mailOutbox.createdAt));
}

/** Mail the outbox gave up on (refused for good, or undelivered for days), most recent first. */
export function listDead(db: Db): Promise<OutboxMail[]> {
  return db.select().from(mailOutbox).where(isNotNull(mailOutbox.deadAt)).orderBy(desc(mailOutbox.deadAt));
}
