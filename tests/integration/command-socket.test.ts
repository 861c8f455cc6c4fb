/**
 * `npm run submissions` while something else holds the embedded database, as the running site
 * does: the command goes through the site's command socket and runs on the site's own
 * database handle. The hazard is PGlite's single session: a command's transaction must never
 * interleave with the statements of the site's own form posts.
 */
import { statSync } from 'node:fs';
import net from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getConfig } from '../../lib/config';
import { parseSubmissionsCommand, runSubmissionsCommand } from '../../lib/commands/submissions';
import { contactMessages, mailOutbox } from '../../lib/db/schema';
import { processSubmission } from '../../lib/forms/submission';
import { type CommandSocket, commandSocketPath, openCommandSocket, runThroughCommandSocket } from '../../lib/server/command-socket';
import { embeddedDatabase, type TestDatabase } from './support/databases';
import { testDeps } from './support/deps';
import { runScript } from './support/processes';

const cli = 'scripts/submissions.ts';

describe('commands while the site holds the embedded database', () => {
  let database: TestDatabase;
  let socket: CommandSocket;
  const env = () => ({ DATA_DIR: database.dataDir, SITE_URL: 'https://www.kilele.example' });

  beforeAll(async () => {
    database = await embeddedDatabase();
    // As server.ts wires it: each command runs on the holder's own handle.
    socket = await openCommandSocket(database.dataDir, async (argv, output) => {
      const command = parseSubmissionsCommand(argv);
      if (!command.ok) {
        output[command.to](command.text);
        return command.exitCode;
      }
      return runSubmissionsCommand(command, database.handle, { ...getConfig(), DATA_DIR: database.dataDir }, output);
    });
  });

  afterAll(async () => {
    await socket.close();
    await database.cleanup();
  });

  const contact = (email: string, n: number) => ({ name: `Visitor ${n}`, email, subject: 'Payroll', content: `Message ${n}` });
  // Posts reach the site over the network, one event at a time; a loop of posts in this process
  // must let the event loop run between them too, or the socket's own events could never run.
  const nextEvent = () => new Promise((resolve) => setImmediate(resolve));

  async function throughSocket(argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
    let stdout = '';
    let stderr = '';
    const code = await runThroughCommandSocket(database.dataDir, argv, { stdout: (text) => (stdout += text), stderr: (text) => (stderr += text) });
    return { code, stdout, stderr };
  }

  it('keeps the socket to the owner of DATA_DIR: a private folder and a socket only the owner may use', () => {
    const socketPath = commandSocketPath(database.dataDir);
    expect(socketPath).toBe(`${database.dataDir}/run/commands.sock`);
    expect(statSync(`${database.dataDir}/run`).mode & 0o777).toBe(0o700);
    expect(statSync(socketPath).isSocket()).toBe(true);
    expect(statSync(socketPath).mode & 0o777).toBe(0o600);
  });

  it('exports through the socket while the database is held, during a stream of posts, and finds each acknowledged one', async () => {
    const deps = testDeps(database.handle.db);
    const acknowledged: string[] = [];
    let posting = true;
    const stream = (async () => {
      for (let n = 0; posting || n < 20; n += 1) {
        const email = `stream${n}@example.com`;
        const outcome = await processSubmission('contact', contact(email, n), 'contact-page', deps);
        if (outcome.status === 200) acknowledged.push(email);
        await nextEvent();
      }
    })();
    for (let run = 0; run < 3; run += 1) {
      const before = [...acknowledged];
      const result = await runScript(cli, ['export', 'contacts', '--format', 'json'], env());
      expect(result.code, result.stderr).toBe(0);
      const exported = new Set((JSON.parse(result.stdout) as { email: string }[]).map((row) => row.email));
      for (const email of before) expect(exported.has(email), `${email} was acknowledged before the export`).toBe(true);
      expect(result.stderr).toContain('contacts from the embedded database');
    }
    posting = false;
    await stream;
    const final = await runScript(cli, ['export', 'contacts', '--format', 'json'], env());
    const exported = new Set((JSON.parse(final.stdout) as { email: string }[]).map((row) => row.email));
    expect(acknowledged.length).toBeGreaterThanOrEqual(20);
    for (const email of acknowledged) expect(exported.has(email), email).toBe(true);
  });

  it("never interleaves a command's transaction with the holder's own statements", async () => {
    // Each post stores a contact and its two mails in one transaction; each erase deletes the
    // person's contacts, then their mails, in one transaction. Run side by side, a post whose
    // statements ran between the erase's two deletes would leave a contact without its mail,
    // or mail without its contact. Serialised, every person ends with both or neither.
    const deps = testDeps(database.handle.db);
    const people = Array.from({ length: 6 }, (_, n) => `erase${n}@example.com`);
    let erasing = true;
    let rounds = 0;
    const posts = (async () => {
      while (erasing) {
        await Promise.all(people.map((email, n) => processSubmission('contact', contact(email, n), 'contact-page', deps)));
        rounds += 1;
        await nextEvent();
      }
    })();
    try {
      for (let round = 0; round < 5; round += 1) {
        // Straight to the socket, as the command line sends them (its own process costs seconds to start).
        const results = await Promise.all(people.map((email) => throughSocket(['erase', email, '--yes'])));
        for (const result of results) expect(result.code, result.stderr).toBe(0);
        expect(results.some((result) => /Erased for .*: 0 subscription\(s\), [1-9]/.test(result.stderr)), 'an erase found posts to delete').toBe(true);
      }
    } finally {
      erasing = false;
      await posts;
    }
    expect(rounds).toBeGreaterThan(3);

    const db = database.handle.db;
    for (const email of people) {
      const [stored] = await db.select({ n: sql<number>`count(*)::int` }).from(contactMessages).where(eq(contactMessages.email, email));
      const [mails] = await db.select({ n: sql<number>`count(*)::int` }).from(mailOutbox).where(eq(mailOutbox.personEmail, email));
      expect(mails?.n, `${email}: ${stored?.n} contacts`).toBe((stored?.n ?? 0) * 2);
    }
  });

  it('answers bad usage from the site with the usage text and exit code 2', async () => {
    const result = await runScript(cli, ['export', 'payments'], env());
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('export needs one of: subscribers, contacts, bookings');
    expect(result.stderr).toContain('Usage:');
  });

  it('refuses a line that is not a command, and keeps serving', async () => {
    const reply = await new Promise<string>((resolve, reject) => {
      let text = '';
      const connection = net.connect(commandSocketPath(database.dataDir), () => connection.write('{"argv": "export contacts"}\n'));
      connection.on('data', (chunk: Buffer) => (text += chunk.toString()));
      connection.on('close', () => resolve(text));
      connection.on('error', reject);
    });
    expect(reply).toContain('"exit":2');
    expect(reply).toContain('could not read the command');
    const again = await runScript(cli, ['outbox'], env());
    expect(again.code, again.stderr).toBe(0);
  });
});
