/**
 * The spec's JSON endpoints end to end against both databases: every status code of
 * docs/forms.md, every validation text, the honeypot, the origin check and the rate limit.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bookings, contactMessages } from '../../lib/db/schema';
import { handleJsonSubmission } from '../../lib/forms/json-endpoint';
import { RateLimiter } from '../../lib/forms/rate-limit';
import type { FormKind } from '../../lib/forms/schemas';
import { formEndpoints } from '../../lib/routes';
import { answers, fieldAnswers } from '../support/form-answers';
import { databaseKinds, useFormsDatabase } from './support/databases';
import { jsonPost, TEST_NOTIFY_TO, testDeps } from './support/deps';
import { counts, outbox } from './support/rows';

const paths = formEndpoints;

const validContact = {
  name: 'Amina Wanjiru',
  email: 'amina@example.com',
  company: 'Savannah Foods Ltd',
  honey: '',
  subject: 'Statutory audit for 2025',
  content: 'We would like a quote for our annual audit.\nWe have 40 staff.',
};

const validBooking = {
  name: 'Brian Otieno',
  email: 'brian@example.com',
  phone: '+254 712 345 678',
  industry: 'Agriculture',
  service: 'Tax Consultation',
  honey: '',
  info: 'We export tea and need advice on VAT refunds.',
};

const wrap = (kind: FormKind, fields: unknown) => (kind === 'subscribe' ? { form_data: fields } : { data: fields });

describe.each(databaseKinds)('JSON endpoints on the %s', (_label, create) => {
  const database = useFormsDatabase(create);
  const db = () => database().handle.db;

  async function post(kind: FormKind, fields: unknown, options: Parameters<typeof jsonPost>[2] = {}, deps = testDeps(db())) {
    const response = await handleJsonSubmission(jsonPost(paths[kind], wrap(kind, fields), options), kind, deps);
    return { response, body: (await response.json()) as { message: string; errors?: Record<string, string> } };
  }


  it('stores a contact message with its notification and receipt, then wakes the mail worker', async () => {
    const deps = testDeps(db());
    const { response, body } = await post('contact', validContact, {}, deps);
    expect(response.status).toBe(200);
    expect(body).toEqual({ message: answers.success.contact });
    expect(response.headers.get('content-type')).toContain('application/json');
    const [stored] = await db().select().from(contactMessages);
    expect(stored).toMatchObject({ name: 'Amina Wanjiru', company: 'Savannah Foods Ltd', source: 'api' });
    const mails = await outbox(db());
    expect(mails.map((mail) => [mail.kind, mail.toAddress, mail.replyToAddress])).toEqual(
      expect.arrayContaining([
        ['contact-notification', TEST_NOTIFY_TO, 'amina@example.com'],
        ['contact-acknowledgement', 'amina@example.com', 'enquiries@kilele.example'],
      ]),
    );
    const notification = mails.find((mail) => mail.kind === 'contact-notification');
    for (const value of Object.values(validContact).filter(Boolean)) {
      expect(notification?.textBody).toContain(value);
    }
    expect(deps.wakes()).toBe(1);
  });

  it('stores a booking with its notification and receipt', async () => {
    const { response, body } = await post('booking', validBooking);
    expect(response.status).toBe(200);
    expect(body.message).toBe(answers.success.booking);
    const [stored] = await db().select().from(bookings);
    expect(stored).toMatchObject({ phone: '+254 712 345 678', industry: 'Agriculture', service: 'Tax Consultation' });
    const kinds = (await outbox(db())).map((mail) => mail.kind).sort();
    expect(kinds).toEqual(['booking-acknowledgement', 'booking-notification']);
  });

  it('treats an empty company or info as not given', async () => {
    await post('contact', { ...validContact, company: '' });
    await post('booking', { ...validBooking, info: undefined });
    expect((await db().select().from(contactMessages))[0]?.company).toBeNull();
    expect((await db().select().from(bookings))[0]?.info).toBeNull();
  });

  describe('validation', () => {
    const tooLong = (field: string, label: string, max: string) => ({ [field]: `${label} must be at most ${max} characters` });
    const cases: [string, FormKind, Record<string, unknown>, Record<string, string>][] = [
      ['subscribe: nothing', 'subscribe', {}, { email: 'This input is required' }],
      ['subscribe: blank email', 'subscribe', { email: '   ' }, { email: 'This input is required' }],
      ['subscribe: bad email', 'subscribe', { email: 'not-an-address' }, { email: fieldAnswers.emailFormat }],
      [
        'contact: nothing',
        'contact',
        {},
        {
          name: 'Name input is required',
          email: 'Email input is required',
          subject: 'Subject input is required',
          content: 'Message input is required',
        },
      ],
      ['contact: bad email', 'contact', { ...validContact, email: 'amina@' }, { email: fieldAnswers.emailFormat }],
      ['contact: name not text', 'contact', { ...validContact, name: 42 }, { name: 'Name must be text' }],
      ['contact: long name', 'contact', { ...validContact, name: 'x'.repeat(101) }, tooLong('name', 'Name', '100')],
      ['contact: long email', 'contact', { ...validContact, email: `${'a'.repeat(250)}@example.com` }, tooLong('email', 'Email', '254')],
      ['contact: long company', 'contact', { ...validContact, company: 'x'.repeat(151) }, tooLong('company', 'Company', '150')],
      ['contact: long subject', 'contact', { ...validContact, subject: 'x'.repeat(151) }, tooLong('subject', 'Subject', '150')],
      ['contact: long message', 'contact', { ...validContact, content: 'x'.repeat(5001) }, tooLong('content', 'Message', '5,000')],
      [
        'booking: nothing',
        'booking',
        {},
        {
          name: 'Name input is required',
          email: 'Email input is required',
          phone: 'Phone number input is required',
          industry: 'Industry input is required',
          service: 'Service input is required',
        },
      ],
      ['booking: placeholder service', 'booking', { ...validBooking, service: 'Select Service' }, { service: 'Service input is required' }],
      ['booking: 6-digit phone', 'booking', { ...validBooking, phone: '123456' }, { phone: fieldAnswers.phoneFormat }],
      ['booking: 16-digit phone', 'booking', { ...validBooking, phone: '1234567890123456' }, { phone: fieldAnswers.phoneFormat }],
      ['booking: letters in phone', 'booking', { ...validBooking, phone: '0712 abc 678' }, { phone: fieldAnswers.phoneFormat }],
      ['booking: brackets in phone', 'booking', { ...validBooking, phone: '+254 (712) 345678' }, { phone: fieldAnswers.phoneFormat }],
      ['booking: no digits in phone', 'booking', { ...validBooking, phone: '+-' }, { phone: fieldAnswers.phoneFormat }],
      ['booking: unknown industry', 'booking', { ...validBooking, industry: 'Shipbuilding' }, { industry: fieldAnswers.industryUnknown }],
      ['booking: unknown service', 'booking', { ...validBooking, service: 'Astrology' }, { service: fieldAnswers.serviceUnknown }],
      ['booking: long info', 'booking', { ...validBooking, info: 'x'.repeat(2001) }, tooLong('info', 'Additional information', '2,000')],
    ];

    it.each(cases)('%s answers 400 with the field texts', async (_label, kind, fields, errors) => {
      const { response, body } = await post(kind, fields);
      expect(response.status).toBe(400);
      expect(body).toEqual({ message: answers.invalid, errors });
      expect(await counts(db())).toEqual({ subscribers: 0, contacts: 0, bookings: 0, mails: 0 });
    });

    it('accepts the phone formats a visitor types', async () => {
      for (const phone of ['0712345678', '+254712345678', '+254 712 345 678', '020-765-4321', '1234567']) {
        const { response } = await post('booking', { ...validBooking, phone });
        expect(response.status, phone).toBe(200);
      }
    });
  });

  it.each(['contact', 'booking'] as const)('gives a filled %s honeypot the normal answer and keeps nothing', async (kind) => {
    const deps = testDeps(db());
    const fields = { ...(kind === 'contact' ? validContact : validBooking), honey: 'https://spam.example' };
    const { response, body } = await post(kind, fields, {}, deps);
    expect(response.status).toBe(200);
    expect(body).toEqual({ message: answers.success[kind] });
    expect(await counts(db())).toEqual({ subscribers: 0, contacts: 0, bookings: 0, mails: 0 });
    expect(deps.wakes()).toBe(0);
  });

  it('does not reveal a bot through the honeypot even when its other fields are invalid', async () => {
    const { response } = await post('contact', { honey: 'x' });
    expect(response.status).toBe(200);
  });

  describe('origin check', () => {
    it.each([
      ['a foreign Origin', { origin: 'https://evil.example' }],
      ['an opaque Origin', { origin: 'null' }],
      ['a cross-site fetch without Origin', { 'sec-fetch-site': 'cross-site' }],
    ])('refuses %s with 403 and stores nothing', async (_label, headers) => {
      const { response, body } = await post('contact', validContact, { headers });
      expect(response.status).toBe(403);
      expect(body).toEqual({ message: answers.crossSite });
      expect((await counts(db())).contacts).toBe(0);
    });

    it.each([
      ['the site URL', { origin: 'https://www.kilele.example' }],
      ['the Host it was sent to', { origin: 'http://127.0.0.1:3000', host: '127.0.0.1:3000' }],
      ['a program that sends no Origin', {}],
    ])('accepts a post from %s', async (_label, headers) => {
      const { response } = await post('contact', validContact, { headers });
      expect(response.status).toBe(200);
    });

    it('trusts X-Forwarded-Host only behind a proxy', async () => {
      const headers = { origin: 'https://kilele.example', 'x-forwarded-host': 'kilele.example' };
      expect((await post('contact', validContact, { headers })).response.status).toBe(403);
      const behindProxy = testDeps(db(), { trustProxy: { kind: 'hops', hops: 1 } });
      expect((await post('contact', validContact, { headers }, behindProxy)).response.status).toBe(200);
    });
  });

  describe('rate limit', () => {
    it('answers 429 with Retry-After once a client passes the limit, per client and per form', async () => {
      const deps = testDeps(db(), { limiter: new RateLimiter({ limit: 3 }) });
      for (let i = 0; i < 3; i += 1) expect((await post('contact', validContact, {}, deps)).response.status).toBe(200);
      const { response, body } = await post('contact', validContact, {}, deps);
      expect(response.status).toBe(429);
      expect(body).toEqual({ message: answers.rateLimited });
      const retryAfter = Number(response.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect((await counts(db())).contacts).toBe(3);
      // Another client, and the same client on another form, are still welcome.
      expect((await post('contact', validContact, { client: '198.51.100.4' }, deps)).response.status).toBe(200);
      expect((await post('booking', validBooking, {}, deps)).response.status).toBe(200);
    });

    it('counts bad requests too', async () => {
      const deps = testDeps(db(), { limiter: new RateLimiter({ limit: 2 }) });
      const bad = () => handleJsonSubmission(jsonPost(paths.contact, 'nonsense'), 'contact', deps);
      expect((await bad()).status).toBe(400);
      expect((await bad()).status).toBe(400);
      expect((await bad()).status).toBe(429);
    });

    it('counts the client the request pipeline stamped, whatever X-Forwarded-For claims', async () => {
      const deps = testDeps(db(), { limiter: new RateLimiter({ limit: 1 }) });
      expect((await post('contact', validContact, { headers: { 'x-forwarded-for': '192.0.2.1' } }, deps)).response.status).toBe(200);
      expect((await post('contact', validContact, { headers: { 'x-forwarded-for': '192.0.2.2' } }, deps)).response.status).toBe(429);
      expect((await post('contact', validContact, { client: '192.0.2.3' }, deps)).response.status).toBe(200);
    });
  });

  describe('bad bodies', () => {
    const send = (body: BodyInit | null, headers: Record<string, string>, extra: RequestInit = {}) =>
      handleJsonSubmission(
        new Request(`https://www.kilele.example${paths.contact}`, { method: 'POST', body, headers, ...extra }),
        'contact',
        testDeps(db()),
      );

    it.each([
      ['text/plain', 'text/plain'],
      ['a form encoding', 'application/x-www-form-urlencoded'],
    ])('answers 415 to %s', async (_label, type) => {
      const response = await send(JSON.stringify({ data: validContact }), { 'content-type': type });
      expect(response.status).toBe(415);
      expect(await response.json()).toEqual({ message: answers.badRequest.notJson });
    });

    it('answers 415 when there is no Content-Type', async () => {
      const response = await send(new Blob([JSON.stringify({ data: validContact })]), {});
      expect(response.status).toBe(415);
    });

    it('answers 413 to a body over 32 KB, declared or streamed', async () => {
      const big = JSON.stringify({ data: { ...validContact, content: 'x'.repeat(33 * 1024) } });
      const declared = await send(big, { 'content-type': 'application/json' });
      expect(declared.status).toBe(413);
      expect(await declared.json()).toEqual({ message: answers.badRequest.tooLarge });
      const bytes = new TextEncoder().encode(big);
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          for (let offset = 0; offset < bytes.length; offset += 4096) controller.enqueue(bytes.slice(offset, offset + 4096));
          controller.close();
        },
      });
      const streamed = await send(stream, { 'content-type': 'application/json' }, { duplex: 'half' } as RequestInit);
      expect(streamed.status).toBe(413);
      expect((await counts(db())).contacts).toBe(0);
    });

    it.each([
      ['malformed JSON', '{"data": {', answers.badRequest.malformed],
      ['invalid UTF-8', new Uint8Array([0x7b, 0x22, 0xff, 0x22, 0x7d]), answers.badRequest.malformed],
      ['a JSON array', '[1, 2]', answers.badRequest.shape('data')],
      ['a string for data', '{"data": "hello"}', answers.badRequest.shape('data')],
      ['the wrong wrapper key', JSON.stringify({ form_data: validContact }), answers.badRequest.shape('data')],
      ['an empty body', '', answers.badRequest.malformed],
    ])('answers 400 to %s', async (_label, body, message) => {
      const response = await send(body, { 'content-type': 'application/json; charset=utf-8' });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message });
    });
  });

  it('answers 503 and keeps nothing when the database cannot be reached', async () => {
    const down = testDeps(db(), { database: () => Promise.reject(new Error('connection refused')) });
    const { response, body } = await post('contact', validContact, {}, down);
    expect(response.status).toBe(503);
    expect(body).toEqual({ message: answers.unavailable('enquiries@kilele.example') });
    expect(response.headers.get('retry-after')).toBe('60');
    expect(down.wakes()).toBe(0);
  });

  it('keeps line breaks and header syntax in fields out of mail headers and escapes HTML', async () => {
    await post('contact', {
      ...validContact,
      name: 'Eve\r\nBcc: victim@example.com',
      subject: 'Hello\nTo: another@example.com',
      content: '<script>alert("x")</script>\r\nSecond line',
    });
    const [stored] = await db().select().from(contactMessages).where(eq(contactMessages.email, 'amina@example.com'));
    expect(stored?.name).toBe('Eve Bcc: victim@example.com');
    expect(stored?.subject).toBe('Hello To: another@example.com');
    expect(stored?.content).toBe('<script>alert("x")</script>\nSecond line');
    const notification = (await outbox(db())).find((mail) => mail.kind === 'contact-notification');
    expect(notification?.subject).toBe('Contact form: Hello To: another@example.com');
    expect(notification?.replyToName).toBe('Eve Bcc: victim@example.com');
    expect(notification?.htmlBody).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;<br>');
    expect(notification?.htmlBody).not.toContain('<script>');
  });
});
