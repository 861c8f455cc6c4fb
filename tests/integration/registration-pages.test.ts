/**
 * What the visitor's registration pages stand on (issue 31): the training's terms read from the
 * document staff edit in the admin (capacity, seat limit, fee, start; drafts and trainings
 * without a capacity are not sold), and the two JSON answers the pages ask for, the seats-left
 * figure and a registration's payment state behind its signed link, on a real database.
 */
import { describe, expect, it, vi } from 'vitest';
import { firmContactSeed } from '../../lib/cms/globals/ContactDetails/reshape';
import { readTrainingEvent } from '../../lib/cms/read-training-event';
import { trainingTermsFrom } from '../../lib/cms/read-training-terms';
import type { RegistrationDeps } from '../../lib/registrations/deps';
import { registrationIdOf, registrationPath, registrationStatusJsonPath, registrationToken } from '../../lib/registrations/links';
import { submitRegistrationForm } from '../../lib/registrations/form-post';
import { register } from '../../lib/registrations/register';
import { RateLimiter } from '../../lib/forms/rate-limit';
import { answerRegistrationStatus, answerTrainingSeats, registrationStatusHandler } from '../../lib/registrations/visitor-json';
import { cmsOnFreshDatabase, SAMPLE_TRAINING } from './support/cms';
import { testInvoiceDetails } from './support/registration-fixtures';

/** 10:00 in Nairobi on 1 May 2030; the training below starts on 4 June 2030. */
const NOW = new Date('2030-05-01T07:00:00Z');

describe('registrations on the training document', () => {
  const cms = cmsOnFreshDatabase();

  async function training(data: { capacity?: number | null; seatLimit?: number; draft?: boolean; slug: string; starts?: string }) {
    const image = (await cms.payload.find({ collection: 'media', limit: 1, overrideAccess: true })).docs[0]!;
    const doc = await cms.payload.create({
      collection: 'training-events',
      data: {
        ...SAMPLE_TRAINING,
        slug: data.slug,
        image: image.id,
        starts: data.starts ?? '2030-06-04T06:00:00.000Z',
        ends: '2030-06-04T13:00:00.000Z',
        registration: { capacity: data.capacity ?? null, ...(data.seatLimit ? { seatLimit: data.seatLimit } : {}) },
        _status: data.draft ? 'draft' : 'published',
      },
      draft: Boolean(data.draft),
      overrideAccess: true,
    });
    return String(doc.id);
  }

  const terms = () => trainingTermsFrom(async () => cms.payload, { keptMs: 0 });

  function deps(): RegistrationDeps {
    return {
      db: cms.database.handle.db,
      siteUrl: 'https://www.kilele.example',
      terms: terms(),
      mpesa: undefined,
      staffAddress: async () => 'enquiries@kilele.example',
      firmContact: async () => firmContactSeed(),
      invoiceDetails: async () => testInvoiceDetails,
      trainingEvent: (trainingId) => readTrainingEvent(async () => cms.payload, trainingId),
      wake: () => undefined,
      now: () => NOW,
    };
  }

  it('sells a published training with a capacity: its title, fee, seats, seat limit and first day in Nairobi', async () => {
    const id = await training({ slug: 'payroll-sold', capacity: 12, seatLimit: 3 });
    expect(await terms()(id)).toEqual({ trainingId: id, title: 'Payroll Masterclass 2027', feeKes: 18000, capacity: 12, seatLimit: 3, startsOn: '2030-06-04' });
    // 22:30 UTC on 3 June is already 4 June in Nairobi.
    const late = await training({ slug: 'payroll-late-evening', capacity: 5, starts: '2030-06-03T22:30:00.000Z' });
    expect((await terms()(late))?.startsOn).toBe('2030-06-04');
    // A seat limit staff leave empty is 5.
    const plain = await training({ slug: 'payroll-default-limit', capacity: 40 });
    expect((await terms()(plain))?.seatLimit).toBe(5);
  });

  it('does not sell a training without a capacity, a draft, one unpublished later, or an id that is no training', async () => {
    expect(await terms()(await training({ slug: 'payroll-outside-link', capacity: null }))).toBeUndefined();
    expect(await terms()(await training({ slug: 'payroll-draft', capacity: 20, draft: true }))).toBeUndefined();
    const later = await training({ slug: 'payroll-unpublished', capacity: 20 });
    expect(await terms()(later)).toBeDefined();
    await cms.payload.update({ collection: 'training-events', id: Number(later), data: { _status: 'draft' }, overrideAccess: true });
    expect(await terms()(later)).toBeUndefined();
    for (const id of ['999999', '0', '-1', 'abc', '1; drop table registrations', '12345678901234']) expect(await terms()(id), id).toBeUndefined();
  });

  it('answers the seats left as JSON a browser may keep for a few seconds, going down as seats are taken', async () => {
    const id = await training({ slug: 'payroll-seats', capacity: 3, seatLimit: 2 });
    const first = await answerTrainingSeats(id, async () => deps());
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('public, max-age=5');
    expect(await first.json()).toEqual({ sold: true, capacity: 3, seatsLeft: 3, full: false, open: true });

    const taken = await register({ trainingId: id, name: 'Wanjiru Kamau', email: 'wanjiru@example.com', phone: '0712 345 678', attendees: ['Wanjiru Kamau', 'Otieno Odhiambo'], paymentMethod: 'invoice' }, deps());
    expect(taken.outcome).toBe('invoiced');
    expect(await (await answerTrainingSeats(id, async () => deps())).json()).toMatchObject({ seatsLeft: 1, full: false });
    await register({ trainingId: id, name: 'Achieng Otieno', email: 'achieng@example.com', phone: '0722 000 111', attendees: ['Achieng Otieno'], paymentMethod: 'invoice' }, deps());
    expect(await (await answerTrainingSeats(id, async () => deps())).json()).toEqual({ sold: true, capacity: 3, seatsLeft: 0, full: true, open: true });

    const notSold = await answerTrainingSeats(await training({ slug: 'payroll-not-sold', capacity: null }), async () => deps());
    expect([notSold.status, await notSold.json()]).toEqual([200, { sold: false }]);
    // Past PostgreSQL's largest integer, a number names no training (asked for, it would fail the query: a 500).
    for (const bad of ['abc', '0', '../1', '1e3', '2147483648', '9999999999']) expect((await answerTrainingSeats(bad, async () => deps())).status, bad).toBe(404);
    const past = await register({ trainingId: '2147483648', name: 'Kamau Njoroge', email: 'kamau@example.com', phone: '0712 345 678', attendees: ['Kamau Njoroge'], paymentMethod: 'invoice' }, deps());
    expect(past).toEqual({ outcome: 'refused', reason: 'not-sold' });
  });

  it('says a training has closed for registration from its first day in Nairobi', async () => {
    const id = await training({ slug: 'payroll-closing', capacity: 3, starts: '2030-05-01T06:00:00.000Z' });
    expect(await (await answerTrainingSeats(id, async () => deps())).json()).toMatchObject({ sold: true, open: false });
  });

  it('shows a registration’s payment state only behind its signed link: not its id alone, its KP- reference, or a changed signature', async () => {
    const id = await training({ slug: 'payroll-status', capacity: 3 });
    const result = await register({ trainingId: id, name: 'Kamau Njoroge', email: 'kamau@example.com', phone: '0712 345 678', attendees: ['Kamau Njoroge'], paymentMethod: 'invoice' }, deps());
    if (result.outcome !== 'invoiced') throw new Error(result.outcome);
    const registration = result.registration;
    const token = registrationToken(registration.id);
    expect(registrationPath(registration.id)).toBe(`/registrations/status?token=${token}`);
    expect(token.startsWith(`${registration.id}.`)).toBe(true);
    expect(token.length).toBeGreaterThan(registration.id.length + 20);

    const answer = await answerRegistrationStatus(token, async () => deps());
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(await answer.json()).toEqual({ status: 'invoice_sent', payment: 'none' });

    const signature = token.split('.')[1]!;
    const changed = `${registration.id}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    const otherId = `${registration.id.slice(0, -1)}${registration.id.endsWith('0') ? '1' : '0'}`;
    for (const forged of [registration.id, registration.reference, changed, `${otherId}.${signature}`, `${token}.x`, '', 'x'.repeat(5000)]) {
      expect(registrationIdOf(forged), forged.slice(0, 60)).toBeUndefined();
      const refused = await answerRegistrationStatus(forged, async () => deps());
      expect(refused.status, forged.slice(0, 60)).toBe(404);
      expect(await refused.json()).toEqual({ message: 'This registration link is not valid.' });
    }
  });

  it('keeps the registration link out of the logs: the token travels in the query, and the status request logs its path alone', async () => {
    const id = await training({ slug: 'payroll-log', capacity: 3 });
    const result = await register({ trainingId: id, name: 'Kamau Njoroge', email: 'kamau@example.com', phone: '0712 345 678', attendees: ['Kamau Njoroge'], paymentMethod: 'invoice' }, deps());
    if (result.outcome !== 'invoiced') throw new Error(result.outcome);
    const token = registrationToken(result.registration.id);
    const [page, query] = registrationPath(result.registration.id).split('?');
    expect([page, query]).toEqual(['/registrations/status', `token=${token}`]);
    expect(registrationStatusJsonPath(result.registration.id)).toBe(`/api/registrations/status?token=${token}`);

    vi.stubEnv('LOG_LEVEL', 'info');
    const out = vi.spyOn(process.stdout, 'write').mockReturnValue(true);
    const err = vi.spyOn(process.stderr, 'write').mockReturnValue(true);
    let lines: string[] = [];
    try {
      const handler = registrationStatusHandler(async () => deps());
      const answer = await handler(new Request(`https://www.kilele.example/api/registrations/status?token=${token}`));
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({ status: 'invoice_sent', payment: 'none' });
      expect((await handler(new Request(`https://www.kilele.example/api/registrations/status?token=${token.slice(0, -1)}x`))).status).toBe(404);
      lines = [...out.mock.calls, ...err.mock.calls].map((call) => String(call[0]));
    } finally {
      out.mockRestore();
      err.mockRestore();
    }
    expect(lines.map((line) => JSON.parse(line) as Record<string, unknown>)).toEqual([
      expect.objectContaining({ level: 'info', msg: 'request answered', method: 'GET', path: '/api/registrations/status', status: 200 }),
      expect.objectContaining({ level: 'info', msg: 'request answered', method: 'GET', path: '/api/registrations/status', status: 404 }),
    ]);
    for (const line of lines) {
      expect(line).not.toContain(result.registration.id);
      expect(line).not.toContain(token.split('.')[1]);
    }
  });

  it('keeps what was typed and says to try again when the trainings cannot be read (the database down), not a 500', async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({ training: '1', name: 'Kamau Njoroge', email: 'kamau@example.com', phone: '0712 345 678', seats: '1', attendee1: 'Kamau Njoroge', payment: 'invoice' })) {
      form.set(name, value);
    }
    const down: RegistrationDeps = { ...deps(), terms: async () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432')) };
    const answer = await submitRegistrationForm(form, new Headers(), {
      registration: async () => down,
      siteUrl: 'https://www.kilele.example',
      trustProxy: false,
      limiter: new RateLimiter({ limit: 100 }),
    });
    expect(answer).toMatchObject({
      status: 'error',
      message: 'We could not take your registration just now, and nothing was charged. Please try again in a few minutes, or email us at enquiries@kilele.example.',
      values: { name: 'Kamau Njoroge', email: 'kamau@example.com', attendee1: 'Kamau Njoroge' },
    });
  });
});
