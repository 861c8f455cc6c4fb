/**
 * Password-reset mail leaves no copy behind (docs/admin.md, "Trust boundary"): delivered over a
 * real SMTP server, the outbox keeps none of its text, and half an hour after it was queued
 * (as long as its link works) the mail is gone from the outbox and from DATA_DIR/mail, sent or
 * not. Other mail keeps its text for the retention period, as before.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { mailOutbox } from '../../lib/db/schema';
import { enqueueMail } from '../../lib/mail/outbox';
import { forgetStaffMail } from '../../lib/mail/staff-mail';
import { createFileTransport, createSmtpTransport, type MailTransport } from '../../lib/mail/transport';
import { OutboxWorker } from '../../lib/mail/worker';
import type { MailDraft } from '../../lib/mail/templates';
import { databaseKinds, useFormsDatabase } from './support/databases';
import { eventually } from './support/rows';
import { startSmtpServer, type TestSmtpServer } from './support/smtp';

const SITE = 'http://localhost:3000';
const RESET_LINK = `${SITE}/admin/reset/0123456789abcdef0123456789abcdef01234567`;

const resetMail = (to: string): MailDraft => ({
  kind: 'staff-account',
  to: { address: to },
  subject: 'Reset your password',
  text: `Choose a new password: ${RESET_LINK}`,
  html: `<p><a href="${RESET_LINK}">Choose a new password</a></p>`,
  personEmail: to,
});

const receipt = (to: string): MailDraft => ({
  kind: 'contact-acknowledgement',
  to: { address: to },
  subject: 'We received your message',
  text: 'Thank you for writing to us.',
  html: '<p>Thank you for writing to us.</p>',
  personEmail: to,
});

describe.each(databaseKinds)('staff-account mail on the %s', (_label, create) => {
  const database = useFormsDatabase(create);
  let smtp: TestSmtpServer;
  let mailDir: string;
  const running: { worker: OutboxWorker; transport: MailTransport }[] = [];
  const db = () => database().handle.db;

  function startWorker(transport: MailTransport) {
    const worker = new OutboxWorker({ db: db(), transport, pollIntervalMs: 50, log: () => undefined });
    running.push({ worker, transport });
    worker.start();
    return worker;
  }

  const rows = () => db().select().from(mailOutbox);

  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await smtp.close();
  });
  beforeEach(async () => {
    smtp.received.length = 0;
    mailDir = await mkdtemp(path.join(os.tmpdir(), 'staff-mail-'));
  });
  afterEach(async () => {
    for (const { worker, transport } of running.splice(0)) {
      await worker.stop();
      transport.close();
    }
    await rm(mailDir, { recursive: true, force: true });
  });

  it('keeps none of a reset mail\'s text once the SMTP server has it, and all of a receipt\'s', async () => {
    await enqueueMail(db(), resetMail('ann@kilele.example'), SITE);
    await enqueueMail(db(), receipt('visitor@example.com'), SITE);
    startWorker(createSmtpTransport(smtp.url));
    await eventually(() => smtp.received.length === 2);
    expect(smtp.received.find((mail) => mail.to.includes('ann@kilele.example'))?.raw).toContain('/admin/reset/0123456789abcdef');
    await eventually(async () => (await rows()).every((row) => row.sentAt !== null));
    const [reset] = await db().select().from(mailOutbox).where(eq(mailOutbox.kind, 'staff-account'));
    expect(reset).toMatchObject({ textBody: '', htmlBody: '', toAddress: 'ann@kilele.example' });
    const [kept] = await db().select().from(mailOutbox).where(eq(mailOutbox.kind, 'contact-acknowledgement'));
    expect(kept).toMatchObject({ textBody: 'Thank you for writing to us.', htmlBody: '<p>Thank you for writing to us.</p>' });
  });

  it('deletes reset mail, row and .eml file, half an hour after it was queued, delivered or not', async () => {
    await enqueueMail(db(), resetMail('delivered@kilele.example'), SITE);
    await enqueueMail(db(), receipt('visitor@example.com'), SITE);
    const worker = startWorker(createFileTransport(mailDir));
    await eventually(async () => (await readdir(mailDir).catch(() => [])).length === 2);
    await worker.stop();
    // One more reset mail that never went out (the transport down all along).
    await enqueueMail(db(), resetMail('undelivered@kilele.example'), SITE);
    // All three were queued 31 minutes ago.
    await db().update(mailOutbox).set({ createdAt: sql`now() - interval '31 minutes'` });

    // Within the half hour nothing goes.
    expect(await forgetStaffMail(db(), mailDir, new Date(Date.now() - 2 * 60_000))).toBe(0);
    expect(await rows()).toHaveLength(3);

    expect(await forgetStaffMail(db(), mailDir)).toBe(2);
    const left = await rows();
    expect(left.map((row) => row.kind)).toEqual(['contact-acknowledgement']);
    const files = await readdir(mailDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toContain(left[0]!.id);
  });
});
