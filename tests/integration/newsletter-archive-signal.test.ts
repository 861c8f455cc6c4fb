/**
 * A campaign the sending marks sent (in SQL, where Payload's hooks do not run) is announced to
 * every instance as a content change naming the archive's pages, when the transaction that marked
 * it commits, and once (the feed's `announceSent`, as lib/newsletters/runtime.ts makes it); from
 * then on the archive reads it. On the embedded PostgreSQL server with the admin's tables,
 * through the outbox to a real SMTP server.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscribers } from '../../lib/db/schema';
import { createSmtpTransport } from '../../lib/mail/transport';
import { OutboxWorker } from '../../lib/mail/worker';
import { archivedNewsletter } from '../../lib/newsletters/archive';
import { sentAnnouncer } from '../../lib/newsletters/runtime';
import { feedNewsletters, readCampaign, startSending } from '../../lib/newsletters/sending';
import { listenForChanges, type SiteChange } from '../../lib/server/change-signal';
import { draftCampaign } from './support/campaigns';
import { cmsOnFreshDatabase } from './support/cms';
import { startSmtpServer, type TestSmtpServer } from './support/smtp';

const SITE = 'http://localhost:3000';

describe('a campaign the sending marks sent', () => {
  const cms = cmsOnFreshDatabase();
  let smtp: TestSmtpServer;

  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await smtp.close();
  });

  it('is announced once, at the commit, with its archive pages, and the archive reads it from then on', async () => {
    const { handle } = cms.database;
    const db = handle.db;
    await db.insert(subscribers).values({
      email: 'amina@example.test',
      status: 'confirmed',
      source: 'footer',
      topics: ['insights'],
      unsubscribeToken: randomUUID(),
      consentedAt: new Date(),
    });
    const id = await draftCampaign(cms.payload, 'Budget 2026 in brief', ['insights'], 'The Budget raises the turnover tax threshold.');
    const heard: SiteChange[] = [];
    const unlisten = await listenForChanges(handle, (change) => heard.push(change));
    try {
      await startSending(db, id, { id: 1, email: 'admin@kilele.test' });
      // The running site's own announcer (lib/newsletters/runtime.ts).
      const options = { siteUrl: SITE, rate: 100, perPass: 100, announceSent: sentAnnouncer(handle) };
      const worker = new OutboxWorker({ db, transport: createSmtpTransport(smtp.url), log: () => undefined });
      // Queued, not yet delivered: not sent, nothing announced.
      await feedNewsletters(db, options);
      expect((await readCampaign(db, id))?.status).toBe('sending');
      await worker.runRound();
      await feedNewsletters(db, options);
      expect((await readCampaign(db, id))?.status).toBe('sent');
      // A later pass finds nothing more to finish: no second announcement.
      await feedNewsletters(db, options);
      await expect.poll(() => heard.length).toBe(1);
      expect(heard).toEqual([
        {
          kind: 'content',
          plan: { everything: false, paths: ['/insights/newsletters', '/insights/newsletters/budget-2026-in-brief', '/insights/newsletters/feed.xml'] },
        },
      ]);
    } finally {
      await unlisten();
    }
    const { docs } = await cms.payload.find({ collection: 'campaigns', where: { id: { equals: id } }, depth: 1, overrideAccess: false });
    expect(docs.map((doc) => archivedNewsletter(doc, SITE)?.subject)).toEqual(['Budget 2026 in brief']);
  });
});
