/**
 * `npm run submissions` in a child process on the embedded database: while the site runs its
 * server (the command connects like any client) and while the site is stopped (the command
 * starts the server for itself). And the data directory's lock: a second supervisor is
 * refused with a clear message, a killed one is taken over, with the server it left running.
 */
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../lib/db/client';
import { DataDirLockedError } from '../../lib/db/data-dir-lock';
import { countByEmail } from '../../lib/forms/records';
import { processSubmission } from '../../lib/forms/submission';
import { isPostgresProcess, readPostmasterPid } from '../../lib/db/embedded-connection';
import type { DatabaseHandle } from '../../lib/db/types';
import { testDeps } from './support/deps';
import { runScript, startHolder } from './support/processes';

const cli = 'scripts/submissions.ts';

describe('the submissions command', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kilele-cli-'));
  /** The running site's database: this process supervises the DATA_DIR's server, as the site does. */
  let site: DatabaseHandle;
  const env = () => ({ DATA_DIR: dataDir, SITE_URL: 'https://www.kilele.example' });

  beforeAll(async () => {
    site = await openDatabase({ dataDir });
    const deps = testDeps(site.db);
    await processSubmission('subscribe', { email: 'reader@example.com' }, 'footer', deps);
    await processSubmission(
      'contact',
      { name: 'Achieng Odhiambo', email: 'achieng@example.com', subject: 'Payroll', content: 'Do you run payroll?' },
      'contact-page',
      deps,
    );
    await processSubmission(
      'booking',
      { name: 'Achieng Odhiambo', email: 'achieng@example.com', phone: '0722000111', industry: 'Healthcare', service: 'Outsourced Accounting' },
      'booking-page',
      deps,
    );
    // The booking's receipt was refused for good: the outbox gave up on it.
    await site.db.execute(
      sql`update mail_outbox set dead_at = now(), attempts = 1, last_error = 'SMTP delivery failed: 550 Mailbox unavailable'
          where kind = 'booking-acknowledgement'`,
    );
  });
  afterAll(async () => {
    await site.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('exports each form as CSV by default and as JSON on request', async () => {
    const contacts = await runScript(cli, ['export', 'contacts'], env());
    expect(contacts.code).toBe(0);
    const lines = contacts.stdout.trimEnd().split('\r\n');
    expect(lines[0]).toBe('received_at,name,email,company,subject,message,source');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Achieng Odhiambo,achieng@example.com,,Payroll,Do you run payroll?,contact-page');
    expect(contacts.stderr).toContain(`1 contacts from the embedded PostgreSQL server in ${dataDir}/postgres`);

    const subscribers = await runScript(cli, ['export', 'subscribers', '--format', 'json'], env());
    expect(subscribers.code).toBe(0);
    const rows = JSON.parse(subscribers.stdout) as Record<string, string>[];
    expect(rows).toEqual([
      expect.objectContaining({ email: 'reader@example.com', status: 'pending', source: 'footer' }),
    ]);
    expect(rows[0]?.unsubscribe_url).toMatch(/^https:\/\/www\.kilele\.example\/newsletter\/unsubscribe\?token=/);
  });

  it('lists the mail waiting to go out, then the mail given up on', async () => {
    const result = await runScript(cli, ['outbox'], env());
    expect(result.code).toBe(0);
    const lines = result.stdout.trimEnd().split('\r\n');
    expect(lines[0]).toBe('id,status,kind,to,subject,queued_at,attempts,next_attempt_at,dead_at,last_error');
    expect(lines).toHaveLength(6);
    const statusAndKind = lines.slice(1).map((line) => line.split(',').slice(1, 3).join(','));
    // Waiting mail first (oldest first; one submission's mails share a time), then the dead.
    expect(statusAndKind.slice(0, 4).sort()).toEqual([
      'waiting,booking-notification',
      'waiting,contact-acknowledgement',
      'waiting,contact-notification',
      'waiting,newsletter-confirmation',
    ]);
    expect(statusAndKind[4]).toBe('dead,booking-acknowledgement');
    expect(lines[5]).toMatch(/,1,,\d{4}-\d\d-\d\dT[^,]+,SMTP delivery failed: 550 Mailbox unavailable$/);
    expect(result.stderr).toContain('4 mail(s) waiting and 1 given up on (dead)');
  });

  it('purges now and says what each kind of record lost, the training registrations included', async () => {
    const result = await runScript(cli, ['purge'], env());
    expect(result.code).toBe(0);
    // Everything here is days old: the policy keeps all of it.
    expect(result.stderr).toContain('Deleted 0 contact message(s) and 0 booking(s) older than 24 months');
    expect(result.stderr).toContain('0 sign-up(s) never confirmed');
    expect(result.stderr).toContain(
      '0 training registration(s) past their keeping (unpaid 24 months, paid 5 years); cleared the internet address of 0 registration(s) that no longer hold seats; ' +
        'and 0 newsletter recipient(s) of campaigns sent over 30 days ago (the campaigns keep their counts).',
    );
  });

  it('rejects bad usage with exit code 2 and the usage text', async () => {
    for (const args of [['export', 'payments'], ['outbox', '--format', 'xml']]) {
      const result = await runScript(cli, args, env());
      expect(result.code, args.join(' ')).toBe(2);
      expect(result.stderr).toContain('Usage:');
    }
  });

  it('erases one person only with --yes', async () => {
    const dryRun = await runScript(cli, ['erase', 'Achieng@Example.com'], env());
    expect(dryRun.code).toBe(0);
    expect(dryRun.stderr).toContain('0 subscription(s), 1 contact message(s), 1 booking(s), 0 training registration(s), 4 mail(s)');
    expect(dryRun.stderr).toContain('Nothing was deleted');

    const erased = await runScript(cli, ['erase', 'Achieng@Example.com', '--yes'], env());
    expect(erased.code).toBe(0);
    expect(erased.stderr).toContain(
      'Erased for Achieng@Example.com: 0 subscription(s), 1 contact message(s), 1 booking(s), 0 training registration(s), 4 mail(s)',
    );
    // Erased from the database the running site uses.
    expect(await countByEmail(site.db, 'achieng@example.com')).toEqual({
      subscribers: 0,
      contactMessages: 0,
      bookings: 0,
      registrations: 0,
      mails: 0,
    });
    expect((await countByEmail(site.db, 'reader@example.com')).mails).toBe(1);
  });

  describe('while the site is stopped', () => {
    beforeAll(async () => {
      await site.close();
    });
    afterAll(async () => {
      site = await openDatabase({ dataDir });
    });

    it('starts the server for the command, and stops it afterwards', async () => {
      expect(readPostmasterPid(dataDir)).toBeUndefined();
      const result = await runScript(cli, ['export', 'subscribers'], env());
      expect(result.code).toBe(0);
      expect(result.stdout).toContain('reader@example.com');
      expect(readPostmasterPid(dataDir)).toBeUndefined();
      expect(existsSync(path.join(dataDir, 'db.lock'))).toBe(false);
    });
  });

  describe('while another process runs the embedded database', () => {
    let holder: ChildProcess;

    beforeAll(async () => {
      await site.close();
      holder = await startHolder('tests/integration/fixtures/hold-database.ts', [dataDir]);
    });
    afterAll(() => {
      holder.kill('SIGKILL');
    });

    it('refuses a second supervisor clearly, and lets the command use the server as a client', async () => {
      await expect(openDatabase({ dataDir })).rejects.toThrow(DataDirLockedError);
      await expect(openDatabase({ dataDir })).rejects.toThrow(`is already run by process ${holder.pid}`);
      const result = await runScript(cli, ['export', 'subscribers'], env());
      expect(result.code).toBe(0);
      expect(result.stdout).toContain('reader@example.com');
    });

    it('takes over once the holder is killed outright, stopping the server it left running', async () => {
      const lockFile = path.join(dataDir, 'db.lock');
      const leftRunning = readPostmasterPid(dataDir)?.pid;
      holder.kill('SIGKILL');
      await new Promise((resolve) => holder.once('exit', resolve));
      // A hard kill leaves the lock behind, and the server: it is a process of its own.
      expect(JSON.parse(readFileSync(lockFile, 'utf8'))).toMatchObject({ pid: holder.pid });
      expect(leftRunning !== undefined && isPostgresProcess(leftRunning)).toBe(true);
      site = await openDatabase({ dataDir });
      expect(leftRunning !== undefined && isPostgresProcess(leftRunning)).toBe(false);
      expect(readPostmasterPid(dataDir)?.pid).not.toBe(leftRunning);
      expect((await countByEmail(site.db, 'reader@example.com')).subscribers).toBe(1);
    });
  });
});
