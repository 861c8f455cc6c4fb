/**
 * The production guard, on the built site as `npm start` runs it: deployed (NODE_ENV
 * production, a SITE_URL that is not loopback) without SMTP_URL, or with a DKIM key it
 * cannot use, the server exits non-zero before serving anything, with one line naming the
 * variable and the reason. With SMTP_URL and a good key it starts and says it signs.
 */
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireBuiltSite } from '../support/built-site';
import { runSiteUntilExit, startSite } from '../support/next-server';
import { startSmtpServer, type TestSmtpServer } from '../integration/support/smtp';

const PORT = 3582;
const deployed = { NODE_ENV: 'production', SITE_URL: 'https://www.kilele.example', SMTP_URL: '', DATABASE_URL: '' };

let dist: string;
let root: string;
let smtp: TestSmtpServer;

beforeAll(async () => {
  dist = requireBuiltSite();
  root = mkdtempSync(path.join(os.tmpdir(), 'production-guard-'));
  smtp = await startSmtpServer();
});

afterAll(async () => {
  await smtp.close();
  rmSync(root, { recursive: true, force: true });
});

/** Runs the built site with `env` until it exits (killed after 20 s). */
const runUntilExit = (env: Record<string, string>) => runSiteUntilExit(dist, PORT, env, 20_000);

function errorLine(output: string, variable: string): string {
  const line = output.split('\n').find((text) => text.includes(`${variable}:`));
  if (!line) throw new Error(`no line names ${variable}:\n${output}`);
  const record = JSON.parse(line) as { level: string; msg: string };
  expect(record.level).toBe('error');
  return record.msg;
}

describe('the production guard', () => {
  it('refuses to start deployed without SMTP_URL, naming the variable and the reason', async () => {
    const run = await runUntilExit({ ...deployed, DATA_DIR: path.join(root, 'no-smtp') });
    expect(run.signal, run.output).toBeNull();
    expect(run.code, run.output).toBe(1);
    expect(run.answered, 'served a page before refusing').toBe(false);
    expect(errorLine(run.output, 'SMTP_URL')).toBe(
      '[server] Invalid configuration: SMTP_URL: must be set when the site is deployed (NODE_ENV=production and SITE_URL ' +
        'https://www.kilele.example is not a loopback address); without it every enquiry is written to files under ' +
        'DATA_DIR/mail that nobody reads',
    );
  });

  it('refuses to start with a DKIM key it cannot use', async () => {
    const keyFile = path.join(root, 'dkim.pem');
    writeFileSync(keyFile, '-----BEGIN PRIVATE KEY-----\nbm90IGEga2V5\n-----END PRIVATE KEY-----\n');
    const run = await runUntilExit({
      ...deployed,
      SMTP_URL: smtp.url,
      DATA_DIR: path.join(root, 'bad-key'),
      DKIM_DOMAIN: 'kilele.example',
      DKIM_SELECTOR: 'site2026',
      DKIM_PRIVATE_KEY: keyFile,
    });
    expect(run.code, run.output).toBe(1);
    expect(run.answered).toBe(false);
    expect(errorLine(run.output, 'DKIM_PRIVATE_KEY')).toMatch(
      /^\[server\] Invalid configuration: DKIM_PRIVATE_KEY: is not a PEM private key \(/,
    );
  });

  it('starts deployed with SMTP_URL and a good key, and says it signs', async () => {
    const keyFile = path.join(root, 'good.pem');
    writeFileSync(keyFile, generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }));
    const site = await startSite(dist, PORT, {
      ...deployed,
      SMTP_URL: smtp.url,
      DATA_DIR: path.join(root, 'good'),
      DKIM_DOMAIN: 'kilele.example',
      DKIM_SELECTOR: 'site2026',
      DKIM_PRIVATE_KEY: keyFile,
    });
    try {
      const health = (await (await fetch(`${site.url}/healthz`)).json()) as { mail: { transport: unknown } };
      expect(health.mail.transport).toEqual({
        kind: 'smtp',
        description: `SMTP server 127.0.0.1:${smtp.port}`,
        dkim: 'site2026._domainkey.kilele.example',
      });
      expect(site.output()).toContain('DKIM-signed with site2026._domainkey.kilele.example');
    } finally {
      await site.stop();
    }
  });
});
