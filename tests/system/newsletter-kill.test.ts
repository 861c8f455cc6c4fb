/**
 * A newsletter campaign to 150 subscribers, the built site killed with SIGKILL while it sends,
 * then started again on the same data (issue 32): the restarted site finishes the campaign, every
 * subscriber gets it, and none gets it twice, save the one shape no outbox can avoid (the mail the
 * dead worker had in hand, accepted by the SMTP server just before the kill and never recorded as
 * sent, goes out again with the same Message-ID; tests/system/hard-kill.test.ts). The campaign
 * ends `sent` with its counts. On the embedded database, read by the test while the site is
 * stopped.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@/lib/db/client';
import { subscribers } from '@/lib/db/schema';
import { rowsOf } from '@/lib/db/types';
import { campaignCounts, readCampaign, startSending } from '@/lib/newsletters/sending';
import { startSmtpServer, type TestSmtpServer } from '../integration/support/smtp';
import { lexicalBody } from '../integration/support/campaigns';
import { requireBuiltSite } from '../support/built-site';
import { type SiteProcess, startSite } from '../support/next-server';

const SITE_PORT = 3841;
const SMTP_PORT = 3842;
const SUBSCRIBERS = 150;
/** The kill comes once this many have arrived: mid-send, with most still to go. */
const KILL_AFTER = 40;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(what: string, check: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(100);
  }
}

let dist: string;
let smtp: TestSmtpServer;

beforeAll(async () => {
  dist = requireBuiltSite();
  smtp = await startSmtpServer({ port: SMTP_PORT });
});

afterAll(async () => {
  await smtp?.close();
});

describe('a newsletter campaign through a hard kill', () => {
  it('finishes after the restart with no subscriber missed and none mailed twice', { timeout: 300_000 }, async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'site-newsletter-kill-'));
    const env = { DATA_DIR: dataDir, SITE_URL: `http://127.0.0.1:${SITE_PORT}`, SMTP_URL: smtp.url, NEWSLETTER_RATE: '6000' };
    const emails = Array.from({ length: SUBSCRIBERS }, (_, n) => `reader${String(n).padStart(3, '0')}@example.test`);
    let site: SiteProcess | undefined;
    let campaignId = 0;
    try {
      // The first start makes the database and the admin's tables; the campaign is written with the site stopped.
      site = await startSite(dist, SITE_PORT, env);
      await site.stop();
      const setup = await openDatabase({ dataDir });
      try {
        await setup.db.insert(subscribers).values(
          emails.map((email) => ({ email, status: 'confirmed' as const, source: 'footer' as const, topics: ['insights' as const], unsubscribeToken: randomUUID(), consentedAt: new Date() })),
        );
        const [campaign] = rowsOf<{ id: number }>(
          await setup.db.execute(
            sql`insert into payload.campaigns (subject, slug, body, status) values ('Kill test', 'kill-test', ${JSON.stringify(lexicalBody('Sent through a crash.'))}::jsonb, 'draft') returning id`,
          ),
        );
        campaignId = campaign!.id;
        await setup.db.execute(sql`insert into payload.campaigns_topics ("order", parent_id, value) values (1, ${campaignId}, 'insights')`);
        expect(await startSending(setup.db, campaignId, { id: 1, email: 'admin@kilele.test' })).toBe(SUBSCRIBERS);
      } finally {
        await setup.close();
      }

      site = await startSite(dist, SITE_PORT, env);
      await waitFor(`${KILL_AFTER} mails`, () => smtp.received.length >= KILL_AFTER, 120_000);
      site.process.kill('SIGKILL');
      const killedAt = Date.now();
      await site.stop('SIGKILL');
      const beforeRestart = smtp.received.length;

      const restartedAt = Date.now();
      site = await startSite(dist, SITE_PORT, env);
      const arrivedAddresses = () => new Set(smtp.received.flatMap((mail) => mail.to));
      await waitFor('every subscriber', () => arrivedAddresses().size >= SUBSCRIBERS, 180_000);
      // The campaign's archive page answers once it is sent: no recipient waiting and no mail
      // undelivered, so no copy is still due to go, and any second copy has arrived by then.
      const archived = `http://127.0.0.1:${SITE_PORT}/insights/newsletters/kill-test`;
      const deadline = Date.now() + 60_000;
      while ((await fetch(archived).then((response) => response.status, () => 0)) !== 200) {
        if (Date.now() > deadline) throw new Error('the campaign was not sent (its archive page did not answer) within 60 s of the last subscriber’s mail');
        await sleep(250);
      }
      await site.stop();

      const arrivals = new Map<string, number[]>();
      for (const mail of smtp.received) arrivals.set(mail.messageId, [...(arrivals.get(mail.messageId) ?? []), mail.receivedAt]);
      const twice = [...arrivals].filter(([, times]) => times.length > 1);
      const inHandAtKill = ([, times]: [string, number[]]) => times.length === 2 && times[0]! <= killedAt && times[1]! >= restartedAt;
      const perAddress = new Map<string, number>();
      for (const mail of smtp.received) for (const to of mail.to) perAddress.set(to, (perAddress.get(to) ?? 0) + 1);
      console.log(
        `newsletter kill: ${SUBSCRIBERS} subscribers; ${beforeRestart} mails arrived before the kill; ${smtp.received.length} arrived in all, ` +
          `${arrivals.size} distinct Message-IDs to ${perAddress.size} addresses; ${twice.length} sent again after the restart (in hand at the kill)`,
      );
      expect([...perAddress.keys()].sort()).toEqual(emails);
      expect(twice.filter((entry) => !inHandAtKill(entry)), 'mailed twice, other than the mail in hand at the kill').toEqual([]);
      expect(twice.length).toBeLessThanOrEqual(1);
      expect(arrivals.size).toBe(SUBSCRIBERS);

      const after = await openDatabase({ dataDir });
      try {
        expect((await readCampaign(after.db, campaignId))?.status).toBe('sent');
        expect(await campaignCounts(after.db, campaignId)).toEqual({ recipients: SUBSCRIBERS, sent: SUBSCRIBERS, toSend: 0, failed: 0, cancelled: 0, unsubscribedSince: 0, finished: true });
      } finally {
        await after.close();
      }
    } finally {
      await site?.stop('SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
