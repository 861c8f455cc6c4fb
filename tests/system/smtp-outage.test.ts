/**
 * The built site through an SMTP outage (docs/quality.md, reliability; README, "When SMTP is
 * down"): visitors keep posting contact messages and bookings while the mail server goes
 * away and comes back on the same port. Every post must be answered 200 and stored, and
 * once the server is back every mail must arrive exactly once, with the worker's
 * production timings (it retries after 5 s, then 10 s, so an 8 s outage costs ~15 s).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpServer, type TestSmtpServer } from '../integration/support/smtp';
import { requireBuiltSite } from '../support/built-site';
import { answeredOk, type FormKind, formPost, type PostOutcome, sendFormPost } from '../support/form-posts';
import { type SiteProcess, startSite } from '../support/next-server';
import { lostSubmissions, missingMail, readStoredFrom, undelivered } from '../support/stored-submissions';

const SITE_PORT = 3201;
const SMTP_PORT = 3211;
const NOTIFY_TO = 'inbox@kilele.example';
/** One post every quarter second: a steady trickle, like visitors, not a load test. */
const POST_EVERY_MS = 250;

let dataDir: string;
let smtp: TestSmtpServer;
let site: SiteProcess | undefined;

beforeAll(async () => {
  const dist = requireBuiltSite();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'site-smtp-outage-'));
  smtp = await startSmtpServer({ port: SMTP_PORT });
  site = await startSite(dist, SITE_PORT, {
    DATA_DIR: dataDir,
    SITE_URL: `http://127.0.0.1:${SITE_PORT}`,
    SMTP_URL: smtp.url,
    NOTIFY_TO,
    FORM_RATE_LIMIT: '10000',
  });
});

afterAll(async () => {
  await site?.stop();
  await smtp?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let sequence = 0;

/** Posts a contact message or a booking, alternately, every POST_EVERY_MS for `ms`. */
async function postSteadily(siteUrl: string, ms: number, label: string): Promise<PostOutcome[]> {
  const outcomes: PostOutcome[] = [];
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const started = Date.now();
    sequence += 1;
    const kind: FormKind = sequence % 2 === 0 ? 'contact' : 'booking';
    outcomes.push(await sendFormPost(siteUrl, formPost(kind, `outage-${label}-${sequence}@example.com`)));
    await sleep(Math.max(0, POST_EVERY_MS - (Date.now() - started)));
  }
  return outcomes;
}

/** Waits until `check` passes, polling every 250 ms, or fails after `timeoutMs` with `what`. */
async function waitFor(what: string, check: () => boolean | Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(250);
  }
}

/** How often each Message-ID arrived; more than once is a double send. */
function deliveriesById(server: TestSmtpServer): Map<string, number> {
  const counts = new Map<string, number>();
  for (const mail of server.received) counts.set(mail.messageId, (counts.get(mail.messageId) ?? 0) + 1);
  return counts;
}

/**
 * Per visitor: the receipt goes to them and the firm's notification names them in its
 * Reply-To; each must have arrived exactly once.
 */
function mailCountsFor(server: TestSmtpServer, email: string) {
  const replyTo = new RegExp(`^Reply-To:.*<?${email.replace(/[.+]/g, '\\$&')}>?$`, 'im');
  return {
    receipts: server.received.filter((mail) => mail.to.includes(email)).length,
    notifications: server.received.filter((mail) => mail.to.includes(NOTIFY_TO) && replyTo.test(mail.headers)).length,
  };
}

describe('an SMTP outage while visitors submit', () => {
  it('answers and stores every post, then delivers every mail exactly once', { timeout: 90_000 }, async () => {
    const running = site!;
    const before = await postSteadily(running.url, 3_000, 'before');
    await waitFor('the mail sent before the outage', () => smtp.received.length === before.length * 2, 10_000);

    await smtp.stop();
    const outageStarted = Date.now();
    const during = await postSteadily(running.url, 8_000, 'during');
    await smtp.start();
    const outageEnded = Date.now();
    const after = await postSteadily(running.url, 3_000, 'after');

    const outcomes = [...before, ...during, ...after];
    expect(outcomes.filter((outcome) => !answeredOk(outcome)), 'posts not answered 200').toEqual([]);
    // The worker did meet the outage: it logged a failed attempt while the server was down.
    expect(running.output()).toMatch(/attempt \d+ failed \(transport down\)/);

    await waitFor('every mail after the outage', () => smtp.received.length >= outcomes.length * 2, 45_000);
    console.log(
      `smtp outage: ${outcomes.length} posts (${during.length} during the ${((outageEnded - outageStarted) / 1000).toFixed(1)} s outage), ` +
        `${smtp.received.length} mails; the last arrived ${((Math.max(...smtp.received.map((mail) => mail.receivedAt)) - outageEnded) / 1000).toFixed(1)} s after the server came back`,
    );
    type Health = { database: { outbox?: { undelivered: number } }; mail: { rounds: number | null } };
    const health = async () => (await (await fetch(`${running.url}/healthz`)).json()) as Health;
    const settled = await health();
    expect(settled.database.outbox?.undelivered).toBe(0);
    // Two more rounds of the worker, each of which would have sent any copy still due; then the
    // stop, after the mail in hand, so nothing it sent can arrive later.
    await waitFor('two more rounds of the outbox worker', async () => (await health()).mail.rounds! >= settled.mail.rounds! + 2, 30_000);
    expect(await running.stop()).not.toBeNull();
    expect(running.output()).toContain('[mail] stopped delivering the outbox');

    const twice = [...deliveriesById(smtp)].filter(([, count]) => count > 1);
    expect(twice, 'mails delivered more than once').toEqual([]);
    for (const { post } of outcomes) {
      expect(mailCountsFor(smtp, post.email), post.email).toEqual({ receipts: 1, notifications: 1 });
    }

    const stored = await readStoredFrom({ dataDir });
    expect(lostSubmissions(outcomes, stored), 'answered 200 but not stored').toEqual([]);
    expect(missingMail(outcomes, stored), 'stored without its mail').toEqual([]);
    expect(undelivered(stored), 'still in the outbox').toEqual([]);
    // What the outbox marked as sent is exactly what the SMTP server received.
    expect(stored.outbox.map((row) => row.messageId).sort()).toEqual(smtp.received.map((mail) => mail.messageId).sort());
  });
});
