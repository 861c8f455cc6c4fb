/**
 * The admin's mail (password resets) goes the way all the site's mail goes: into the outbox in
 * the same database, then out through the site's transport by the mail worker, DKIM-signed
 * and retried like every other mail (lib/mail/). Payload hands us each message; we queue it.
 */
import type { EmailAdapter, SendEmailOptions } from 'payload';
import { firm } from '../../content/firm';
import { getConfig } from '../config';
import { getDatabase } from '../db/client';
import { enqueueMail } from '../mail/outbox';
import { wakeMailWorker } from '../mail/runtime';

/** The one address a message goes to (Payload's mails to staff have one). */
function recipient(to: SendEmailOptions['to']): { address: string; name?: string } {
  const first = Array.isArray(to) ? to[0] : to;
  if (typeof first === 'string' && first.trim()) return { address: first.trim() };
  if (first && typeof first === 'object' && 'address' in first && first.address) return { address: first.address, ...(first.name ? { name: first.name } : {}) };
  throw new Error('The admin asked to send a mail without a recipient');
}

const asText = (value: SendEmailOptions['text'] | SendEmailOptions['html']): string => (typeof value === 'string' ? value : '');

export const outboxEmailAdapter: EmailAdapter = () => ({
  name: 'site-outbox',
  defaultFromAddress: firm.email,
  defaultFromName: firm.name,
  async sendEmail(message) {
    const to = recipient(message.to);
    const html = asText(message.html);
    const { db } = await getDatabase();
    const id = await enqueueMail(
      db,
      {
        kind: 'staff-account',
        to,
        subject: String(message.subject ?? `${firm.shortName} staff account`),
        // Payload writes its mails as HTML only; the text part keeps the words and the link.
        text: asText(message.text) || html.replace(/<a [^>]*href="([^"]+)"[^>]*>/g, '$1 ').replace(/<[^>]+>/g, '').trim(),
        html,
        personEmail: to.address,
      },
      getConfig().SITE_URL,
    );
    wakeMailWorker();
    return { id };
  },
});
