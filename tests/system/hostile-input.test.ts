/**
 * Hostile input against the built site as production runs it (`npm start`): every
 * JSON endpoint, every form as a browser without JavaScript posts it, the newsletter links,
 * the revalidation webhook, the listing's filters and pages, site search, odd slugs, /healthz and the RSS feed get
 * malformed, deep, huge, mistyped, polluting and oddly encoded input. Each answer is a 4xx
 * with a clear message (or a 200 where the input is in fact valid), never a dropped
 * connection; the server stays healthy; SQL fragments are stored exactly as sent, and line
 * breaks never become mail headers. Requests Next.js itself would answer 500 (a path that is
 * not valid percent-encoding, a cross-site or oversized form post, a tampered form payload)
 * get a 4xx from `lib/security/request-guard.ts`.
 *
 * Needs a build: `npm run build` (or `NEXT_DIST_DIR=<dir> npx next build` and
 * `SYSTEM_DIST_DIR=<dir>`). Mail goes to `.eml` files in a fresh DATA_DIR.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../lib/db/client';
import { bookings, contactMessages, subscribers } from '../../lib/db/schema';
import { payloadKeys } from '../../lib/forms/json-endpoint';
import { formEndpoints } from '../../lib/routes';
import { requireBuiltSite, SYSTEM_DIST } from '../support/built-site';
import { answers, fieldAnswers, guardAnswers } from '../support/form-answers';
import { hostileKey, oddCharacter, valueNestedUpTo } from '../support/hostile-values';
import { mailHeaders } from '../support/mail-headers';
import { type SiteProcess, startSite } from '../support/next-server';
import { type RawAnswer, type RawRequest, rawRequest } from '../support/raw-http';

const DIST = SYSTEM_DIST;
const PORT = 3240;
const SECRET = 'hostile-input-revalidate-secret-0123';
const NOTIFY_TO = 'enquiries@kilele.example';

const endpoints = formEndpoints;
type Kind = keyof typeof endpoints;
const kinds = Object.keys(endpoints) as Kind[];
const payloadKey = payloadKeys;

let site: SiteProcess;
let dataDir: string;
let base: string;

beforeAll(async () => {
  requireBuiltSite();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'site-hostile-'));
  site = await startSite(DIST, PORT, {
    DATA_DIR: dataDir,
    // Empty means unset: the embedded database and .eml files, whatever the shell has.
    DATABASE_URL: '',
    SMTP_URL: '',
    WORDPRESS_URL: '',
    TRUST_PROXY: '',
    FORM_RATE_LIMIT: '10000',
    REVALIDATE_SECRET: SECRET,
    NOTIFY_TO,
    SITE_URL: `http://127.0.0.1:${PORT}`,
    LOG_LEVEL: 'warn',
  });
  base = site.url;
}, 120_000);

afterAll(async () => {
  await site?.stop('SIGKILL');
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const send = (request: RawRequest) => rawRequest(base, request);
const json = { 'content-type': 'application/json' };

type JsonAnswer = { message: string; errors?: Record<string, string> };

/** The answer has one of `statuses` and a JSON body with a message a person can read. */
function jsonAnswer(answer: RawAnswer, statuses: number | number[]): JsonAnswer {
  const context = `${answer.status} ${answer.body.slice(0, 300)}`;
  expect([statuses].flat(), context).toContain(answer.status);
  expect(answer.headers['content-type'], context).toMatch(/^application\/json/);
  const body = JSON.parse(answer.body) as JsonAnswer;
  expect(typeof body.message, context).toBe('string');
  expect(body.message.length, context).toBeGreaterThan(10);
  return body;
}

const htmlEscape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

/** What a JS string becomes in UTF-8 (the database's encoding): lone surrogates turn into U+FFFD. */
const wellFormed = (text: string) => Buffer.from(text, 'utf8').toString('utf8');

// ---------------------------------------------------------------------------------------
// What must end up stored, exactly, and what must not be stored at all.

const sqlFragments = [
  `'; DROP TABLE submissions; --`,
  `" OR 1=1 --`,
  `Robert'); DROP TABLE contact_messages;--`,
  `1' OR '1'='1`,
  `\\'; SELECT pg_sleep(10); --`,
  `$1 $$ E'\\x00' %s %n {{7*7}} \${7*7} NULL \\N`,
].join('\n');

type StoredContact = { name: string; email: string; company: string | null; subject: string; content: string };
type StoredBooking = { name: string; email: string; phone: string; industry: string; service: string; info: string | null };

const expectedContacts: StoredContact[] = [];
const expectedBookings: StoredBooking[] = [];
const expectedSubscribers: string[] = [];
const neverStored = ['csrf@example.com', 'honeypot@example.com', 'bad-phone@example.com', 'urlencoded@example.com', 'hand@example.com'];

// ---------------------------------------------------------------------------------------

describe('the JSON endpoints', () => {
  const deep = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
  const malformed: [label: string, body: (key: string) => string | Uint8Array, message: (key: string) => string][] = [
    ['broken JSON', (key) => `{"${key}": {`, () => answers.badRequest.malformed],
    ['an empty body', () => '', () => answers.badRequest.malformed],
    ['invalid UTF-8', () => new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]), () => answers.badRequest.malformed],
    ['NaN', (key) => `{"${key}": NaN}`, () => answers.badRequest.malformed],
    ['null', () => 'null', (key) => answers.badRequest.shape(key)],
    ['an array', () => '[1, 2, 3]', (key) => answers.badRequest.shape(key)],
    ['a string', () => '"hello"', (key) => answers.badRequest.shape(key)],
    ['a number', () => '1e999', (key) => answers.badRequest.shape(key)],
    ['fields as a string', (key) => `{"${key}": "name=x&email=y"}`, (key) => answers.badRequest.shape(key)],
    ['fields as an array', (key) => `{"${key}": [{"email": "a@example.com"}]}`, (key) => answers.badRequest.shape(key)],
    ['10,000 levels of nesting', (key) => `{"${key}": ${deep(10_000)}}`, (key) => answers.badRequest.shape(key)],
    [
      'the fields hidden under __proto__',
      (key) => `{"__proto__": {"${key}": {"email": "proto@example.com"}}}`,
      (key) => answers.badRequest.shape(key),
    ],
    [
      'the fields hidden under constructor.prototype',
      (key) => `{"constructor": {"prototype": {"${key}": {"email": "proto@example.com"}}}}`,
      (key) => answers.badRequest.shape(key),
    ],
    [
      'a duplicate key whose last value is not an object',
      (key) => `{"${key}": {"email": "a@example.com"}, "${key}": 1}`,
      (key) => answers.badRequest.shape(key),
    ],
  ];

  it.each(kinds)('%s: refuses malformed and misshapen bodies with 400 and says what is wrong', async (kind) => {
    const key = payloadKey[kind];
    for (const [label, body, message] of malformed) {
      const answer = await send({ path: endpoints[kind], headers: json, body: body(key) });
      expect(jsonAnswer(answer, 400), label).toEqual({ message: message(key) });
    }
  });

  it.each(kinds)('%s: answers wrong types, deep values and polluting keys in the fields with field errors', async (kind) => {
    const key = payloadKey[kind];
    const bodies = [
      `{"${key}": {"name": 42, "email": ["a@example.com"], "phone": {"n": 1}, "industry": true, "service": 1e999,` +
        ` "subject": null, "content": [], "info": {}, "company": false}}`,
      `{"${key}": {"email": ${deep(10_000)}, "name": ${deep(5_000)}}}`,
      `{"${key}": ${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}}`,
      // A __proto__ key is plain data: it sets neither the honeypot (that would answer 200) nor a field.
      `{"${key}": {"__proto__": {"honey": "bot", "email": "a@example.com"}, "constructor": {"prototype": {"name": "x"}},` +
        ` "email": "not an address"}}`,
      `{"${key}": {"email": "evil@example.com\\r\\nBcc: victim@example.com", "phone": "0712345678\\r\\nBcc: x@example.com",` +
        ` "industry": "Retail'; DROP TABLE bookings; --"}}`,
    ];
    for (const body of bodies) {
      const answer = jsonAnswer(await send({ path: endpoints[kind], headers: json, body }), 400);
      expect(answer.message, body.slice(0, 80)).toBe(answers.invalid);
      expect(Object.keys(answer.errors ?? {}).length, body.slice(0, 80)).toBeGreaterThan(0);
      // Each text is one of the form's own, not zod's default or a value turned into text.
      const texts = Object.values(answer.errors ?? {});
      expect(texts.every((text) => text.length > 10 && !/undefined|object Object|Invalid input/.test(text)), texts.join(' | ')).toBe(true);
    }
  });

  it.each(kinds)('%s: answers 415 without a JSON Content-Type, and 405 to other methods', async (kind) => {
    const body = JSON.stringify({ [payloadKey[kind]]: { email: 'typed@example.com' } });
    const wrongTypes: Record<string, string>[] = [
      {},
      { 'content-type': '' },
      { 'content-type': 'text/plain' },
      { 'content-type': 'multipart/form-data; boundary=x' },
      { 'content-type': 'application/x-www-form-urlencoded' },
      { 'content-type': 'application/jsonp' },
    ];
    for (const headers of wrongTypes) {
      const answer = await send({ path: endpoints[kind], headers, body });
      expect(jsonAnswer(answer, 415), JSON.stringify(headers)).toEqual({ message: answers.badRequest.notJson });
    }
    for (const method of ['GET', 'PUT', 'DELETE', 'PATCH']) {
      const answer = await send({ method, path: endpoints[kind], headers: json, body: method === 'GET' ? undefined : body });
      expect(answer.status, method).toBe(405);
    }
  });

  it.each(kinds)('%s: refuses a body over 32 KB with 413, declared or not, without reading megabytes of it', async (kind) => {
    const over = JSON.stringify({ [payloadKey[kind]]: { email: 'big@example.com', content: 'x'.repeat(33 * 1024) } });
    expect(jsonAnswer(await send({ path: endpoints[kind], headers: json, body: over }), 413)).toEqual({
      message: answers.badRequest.tooLarge,
    });
    // 100,000 levels of nesting is 200 KB: refused for its size before anything parses it.
    expect(jsonAnswer(await send({ path: endpoints[kind], headers: json, body: deep(100_000) }), 413).message).toBe(
      answers.badRequest.tooLarge,
    );
    const chunk = new TextEncoder().encode(`[${'"x",'.repeat(16 * 1024 - 1)}"x"`);
    const totalBytes = 16 * 1024 * 1024;
    for (const headers of [json, { ...json, 'content-length': totalBytes }]) {
      const answer = await send({ path: endpoints[kind], headers, stream: { chunk, totalBytes } });
      expect(jsonAnswer(answer, 413).message).toBe(answers.badRequest.tooLarge);
      // The answer came while most of the 16 MB was still to be sent: nothing buffered it all.
      expect(answer.bytesSentBeforeAnswer, JSON.stringify(headers)).toBeLessThan(totalBytes / 2);
    }
  });

  it('stores SQL fragments exactly as sent, in every field that takes free text', async () => {
    const contact = {
      name: `Robert'); DROP TABLE contact_messages;--`,
      email: `o'neil--+sql@example.com`,
      company: `" OR 1=1 --`,
      subject: `'; DROP TABLE submissions; --`,
      content: sqlFragments,
    };
    jsonAnswer(await send({ path: endpoints.contact, headers: json, body: JSON.stringify({ data: { ...contact, honey: '' } }) }), 200);
    expectedContacts.push(contact);

    const booking = {
      name: `'; DROP TABLE bookings; --`,
      email: 'bobby+tables@example.com',
      phone: '+254 712-345 678',
      industry: 'Agriculture',
      service: 'Tax Consultation',
      info: sqlFragments,
    };
    jsonAnswer(await send({ path: endpoints.booking, headers: json, body: JSON.stringify({ data: { ...booking, honey: '' } }) }), 200);
    expectedBookings.push(booking);

    const subscribe = JSON.stringify({ form_data: { email: `O'Neil--+News@Example.com` } });
    jsonAnswer(await send({ path: endpoints.subscribe, headers: json, body: subscribe }), 200);
    expectedSubscribers.push(`o'neil--+news@example.com`);
  });

  it('keeps line breaks and control characters out of one-line fields, so they never reach a mail header', async () => {
    jsonAnswer(
      await send({
        path: endpoints.contact,
        headers: json,
        body: JSON.stringify({
          data: {
            name: 'Eve\r\nBcc: victim@example.com',
            email: ' eve.crlf@example.com\r\n',
            company: 'Acme\u0000\u0007Ltd',
            subject: 'Hello\r\nBcc: victim2@example.com\r\nX-Injected: yes',
            content: 'Line 1\r\nLine 2\rLine 3\u0000\u2028end',
            honey: '',
          },
        }),
      }),
      200,
    );
    expectedContacts.push({
      name: 'Eve Bcc: victim@example.com',
      email: 'eve.crlf@example.com',
      company: 'Acme Ltd',
      subject: 'Hello Bcc: victim2@example.com X-Injected: yes',
      content: 'Line 1\nLine 2\nLine 3end',
    });
    jsonAnswer(
      await send({
        path: endpoints.booking,
        headers: json,
        body: JSON.stringify({
          data: {
            name: 'Mallory\r\nBcc: victim@example.com\r\n\r\n<html>',
            email: 'mallory@example.com',
            phone: ' 0712345678\r\n',
            industry: ' Retail ',
            service: 'ICT Advisory\t',
            info: 'a\r\nb\u001b[31mred',
          },
        }),
      }),
      200,
    );
    expectedBookings.push({
      name: 'Mallory Bcc: victim@example.com <html>',
      email: 'mallory@example.com',
      phone: '0712345678',
      industry: 'Retail',
      service: 'ICT Advisory',
      info: 'a\nb[31mred',
    });
    const subscribe = await send({
      path: endpoints.subscribe,
      headers: json,
      body: JSON.stringify({ form_data: { email: 'evil@example.com\r\nBcc: victim@example.com' } }),
    });
    expect(jsonAnswer(subscribe, 400).errors).toEqual({ email: fieldAnswers.emailFormat });
    const phone = await send({
      path: endpoints.booking,
      headers: json,
      body: JSON.stringify({
        data: { name: 'P', email: 'bad-phone@example.com', phone: '0712345678\r\nBcc: x@example.com', industry: 'Retail', service: 'ICT Advisory' },
      }),
    });
    expect(jsonAnswer(phone, 400).errors).toEqual({ phone: fieldAnswers.phoneFormat });
    jsonAnswer(await send({ path: endpoints.subscribe, headers: json, body: '{"form_data":{"email":"\\r\\n  Spaced@example.com \\t"}}' }), 200);
    expectedSubscribers.push('spaced@example.com');
  });

  it('keeps long and odd Unicode whole, limits it in characters (code points), and stores lone surrogates as U+FFFD', async () => {
    const unicode = {
      name: 'Zoë 👩🏽‍💻 مريم אבי Z̴̡a̶l̷g̸o',
      email: 'unicode@example.com',
      company: '\u202eevil.exe\u202c Ltd',
      subject: '🇰🇪 ‏RTL‎ ﷽ 𝕏',
      content: `${'👍'.repeat(2_400)} ok`,
    };
    jsonAnswer(await send({ path: endpoints.contact, headers: json, body: JSON.stringify({ data: unicode }) }), 200);
    expectedContacts.push(unicode);

    const tooLong = await send({
      path: endpoints.contact,
      headers: json,
      body: JSON.stringify({ data: { ...unicode, email: 'long@example.com', name: '👍'.repeat(101) } }),
    });
    expect(jsonAnswer(tooLong, 400).errors).toEqual({ name: 'Name must be at most 100 characters' });

    // JSON escapes can carry what UTF-8 cannot: a lone half of a surrogate pair.
    const lone =
      '{"data":{"name":"Lone \\ud800 high","email":"lone@example.com","subject":"Low \\udc00 only",' +
      '"content":"Pair \\ud83d\\ude00, lone \\ud83d"}}';
    jsonAnswer(await send({ path: endpoints.contact, headers: json, body: lone }), 200);
    const parsed = (JSON.parse(lone) as { data: Omit<StoredContact, 'company'> }).data;
    expectedContacts.push({
      name: wellFormed(parsed.name),
      email: parsed.email,
      company: null,
      subject: wellFormed(parsed.subject),
      content: wellFormed(parsed.content),
    });
    expect(wellFormed(parsed.content)).toBe('Pair 😀, lone \ufffd');
  });

  it('gives a filled honeypot the usual answer and keeps nothing', async () => {
    const body = JSON.stringify({ data: { name: 'Bot', email: 'honeypot@example.com', subject: 's', content: 'c', honey: "'; DROP TABLE x; --" } });
    expect(jsonAnswer(await send({ path: endpoints.contact, headers: json, body }), 200)).toEqual({ message: answers.success.contact });
  });
});

// ---------------------------------------------------------------------------------------

type FormFieldsOnPage = { hidden: [string, string][] };

const htmlUnescape = (text: string) =>
  text.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** The hidden fields React renders into a form (`$ACTION_…`, `source`), as a browser would send them. */
async function formOnPage(pagePath: string, label: string): Promise<FormFieldsOnPage> {
  const html = (await send({ method: 'GET', path: pagePath })).body;
  for (const match of html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)) {
    if (!match[1]?.includes(`aria-label="${label}"`)) continue;
    const hidden = [...(match[2] ?? '').matchAll(/<input type="hidden" name="([^"]*)"(?: value="([^"]*)")?\/>/g)].map(
      ([, name = '', value = '']) => [name, htmlUnescape(value)] as [string, string],
    );
    expect(hidden.some(([name]) => name.startsWith('$ACTION')), `${label} on ${pagePath}`).toBe(true);
    return { hidden };
  }
  throw new Error(`No form labelled "${label}" on ${pagePath}`);
}

/**
 * Posts a form as a browser without JavaScript does: multipart, to the page itself. Each post
 * has a connection of its own, so one the server abandons cannot spoil the next.
 */
async function postForm(pagePath: string, entries: [string, string][], headers: Record<string, string> = {}) {
  const formData = new FormData();
  for (const [name, value] of entries) formData.append(name, value);
  const encoded = new Response(formData);
  const body = new Uint8Array(await encoded.arrayBuffer());
  const type = encoded.headers.get('content-type') ?? '';
  const answer = await send({ path: pagePath, headers: { ...headers, 'content-type': type }, body });
  return { status: answer.status, html: answer.body };
}

describe('the forms, posted as a browser without JavaScript posts them', () => {
  it('contact: stores SQL and header syntax verbatim (line breaks flattened), and escapes what it echoes', async () => {
    const form = await formOnPage('/contact-us', 'Contact form');
    const ok = await postForm('/contact-us', [
      ...form.hidden,
      ['name', 'NoJS\r\nBcc: v@example.com'],
      ['email', 'nojs.sql@example.com'],
      ['company', ''],
      ['subject', `'; DROP TABLE submissions; --`],
      ['content', `" OR 1=1\r\n<script>alert(1)</script>`],
      ['honey', ''],
    ]);
    expect(ok.status).toBe(200);
    expect(ok.html).toContain(htmlEscape(answers.success.contact));
    expectedContacts.push({
      name: 'NoJS Bcc: v@example.com',
      email: 'nojs.sql@example.com',
      company: null,
      subject: `'; DROP TABLE submissions; --`,
      content: `" OR 1=1\n<script>alert(1)</script>`,
    });

    const invalid = await postForm('/contact-us', [
      ...form.hidden,
      ['name', '<script>alert("name")</script>'],
      ['email', 'x@example.com\r\nBcc: y@example.com'],
      ['subject', '👍'.repeat(151)],
      ['content', '\u0000\r\n'],
      ['__proto__', 'polluted'],
      ['constructor', 'polluted'],
    ]);
    expect(invalid.status).toBe(200);
    for (const text of [answers.invalid, fieldAnswers.emailFormat, 'Subject must be at most 150 characters', 'Message input is required']) {
      expect(invalid.html).toContain(htmlEscape(text));
    }
    // The refilled input is escaped, never markup.
    expect(invalid.html).not.toContain('<script>alert("name")</script>');
    expect(invalid.html).toContain('&lt;script&gt;alert(&quot;name&quot;)&lt;/script&gt;');
  });

  it('booking: stores a valid booking and names each bad field, with markup in a choice escaped', async () => {
    const form = await formOnPage('/book-consultation', 'Consultation booking form');
    const ok = await postForm('/book-consultation', [
      ...form.hidden,
      ['name', 'No JS Booker'],
      ['email', 'nojs.booking@example.com'],
      ['phone', '+254-733-456-789'],
      ['industry', 'Government'],
      ['service', 'Audit and Assurance'],
      ['info', sqlFragments],
      ['honey', ''],
    ]);
    expect(ok.status).toBe(200);
    expect(ok.html).toContain(htmlEscape(answers.success.booking));
    expectedBookings.push({
      name: 'No JS Booker',
      email: 'nojs.booking@example.com',
      phone: '+254-733-456-789',
      industry: 'Government',
      service: 'Audit and Assurance',
      info: sqlFragments,
    });

    const invalid = await postForm('/book-consultation', [
      ...form.hidden,
      ['name', ''],
      ['email', 'nobody'],
      ['phone', '+254 (712) 345678'],
      ['industry', '"><img src=x onerror=alert(1)>'],
      ['service', 'Select Service'],
    ]);
    expect(invalid.status).toBe(200);
    for (const text of ['Name input is required', fieldAnswers.emailFormat, fieldAnswers.phoneFormat, fieldAnswers.industryUnknown, 'Service input is required']) {
      expect(invalid.html).toContain(htmlEscape(text));
    }
    expect(invalid.html).not.toContain('<img src=x');
  });

  it('footer sign-up: stores the address; a made-up source is just the footer', async () => {
    const form = await formOnPage('/contact-us', 'Newsletter sign-up');
    const entries = form.hidden.map(([name, value]): [string, string] => [name, name === 'source' ? `popup'; DROP TABLE subscribers; --` : value]);
    // The Insights box is ticked as the page is served, so a browser sends it.
    const ok = await postForm('/contact-us', [...entries, ['email', 'NoJS.News@example.com'], ['insights', 'yes'], ['honey', '']]);
    expect(ok.status).toBe(200);
    expect(ok.html).toContain(htmlEscape(answers.success.subscribe));
    expectedSubscribers.push('nojs.news@example.com');
  });

  it('a server action called by hand with something other than a form gets the field errors, not a 500', async () => {
    const form = await formOnPage('/contact-us', 'Contact form');
    const reference = form.hidden.find(([name]) => /^\$ACTION_\d+:0$/.test(name))?.[1] ?? '';
    const actionId = (JSON.parse(reference) as { id: string }).id;
    const calls = [
      '[{"status":"idle"},{"name":"x","email":"hand@example.com"}]',
      '[{}, "a string"]',
      '[{}, null]',
      '[{}]',
      '[{"__proto__":{"x":1}}, {"__proto__":{"honey":"x"}}]',
    ];
    for (const body of calls) {
      const answer = await send({
        path: '/contact-us',
        headers: { 'next-action': actionId, 'content-type': 'text/plain;charset=UTF-8', accept: 'text/x-component' },
        body,
      });
      expect(answer.status, body).toBe(200);
      // React's serialised answer carries the form's state: invalid, with the required texts.
      expect(answer.body, body).toContain(answers.invalid);
      expect(answer.body, body).toContain('Name input is required');
    }
  });

  it('treats a urlencoded post as no action at all: the page, and nothing stored', async () => {
    const form = await formOnPage('/contact-us', 'Contact form');
    const fields: [string, string][] = [...form.hidden, ['name', 'U'], ['email', 'urlencoded@example.com'], ['subject', 's'], ['content', 'c']];
    const answer = await send({
      path: '/contact-us',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
    expect(answer.status).toBe(200);
    expect(answer.body).not.toContain(htmlEscape(answers.success.contact));
  });

  it('refuses unknown and malformed action ids with 400', async () => {
    const entries: [string, string][] = [['name', 'x'], ['email', 'unknown-action@example.com'], ['subject', 's'], ['content', 'c']];
    const actionFields: [string, string][][] = [
      [],
      [['$ACTION_ID_deadbeef', '']],
      [['$ACTION_ID___proto__', '']],
      [['$ACTION_REF_1', ''], ['$ACTION_1:0', '{"id":"constructor","bound":null}']],
    ];
    for (const extra of actionFields) {
      const { status } = await postForm('/contact-us', [...extra, ...entries]);
      expect(status, JSON.stringify(extra)).toBe(400);
    }
    for (const actionId of ['deadbeef', '__proto__', 'x'.repeat(4_000)]) {
      const answer = await send({ path: '/contact-us', headers: { 'next-action': actionId, 'content-type': 'text/plain' }, body: '[]' });
      expect(answer.status, actionId.slice(0, 20)).toBe(400);
    }
  });
});

// ---------------------------------------------------------------------------------------

describe('requests Next.js 16 would answer 500 get a clear 4xx (the request guard, server.ts stage 2)', () => {
  it('a dynamic segment that is not valid percent-encoding answers 400 (vercel/next.js#92557)', async () => {
    for (const pagePath of ['/team/%ff', '/service/100%', '/insights/article/%E0%A4%A', '/kp-trainings/%c0%af', '/kp-trainings/%ff/calendar.ics']) {
      const answer = await send({ method: 'GET', path: pagePath });
      expect(answer.status, pagePath).toBe(400);
      expect(answer.body, pagePath).toContain(guardAnswers.badPath);
    }
    const withType = await send({ method: 'GET', path: '/team/%ff', headers: { 'content-type': 'application/json' } });
    expect(withType.status).toBe(400);
  });

  it('a cross-site post of a form without JavaScript answers 403 and stores nothing', async () => {
    const form = await formOnPage('/contact-us', 'Contact form');
    for (const origin of ['https://evil.example', 'null']) {
      const { status, html } = await postForm(
        '/contact-us',
        [...form.hidden, ['name', 'CSRF'], ['email', 'csrf@example.com'], ['subject', 's'], ['content', 'c']],
        { origin },
      );
      expect(status, origin).toBe(403);
      expect(html, origin).toContain(guardAnswers.crossSite);
    }
  });

  it('a form post over the 1 MB server action limit answers 413', async () => {
    const form = await formOnPage('/contact-us', 'Contact form');
    const { status, html } = await postForm('/contact-us', [...form.hidden, ['content', 'x'.repeat(1_100_000)]]);
    expect(status).toBe(413);
    expect(html).toContain(guardAnswers.tooLarge);
  });

  it('a tampered React payload answers 400: malformed or deep bound state, broken multipart, a broken action body', async () => {
    const form = await formOnPage('/contact-us', 'Contact form');
    const withState = (state: string) => form.hidden.map(([name, value]): [string, string] => [name, /^\$ACTION_\d+:1$/.test(name) ? state : value]);
    for (const state of ['[{', `[${'['.repeat(10_000)}${']'.repeat(10_000)}]`]) {
      const answer = await postForm('/contact-us', withState(state));
      expect(answer.status, state.slice(0, 10)).toBe(400);
      expect(answer.html, state.slice(0, 10)).toContain(guardAnswers.unreadable);
    }
    for (const body of ['garbage', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb']) {
      const answer = await send({ path: '/contact-us', headers: { 'content-type': 'multipart/form-data; boundary=x' }, body });
      expect(answer.status).toBe(400);
    }
    const reference = form.hidden.find(([name]) => /^\$ACTION_\d+:0$/.test(name))?.[1] ?? '';
    const actionId = (JSON.parse(reference) as { id: string }).id;
    const broken = await send({ path: '/contact-us', headers: { 'next-action': actionId, 'content-type': 'text/plain' }, body: '[{' });
    expect(broken.status).toBe(400);
  });

  it('leaves the server healthy after all of them', async () => {
    expect(site.process.exitCode).toBeNull();
    expect((await send({ method: 'GET', path: '/healthz' })).status).toBe(200);
  });
});

// ---------------------------------------------------------------------------------------

describe('links, webhook, listing, slugs, health and feed', () => {
  const oddTokens = [
    '',
    'x',
    'A'.repeat(43),
    'A'.repeat(10_000),
    encodeURIComponent(`'; DROP TABLE subscribers; --`),
    '%00',
    '%ff',
    '%E2%80%AE',
    encodeURIComponent('👩🏽‍💻'.repeat(10)),
  ];

  it.each([
    ['confirm', 'This confirmation link is not valid'],
    ['unsubscribe', 'This unsubscribe link is not valid'],
  ])('the newsletter %s link answers every odd token with its "not valid" page', async (page, title) => {
    const queries = [...oddTokens.map((token) => `?token=${token}`), '', '?token=a&token=b', '?token[]=x', '?__proto__[token]=x'];
    for (const query of queries) {
      const answer = await send({ method: 'GET', path: `/newsletter/${page}${query}` });
      expect(answer.status, query.slice(0, 40)).toBe(200);
      expect(answer.body, query.slice(0, 40)).toContain(title);
    }
  });

  it('the revalidation webhook answers 401 to every wrong secret, at once; to the right one, 400 for a body that names no post and 200 for an empty one', async () => {
    const path = '/api/articles/revalidate';
    const wrong: Record<string, string>[] = [
      {},
      { 'x-revalidate-secret': '' },
      { 'x-revalidate-secret': 'x'.repeat(SECRET.length) },
      { 'x-revalidate-secret': SECRET.slice(0, -1) },
      { 'x-revalidate-secret': `${SECRET}x` },
      { 'x-revalidate-secret': 'é'.repeat(SECRET.length) },
      { 'x-revalidate-secret': 'x'.repeat(8_000) },
      { authorization: 'Bearer wrong' },
      { authorization: 'Basic ' + Buffer.from(`admin:${SECRET}`).toString('base64') },
      { 'x-revalidate-secret': `'; DROP TABLE x; --` },
    ];
    for (const headers of wrong) {
      const answer = await send({ path, headers, body: '{"__proto__":{"polluted":1}}' });
      jsonAnswer(answer, 401);
    }
    const stream = await send({
      path,
      headers: { 'x-revalidate-secret': 'wrong' },
      stream: { chunk: new Uint8Array(64 * 1024), totalBytes: 16 * 1024 * 1024 },
    });
    jsonAnswer(stream, 401);
    expect(stream.bytesSentBeforeAnswer).toBeLessThan(8 * 1024 * 1024);
    expect((await send({ method: 'GET', path })).status).toBe(405);
    // With the right secret, a body that names no post is refused plainly; an empty one refreshes.
    const garbage = await send({ path, headers: { 'x-revalidate-secret': SECRET, 'content-type': 'application/xml' }, body: '<garbage>\u0000' });
    expect(jsonAnswer(garbage, 400).message).toBe('The body must be empty, or name one post: {"id": <a WordPress post id>} or id=<id>.');
    const right = await send({ path, headers: { 'x-revalidate-secret': SECRET } });
    expect(jsonAnswer(right, 200).message).toBe('Articles refreshed.');
  });

  it('the articles listing ignores garbage filters', async () => {
    const queries = [
      `?year=${encodeURIComponent(`2025'; DROP TABLE x; --`)}`,
      '?year=%00',
      '?year=%ff',
      `?year=${'9'.repeat(5_000)}`,
      '?year=2025&year=2024',
      '?year[]=2025',
      '?year=-1',
      '?service=..%2F..%2Fetc%2Fpasswd',
      '?service=%E2%80%AE',
      `?service=${'a'.repeat(5_000)}`,
      '?service=tax-consulting&year=abc',
      '?__proto__[year]=2025&constructor[prototype][x]=1',
      '?page=1',
      '?page=1&page=999',
    ];
    for (const query of queries) {
      const answer = await send({ method: 'GET', path: `/insights/articles${query}` });
      expect(answer.status, query.slice(0, 40)).toBe(200);
      expect(answer.body).toContain('News &amp; Insights');
    }
  });

  it('odd slugs get the 404 page', async () => {
    const slugs = [
      encodeURIComponent(`'; DROP TABLE x; --`),
      encodeURIComponent('<script>alert(1)</script>'),
      encodeURIComponent('👩🏽‍💻'),
      '%E2%80%AE',
      '..%2F..%2Fetc%2Fpasswd',
      '%25',
      'a'.repeat(2_000),
      'constructor',
      '__proto__',
    ];
    for (const prefix of ['/insights/article/', '/team/', '/service/', '/kp-trainings/']) {
      for (const slug of slugs) {
        const answer = await send({ method: 'GET', path: prefix + slug });
        expect(answer.status, prefix + slug.slice(0, 40)).toBe(404);
      }
    }
    for (const slug of slugs.slice(0, 3)) {
      expect((await send({ method: 'GET', path: `/kp-trainings/${slug}/calendar.ics` })).status).toBe(404);
    }
  });

  it('addresses of articles that do not exist leave nothing on disk', async () => {
    // Next stores each article address it renders (a 404 too) under the build folder: a
    // crawler trying addresses must not be able to fill the disk with them.
    const stored = async () =>
      (await readdir(path.join(DIST, 'server'), { recursive: true })).filter((file) => file.includes('probe-'));
    const known = (await send({ method: 'GET', path: '/insights/articles' })).body.match(/href="\/insights\/article\/([^"?]+)"/)?.[1];
    expect(known).toBeDefined();
    expect((await send({ method: 'GET', path: `/insights/article/${known}` })).status).toBe(200);
    const probes = Array.from({ length: 12 }, (_, index) => `probe-${Date.now().toString(36)}-${index}`);
    for (const probe of probes) {
      const page = await send({ method: 'GET', path: `/insights/article/${probe}` });
      expect(page.status).toBe(404);
      expect(page.body).toContain('<title>Page not found');
      expect((await send({ method: 'HEAD', path: `/insights/article/${probe}` })).status).toBe(404);
    }
    expect(await stored()).toEqual([]);
    // A client-side navigation to one gets the not-found page's payload, as for any address.
    for (const probe of probes.slice(0, 3)) {
      const flight = await send({ method: 'GET', path: `/insights/article/${probe}?_rsc=x1`, headers: { rsc: '1' } });
      expect(flight.status).toBe(404);
    }
    expect(await stored()).toEqual([]);
    // The article itself still renders, from its stored page.
    expect((await send({ method: 'GET', path: `/insights/article/${known}` })).status).toBe(200);
  });

  it('/healthz and the RSS feed ignore odd queries and headers, and refuse other methods', async () => {
    for (const requestId of ['<script>', 'x'.repeat(500), `'; DROP TABLE x; --`]) {
      const answer = await send({ method: 'GET', path: '/healthz?x=%ff&__proto__[ok]=0', headers: { 'x-request-id': requestId } });
      expect(answer.status).toBe(200);
      expect((JSON.parse(answer.body) as { ok: boolean }).ok).toBe(true);
      // An id that is not a plain token is replaced, never echoed.
      expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect((await send({ path: '/healthz', headers: json, body: '{}' })).status).toBe(405);
    const feed = await send({ method: 'GET', path: '/insights/articles/feed.xml?%ff=%00&year=%27' });
    expect(feed.status).toBe(200);
    expect(feed.headers['content-type']).toMatch(/^application\/rss\+xml/);
    expect(feed.body).toContain('<rss');
    expect((await send({ path: '/insights/articles/feed.xml', headers: json, body: '{}' })).status).toBe(405);
  });
});

// ---------------------------------------------------------------------------------------

describe('arbitrary JSON over HTTP (property-based)', () => {
  const body = fc.oneof(
    fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value)),
    fc
      .tuple(fc.constantFrom('data', 'form_data'), fc.dictionary(hostileKey, valueNestedUpTo(500), { maxKeys: 8 }))
      .map(([key, fields]) => JSON.stringify({ [key]: fields })),
    fc.string({ unit: oddCharacter, maxLength: 200 }),
    fc.uint8Array({ maxLength: 300 }),
  );
  const contentType = fc.constantFrom('application/json', 'application/json; charset=utf-8', 'text/plain');

  it('never answers 5xx or drops the connection, and always says why in JSON', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...kinds), body, contentType, async (kind, payload, type) => {
        const answer = await send({ path: endpoints[kind], headers: { 'content-type': type }, body: payload });
        jsonAnswer(answer, [200, 400, 413, 415]);
      }),
      { numRuns: 150 },
    );
  });
});

// ---------------------------------------------------------------------------------------

describe('site search (property-based)', () => {
  /** Any bytes, percent-encoded as they are: invalid UTF-8, NUL, controls, a query separator. */
  const percentEncoded = (bytes: Uint8Array) => [...bytes].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
  const words = fc.oneof(
    fc.string({ unit: oddCharacter, maxLength: 60 }).map((text) => percentEncoded(new TextEncoder().encode(text))),
    fc.uint8Array({ maxLength: 400 }).map(percentEncoded),
    fc.constantFrom('', '%00', '%ff%fe', `'):*|&!<->`, 'the%20and%20of', 'a%3A*%20%26%20!b', 'x'.repeat(5_000), '%22%22%22', '-'),
    fc.string({ maxLength: 30 }).map(encodeURIComponent),
  );
  const page = fc.oneof(fc.constant(null), fc.integer({ min: -5, max: 1_000_000_000 }).map(String), fc.string({ maxLength: 12 }).map(encodeURIComponent));

  it('never answers 5xx or drops the connection, whatever the words and page', async () => {
    await fc.assert(
      fc.asyncProperty(words, page, fc.boolean(), async (q, pageParam, twice) => {
        const query = `q=${q}${twice ? `&q=${q}` : ''}${pageParam === null ? '' : `&page=${pageParam}`}`;
        const answer = await send({ method: 'GET', path: `/search?${query}` });
        expect([200, 400, 404], query.slice(0, 80)).toContain(answer.status);
        expect(answer.headers['content-type'], query.slice(0, 80)).toMatch(/^text\/html/);
      }),
      { numRuns: 200 },
    );
    // And search still works.
    const answer = await send({ method: 'GET', path: '/search?q=vat' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatch(/\d+ results? for “vat”/);
  });
});

// ---------------------------------------------------------------------------------------

describe('afterwards', () => {
  it('the server is still up and healthy, and has sent every mail', async () => {
    expect(site.process.exitCode).toBeNull();
    const mails = expectedContacts.length * 2 + expectedBookings.length * 2 + expectedSubscribers.length;
    const deadline = Date.now() + 30_000;
    for (;;) {
      const health = JSON.parse((await send({ method: 'GET', path: '/healthz' })).body) as {
        ok: boolean;
        database: { outbox?: { undelivered: number } };
      };
      expect(health.ok).toBe(true);
      const files = (await readdir(path.join(dataDir, 'mail')).catch(() => [])).filter((name) => name.endsWith('.eml'));
      if (health.database.outbox?.undelivered === 0 && files.length >= mails) {
        expect(files.length).toBe(mails);
        break;
      }
      if (Date.now() > deadline) throw new Error(`mail not all written: ${files.length} of ${mails} files`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  });

  it('no mail has a header a visitor wrote: no Bcc, no Cc, one To and Subject, only the site\'s own headers', async () => {
    const allowed = new Set([
      'from',
      'to',
      'reply-to',
      'subject',
      'message-id',
      'date',
      'mime-version',
      'content-type',
      'content-transfer-encoding',
      'list-unsubscribe',
      'list-unsubscribe-post',
    ]);
    const recipients = new Set([NOTIFY_TO, ...expectedContacts.map((c) => c.email), ...expectedBookings.map((b) => b.email), ...expectedSubscribers]);
    const directory = path.join(dataDir, 'mail');
    let notification: ReturnType<typeof mailHeaders> | undefined;
    for (const name of await readdir(directory)) {
      const headers = mailHeaders(await readFile(path.join(directory, name), 'utf8'));
      const names = headers.map((header) => header.name.toLowerCase());
      for (const header of names) expect(allowed.has(header), `${name}: ${header}`).toBe(true);
      for (const once of ['from', 'to', 'subject', 'date', 'message-id']) {
        expect(names.filter((header) => header === once).length, `${name}: ${once}`).toBe(1);
      }
      expect(names.filter((header) => header === 'reply-to').length).toBeLessThanOrEqual(1);
      const to = headers.find((header) => header.name.toLowerCase() === 'to')?.value ?? '';
      // One recipient, the firm or the visitor: the address part of `Name <address>` or the bare address.
      const address = (/<([^>]+)>$/.exec(to)?.[1] ?? to).toLowerCase();
      expect(recipients.has(address), `${name}: To ${to}`).toBe(true);
      for (const header of headers) expect(header.value, `${name}: ${header.name}`).not.toMatch(/[\r\n]/);
      if (headers.some((header) => header.name === 'Reply-To' && header.value.includes('eve.crlf@example.com'))) notification = headers;
    }
    expect(notification, 'the notification of the CRLF contact message').toBeDefined();
    expect(notification?.find((header) => header.name === 'Subject')?.value).toBe('Contact form: Hello Bcc: victim2@example.com X-Injected: yes');
  });

  it('stored every valid submission exactly, and nothing else', async () => {
    // A clean stop after all of it: the server's own exit 0, not a crash or the deadline.
    expect(await site.stop('SIGTERM')).toBe(0);
    // The embedded database serves one process: open it only once the site has stopped.
    const handle = await openDatabase({ dataDir });
    try {
      const contacts = await handle.db.select().from(contactMessages);
      const byEmail = <T extends { email: string }>(rows: T[]) => [...rows].sort((a, b) => a.email.localeCompare(b.email));
      expect(byEmail(contacts.map(({ name, email, company, subject, content }) => ({ name, email, company, subject, content })))).toEqual(
        byEmail(expectedContacts),
      );
      const storedBookings = await handle.db.select().from(bookings);
      const bookingFields = storedBookings.map(({ name, email, phone, industry, service, info }) => ({ name, email, phone, industry, service, info }));
      expect(byEmail(bookingFields)).toEqual(byEmail(expectedBookings));
      const storedSubscribers = await handle.db.select().from(subscribers);
      expect(storedSubscribers.map((row) => row.email).sort()).toEqual([...expectedSubscribers].sort());
      expect(storedSubscribers.every((row) => row.source !== 'popup')).toBe(true);
      const everyEmail = [...contacts, ...storedBookings, ...storedSubscribers].map((row) => row.email.toLowerCase());
      for (const email of neverStored) expect(everyEmail).not.toContain(email);
    } finally {
      await handle.close();
    }
  });
});
