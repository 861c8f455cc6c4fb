/**
 * DKIM: mail the outbox sends over real SMTP carries a signature that a DKIM verifier
 * (mailauth) accepts against the public key published as the DNS record would be, covering
 * both unsubscribe headers; a changed message fails; a key the server cannot use stops the
 * start with the variable named.
 */
import { spawnSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { dkimVerify } from 'mailauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateServerStart } from '../../lib/config';
import { processSubmission } from '../../lib/forms/submission';
import { type DkimSigning, loadDkimSigning } from '../../lib/mail/dkim';
import { enqueueMail } from '../../lib/mail/outbox';
import { createSmtpTransport } from '../../lib/mail/transport';
import { newsletterMail } from '../../lib/newsletters/mail';
import { lexicalBody } from './support/campaigns';
import { OutboxWorker } from '../../lib/mail/worker';
import { embeddedDatabase, type TestDatabase } from './support/databases';
import { testDeps } from './support/deps';
import { startSmtpServer, type TestSmtpServer } from './support/smtp';

const pem = (bits: number) =>
  generateKeyPairSync('rsa', { modulusLength: bits }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

/** What `npm run dkim:dns-record` prints for these settings: its output and exit code. */
function dnsRecordCommand(env: Record<string, string>) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/dkim-dns-record.ts'], {
    env: { ...process.env, DKIM_DOMAIN: '', DKIM_SELECTOR: '', DKIM_PRIVATE_KEY: '', ...env },
    encoding: 'utf8',
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** A DNS that knows one TXT record, as `<selector>._domainkey.<domain>` would be published. */
function dnsWith(record: { name: string; value: string }) {
  return async (name: string, type: string) => {
    if (type === 'TXT' && name === record.name) {
      // Long TXT values are published as 255-byte strings; resolvers return them in chunks.
      return [record.value.match(/.{1,255}/g) ?? []];
    }
    throw Object.assign(new Error(`queryTxt ENOTFOUND ${name}`), { code: 'ENOTFOUND' });
  };
}

describe('DKIM signing', () => {
  let database: TestDatabase;
  let smtp: TestSmtpServer;
  let keyDir: string;
  const privateKey = pem(2048);

  beforeAll(async () => {
    database = await embeddedDatabase();
    smtp = await startSmtpServer();
    keyDir = mkdtempSync(path.join(os.tmpdir(), 'dkim-key-'));
  });
  afterAll(async () => {
    await smtp.close();
    await database.cleanup();
    rmSync(keyDir, { recursive: true, force: true });
  });

  /** The h= tag of the mail's DKIM signature: the headers it covers, lower case. */
  const signedHeaders = (headers: string) => {
    const tags = /^DKIM-Signature: (.*)$/m.exec(headers)?.[1] ?? '';
    return (/(?:^|;)\s*h=([^;]+)/.exec(tags)?.[1] ?? '').replace(/\s+/g, '').toLowerCase().split(':');
  };

  async function sendConfirmationSignedWith(signing: DkimSigning) {
    smtp.received.length = 0;
    const email = `reader.${Date.now()}@example.com`;
    expect((await processSubmission('subscribe', { email }, 'footer', testDeps(database.handle.db))).status).toBe(200);
    const transport = createSmtpTransport(smtp.url, signing);
    try {
      await new OutboxWorker({ db: database.handle.db, transport, log: () => undefined }).runRound();
    } finally {
      transport.close();
    }
    const mail = smtp.received.find((received) => received.to.includes(email));
    if (!mail) throw new Error('the confirmation mail did not arrive');
    return mail;
  }

  it('signs the mail so that a verifier accepts it against the published key, unsubscribe headers included', async () => {
    const keyFile = path.join(keyDir, 'kilele.pem');
    writeFileSync(keyFile, privateKey);
    const signing = loadDkimSigning({ DKIM_DOMAIN: 'kilele.example', DKIM_SELECTOR: 'mail2026', DKIM_PRIVATE_KEY: keyFile });
    if (!signing) throw new Error('no signing settings');
    expect(signing.dnsRecord.name).toBe('mail2026._domainkey.kilele.example');
    expect(signing.dnsRecord.value).toMatch(/^v=DKIM1; k=rsa; p=[A-Za-z0-9+/]+=*$/);

    const mail = await sendConfirmationSignedWith(signing);
    expect(mail.headers).toMatch(/^DKIM-Signature: v=1; a=rsa-sha256; c=relaxed\/relaxed; d=kilele.example;/m);

    const result = await dkimVerify(mail.raw, { resolver: dnsWith(signing.dnsRecord) });
    const [signature] = result.results;
    expect(result.results).toHaveLength(1);
    expect(signature?.status.result).toBe('pass');
    expect(signature?.signingDomain).toBe('kilele.example');
    expect(signature?.selector).toBe('mail2026');
    expect(signedHeaders(mail.headers)).toEqual(expect.arrayContaining(['from', 'to', 'subject', 'message-id', 'list-unsubscribe', 'list-unsubscribe-post']));
  });

  it('signs a newsletter campaign’s mail too, its per-subscriber unsubscribe headers included', async () => {
    const keyFile = path.join(keyDir, 'newsletter.pem');
    writeFileSync(keyFile, privateKey);
    const signing = loadDkimSigning({ DKIM_DOMAIN: 'kilele.example', DKIM_SELECTOR: 'mail2026', DKIM_PRIVATE_KEY: keyFile });
    if (!signing) throw new Error('no signing settings');
    smtp.received.length = 0;
    const site = 'https://www.kilele.example';
    const campaign = { subject: 'Finance Act 2026 highlights', body: lexicalBody('PAYE bands change on 1 July.') };
    await enqueueMail(database.handle.db, newsletterMail(campaign, { email: 'amina@example.com', unsubscribeToken: 'a'.repeat(43) }, site), site);
    const transport = createSmtpTransport(smtp.url, signing);
    try {
      await new OutboxWorker({ db: database.handle.db, transport, log: () => undefined }).runRound();
    } finally {
      transport.close();
    }
    const mail = smtp.received.find((received) => received.subject === 'Finance Act 2026 highlights');
    if (!mail) throw new Error('the newsletter did not arrive');
    const result = await dkimVerify(mail.raw, { resolver: dnsWith(signing.dnsRecord) });
    expect(result.results.map((signature) => [signature.status.result, signature.signingDomain])).toEqual([['pass', 'kilele.example']]);
    expect(signedHeaders(mail.headers)).toEqual(expect.arrayContaining(['list-unsubscribe', 'list-unsubscribe-post']));
  });

  it('prints, with npm run dkim:dns-record, the record a verifier accepts the mail against', async () => {
    const keyFile = path.join(keyDir, 'printed.pem');
    writeFileSync(keyFile, privateKey);
    const printed = dnsRecordCommand({ DKIM_DOMAIN: 'Kilele.example', DKIM_SELECTOR: 'site2026', DKIM_PRIVATE_KEY: keyFile });
    expect(printed.status).toBe(0);
    const name = /^name: {2}(.+)$/m.exec(printed.stdout)?.[1];
    const value = /^value: (.+)$/m.exec(printed.stdout)?.[1];
    expect(name).toBe('site2026._domainkey.kilele.example');
    expect(value).toMatch(/^v=DKIM1; k=rsa; p=[A-Za-z0-9+/]+=*$/);
    // The zone-file line holds the same value in strings of at most 255 characters.
    const zoneLine = printed.stdout.split('\n').find((text) => text.startsWith('site2026._domainkey.kilele.example. TXT '));
    const strings = [...(zoneLine ?? '').matchAll(/"([^"]*)"/g)].map((match) => match[1] ?? '');
    expect(strings.length).toBe(2);
    expect(strings.every((text) => text.length <= 255)).toBe(true);
    expect(strings.join('')).toBe(value);

    const signing = loadDkimSigning({ DKIM_DOMAIN: 'kilele.example', DKIM_SELECTOR: 'site2026', DKIM_PRIVATE_KEY: keyFile });
    if (!signing) throw new Error('no signing settings');
    const mail = await sendConfirmationSignedWith(signing);
    const result = await dkimVerify(mail.raw, { resolver: dnsWith({ name: name ?? '', value: value ?? '' }) });
    expect(result.results[0]?.status.result).toBe('pass');
  });

  it('names the missing setting when dkim:dns-record cannot print a record', () => {
    expect(dnsRecordCommand({ DKIM_DOMAIN: 'kilele.example' })).toEqual({
      status: 1,
      stdout: '',
      stderr: 'DKIM_SELECTOR: must be set with DKIM_DOMAIN and DKIM_PRIVATE_KEY\n',
    });
    expect(dnsRecordCommand({})).toMatchObject({ status: 1, stdout: '' });
  });

  it('fails verification when the message is changed after signing, or checked against another key', async () => {
    const signing = loadDkimSigning({ DKIM_DOMAIN: 'kilele.example', DKIM_SELECTOR: 'mail2026', DKIM_PRIVATE_KEY: privateKey });
    if (!signing) throw new Error('no signing settings');
    const mail = await sendConfirmationSignedWith(signing);

    const tampered = mail.raw.replace(/^Subject: .*$/m, 'Subject: Your account needs attention');
    expect(tampered).not.toBe(mail.raw);
    const changed = await dkimVerify(tampered, { resolver: dnsWith(signing.dnsRecord) });
    expect(changed.results[0]?.status.result).toBe('fail');

    const other = loadDkimSigning({ DKIM_DOMAIN: 'kilele.example', DKIM_SELECTOR: 'mail2026', DKIM_PRIVATE_KEY: pem(2048) });
    if (!other) throw new Error('no signing settings');
    const wrongKey = await dkimVerify(mail.raw, { resolver: dnsWith(other.dnsRecord) });
    expect(wrongKey.results[0]?.status.result).toBe('fail');
  });

  it('stops the start with the variable named when the DKIM settings cannot be used', () => {
    const base = { DATA_DIR: keyDir, DKIM_DOMAIN: 'kilele.example', DKIM_SELECTOR: 'mail2026' };
    const ecKey = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const cases: [env: Record<string, string>, message: RegExp][] = [
      [{ ...base, DKIM_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----\nnot a key\n-----END PRIVATE KEY-----' }, /^Invalid configuration:\n {2}DKIM_PRIVATE_KEY: is not a PEM private key/],
      [{ ...base, DKIM_PRIVATE_KEY: path.join(keyDir, 'missing.pem') }, /DKIM_PRIVATE_KEY: is neither PEM text nor a readable file \(ENOENT/],
      [{ ...base, DKIM_PRIVATE_KEY: ecKey }, /DKIM_PRIVATE_KEY: must be an RSA key \(nodemailer signs rsa-sha256\), not ec/],
      [{ ...base, DKIM_PRIVATE_KEY: pem(512) }, /DKIM_PRIVATE_KEY: is 512 bits; use an RSA key of 2048 bits/],
      [{ DATA_DIR: keyDir, DKIM_DOMAIN: 'kilele.example', DKIM_PRIVATE_KEY: privateKey }, /DKIM_SELECTOR: must be set with DKIM_DOMAIN and DKIM_PRIVATE_KEY/],
      [{ ...base, DKIM_DOMAIN: 'not a domain', DKIM_PRIVATE_KEY: privateKey }, /DKIM_DOMAIN: must be a domain name like kilele.example/],
    ];
    for (const [env, message] of cases) expect(() => validateServerStart(env)).toThrow(message);
    expect(validateServerStart({ ...base, DKIM_PRIVATE_KEY: privateKey }).dkim?.domainName).toBe('kilele.example');
    expect(validateServerStart({ DATA_DIR: keyDir }).dkim).toBeUndefined();
  });
});

describe('the production guard', () => {
  const deployed = { NODE_ENV: 'production', SITE_URL: 'https://www.kilele.example' };

  it('refuses a deployed site without SMTP_URL, naming the variable and the reason', () => {
    expect(() => validateServerStart(deployed)).toThrow(
      'Invalid configuration:\n  SMTP_URL: must be set when the site is deployed (NODE_ENV=production and SITE_URL ' +
        'https://www.kilele.example is not a loopback address); without it every enquiry is written to files under ' +
        'DATA_DIR/mail that nobody reads',
    );
    expect(validateServerStart({ ...deployed, SMTP_URL: 'smtp://mail.kilele.example:587' }).SMTP_URL).toBe(
      'smtp://mail.kilele.example:587',
    );
  });

  it.each([
    ['a loopback SITE_URL', { NODE_ENV: 'production', SITE_URL: 'http://127.0.0.1:3000' }],
    ['localhost', { NODE_ENV: 'production', SITE_URL: 'https://localhost:8443' }],
    ['IPv6 loopback', { NODE_ENV: 'production', SITE_URL: 'http://[::1]:3000' }],
    ['development', { NODE_ENV: 'development', SITE_URL: 'https://www.kilele.example' }],
    ['the default SITE_URL', { NODE_ENV: 'production' }],
  ])('lets %s start without SMTP_URL (mail goes to .eml files)', (_label, env) => {
    expect(validateServerStart(env).SMTP_URL).toBeUndefined();
  });
});
