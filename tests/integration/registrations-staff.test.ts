/**
 * The staff's side of training registrations (lib/cms/registrations/, issue 31) through Payload's
 * own REST handling in this process (`handleEndpoints`, what the site's `/api` route calls), with
 * real sessions: staff accounts made as the command makes them, signed in with their password
 * and the authenticator's code, their session cookie sent back. The registrations are taken by
 * the engine for a training document in the admin; the actions run on the same database and
 * queue their mail in its outbox.
 *
 * An editor and a stranger are refused every endpoint and change nothing; the leads team lists
 * the trainings and their registrations with the takings, marks an invoice paid (the
 * confirmation queued), records an eTIMS number (the task leaves the list), cancels (the seats go
 * to the waitlist), notes refunds (never more than was paid), and exports an attendance sheet a
 * spreadsheet cannot run; every view, export and change is in the audit log, without names.
 */
import { and, eq, sql } from 'drizzle-orm';
import { handleEndpoints } from 'payload';
import { beforeAll, describe, expect, it } from 'vitest';
import { STAFF_ACCOUNT_COMMAND } from '../../lib/cms/collections/Users';
import { firmContactSeed } from '../../lib/cms/globals/ContactDetails/reshape';
import { trainingTermsFrom } from '../../lib/cms/read-training-terms';
import { leadAudit, mailOutbox, registrationRefunds, registrations } from '../../lib/db/schema';
import type { RegistrationDeps } from '../../lib/registrations/deps';
import { joinWaitlist, register, type RegistrationInput } from '../../lib/registrations/register';
import { authenticatorCode } from '../support/staff-accounts';
import { cmsOnFreshDatabase, SAMPLE_TRAINING } from './support/cms';
import { testInvoiceDetails } from './support/registration-fixtures';

/** SITE_URL as the test's admin runs (tests/integration/support/cms.ts): Payload takes a session cookie only from it. */
const SITE = 'http://localhost:3000';
const TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

type Who = 'admin' | 'leads' | 'editor';

describe('training registrations for staff, through the admin’s REST API', () => {
  const cms = cmsOnFreshDatabase();
  const db = () => cms.database.handle.db;
  const cookies: Record<Who, string> = { admin: '', leads: '', editor: '' };
  let trainingId = '';
  const ids = { amina: '', chebet: '', wanjiku: '' };
  const references = { amina: '', chebet: '', wanjiku: '' };

  /** A request to the API as a browser on the admin's pages sends it: same origin, with the staff member's session. */
  async function api(who: Who | null, pathname: string, init: { method?: string; json?: unknown; form?: Record<string, string>; origin?: string } = {}) {
    const headers = new Headers({ origin: init.origin ?? SITE });
    if (who) headers.set('cookie', cookies[who]);
    let body: string | undefined;
    if (init.json !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(init.json);
    } else if (init.form) {
      headers.set('content-type', 'application/x-www-form-urlencoded');
      body = new URLSearchParams(init.form).toString();
    }
    return handleEndpoints({ config: cms.payload.config, request: new Request(`${SITE}/api${pathname}`, { method: init.method ?? 'GET', headers, body }) });
  }

  const post = (who: Who | null, pathname: string, init: { json?: unknown; form?: Record<string, string>; origin?: string }) => api(who, pathname, { ...init, method: 'POST' });

  async function makeAccount(role: Who) {
    const email = `${role}@kilele.example`;
    const password = `correct horse ${role} battery`;
    await cms.payload.create({
      collection: 'users',
      data: { email, password, role, ...(role === 'editor' ? {} : { totpSecret: TOTP_SECRET }) },
      overrideAccess: true,
      context: { [STAFF_ACCOUNT_COMMAND]: true },
    });
    // Each sign-in spends its code: the second account signing in within the same 30 s uses the next one (the site accepts it, for clock drift).
    const code = role === 'editor' ? '' : authenticatorCode(TOTP_SECRET, Date.now() + (role === 'leads' ? 30_000 : 0));
    const response = await api(null, '/users/login', { method: 'POST', json: { email, password, totp: code } });
    expect(response.status, `${role} signs in: ${await response.clone().text()}`).toBe(200);
    const cookie = response.headers.getSetCookie().find((value) => value.startsWith('payload-token='));
    cookies[role] = cookie!.split(';', 1)[0]!;
  }

  const visitor = (overrides: Partial<RegistrationInput>): RegistrationInput => ({
    trainingId,
    name: 'Amina Otieno',
    email: 'amina@example.com',
    phone: '0712 345 678',
    attendees: ['Amina Otieno'],
    paymentMethod: 'invoice',
    ...overrides,
  });

  const row = async (id: string) => (await db().select().from(registrations).where(eq(registrations.id, id)))[0]!;
  const mails = (kind: string) => db().select().from(mailOutbox).where(eq(mailOutbox.kind, kind));
  const audit = () => db().select().from(leadAudit).where(eq(leadAudit.leadKind, 'registration'));

  beforeAll(async () => {
    const image = (await cms.payload.find({ collection: 'media', limit: 1, overrideAccess: true })).docs[0]!;
    // A training staff sell: 3 seats, at most 2 a registration, KES 18,000 a seat, in 2030.
    const training = await cms.payload.create({
      collection: 'training-events',
      data: { ...SAMPLE_TRAINING, image: image.id, starts: '2030-06-04T06:00:00.000Z', ends: '2030-06-04T13:00:00.000Z', registration: { capacity: 3, seatLimit: 2 }, _status: 'published' },
      overrideAccess: true,
    });
    trainingId = String(training.id);
    const deps: RegistrationDeps = {
      db: db(),
      siteUrl: SITE,
      terms: trainingTermsFrom(async () => cms.payload, { keptMs: 0 }),
      mpesa: undefined,
      staffAddress: async () => 'enquiries@kilele.example',
      firmContact: async () => firmContactSeed(),
      invoiceDetails: async () => testInvoiceDetails,
      trainingEvent: async () => undefined,
      wake: () => undefined,
      now: () => new Date(),
    };
    // Cells a spreadsheet would run if the export did not neutralise them.
    const amina = await register(visitor({ organisation: '=HYPERLINK("https://evil.example","Otieno Traders")', attendees: ['Amina Otieno', '+Brian Kamau'] }), deps);
    const chebet = await register(visitor({ name: 'Chebet Mutai', email: 'chebet@example.com', organisation: 'Mutai & Sons', attendees: ['@Chebet Mutai'] }), deps);
    const wanjiku = await joinWaitlist(visitor({ name: 'Wanjiku Mwangi', email: 'wanjiku@example.com', attendees: ['-Wanjiku Mwangi'] }), deps);
    if (amina.outcome !== 'invoiced' || chebet.outcome !== 'invoiced' || wanjiku.outcome !== 'waitlisted') throw new Error('the registrations were not taken');
    for (const [name, result] of [['amina', amina], ['chebet', chebet], ['wanjiku', wanjiku]] as const) {
      ids[name] = result.registration.id;
      references[name] = result.registration.reference;
    }
    for (const role of ['admin', 'leads', 'editor'] as const) await makeAccount(role);
  }, 120_000);

  it('queued one notification to the firm for each new registration', async () => {
    expect((await mails('registration-notification')).map((mail) => mail.personEmail).sort()).toEqual(['amina@example.com', 'chebet@example.com', 'wanjiku@example.com']);
  });

  it('refuses an editor (403) and a stranger (401) every endpoint, and changes and logs nothing', async () => {
    const one = `/staff/registrations/${ids.amina}`;
    const attempts: [string, { method?: string; json?: unknown }][] = [
      ['/staff/registrations', {}],
      ['/staff/registrations/etims', {}],
      [`/staff/registrations/training/${trainingId}`, {}],
      [`/staff/registrations/training/${trainingId}/attendance`, {}],
      [one, {}],
      [`${one}/paid`, { method: 'POST', json: { confirm: true } }],
      [`${one}/cancel`, { method: 'POST', json: { reason: 'editor tries' } }],
      [`${one}/etims`, { method: 'POST', json: { etimsNumber: 'KRA123' } }],
      [`${one}/refund`, { method: 'POST', json: { amount: '100', refundedOn: '2026-01-01', note: 'x' } }],
    ];
    for (const [pathname, init] of attempts) {
      const editor = await api('editor', pathname, init);
      expect(editor.status, `editor: ${init.method ?? 'GET'} ${pathname}`).toBe(403);
      expect(await editor.json()).toEqual({ errors: [{ message: 'Only administrators and the leads team may see leads and training registrations.' }] });
      const stranger = await api(null, pathname, init);
      expect(stranger.status, `stranger: ${init.method ?? 'GET'} ${pathname}`).toBe(401);
      expect(await stranger.text()).not.toContain('Amina');
    }
    // A post from another site, with the leads team's cookie: Payload ignores the cookie (401), or it is refused (403).
    expect([401, 403]).toContain((await post('leads', `${one}/cancel`, { json: { reason: 'forged' }, origin: 'https://evil.example' })).status);
    expect(await row(ids.amina)).toMatchObject({ status: 'invoice_sent', etimsNumber: null, paidAt: null });
    expect(await audit()).toEqual([]);
  });

  it('lists the trainings and one training’s registrations, and answers addresses that name nothing with 404', async () => {
    const list = await api('leads', '/staff/registrations');
    expect(list.status).toBe(200);
    const { summaries, totals } = (await list.json()) as { summaries: Record<string, unknown>[]; totals: Record<string, number> };
    expect(summaries).toEqual([
      expect.objectContaining({
        trainingId,
        registrations: 3,
        seatsTaken: 3,
        seatsPaid: 0,
        waitlisted: 1,
        paidMpesaCents: 0,
        paidInvoiceCents: 0,
        training: expect.objectContaining({ title: 'Payroll Masterclass 2027', capacity: 3, published: true }),
      }),
    ]);
    expect(totals).toEqual({ paidMpesaCents: 0, paidInvoiceCents: 0, refundedCents: 0 });

    const one = await api('leads', `/staff/registrations/training/${trainingId}`);
    const { registrations: lines } = (await one.json()) as { registrations: { reference: string; status: string; seats: number; totalCents: number; vatCents: number }[] };
    // 18,000 a seat; VAT is 16/116 of the fee: 2,482.76 of 18,000.
    expect(lines.map((line) => [line.reference, line.status, line.seats, line.totalCents, line.vatCents])).toEqual([
      [references.amina, 'invoice_sent', 2, 3_600_000, 496_552],
      [references.chebet, 'invoice_sent', 1, 1_800_000, 248_276],
      [references.wanjiku, 'waitlisted', 1, 1_800_000, 248_276],
    ]);
    const detail = await api('leads', `/staff/registrations/${ids.amina}`);
    expect(((await detail.json()) as { registration: { name: string } }).registration.name).toBe('Amina Otieno');

    for (const [pathname, status] of [
      ['/staff/registrations/training/abc', 404],
      ['/staff/registrations/training/0', 404],
      ['/staff/registrations/training/2147483648', 404],
      ["/staff/registrations/1'%20or%201=1", 404],
      ['/staff/registrations/00000000-0000-4000-8000-000000000000', 404],
    ] as const) {
      expect((await api('leads', pathname)).status, pathname).toBe(status);
    }
    const missing = await post('leads', '/staff/registrations/00000000-0000-4000-8000-000000000000/paid', { json: { confirm: true } });
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { errors: { message: string }[] }).errors[0]?.message).toBe('There is no such registration (it may have been erased).');
  });

  it('exports the attendance sheet: one line per seat held, by name, that a spreadsheet cannot run', async () => {
    const response = await api('leads', `/staff/registrations/training/${trainingId}/attendance`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(new RegExp(`^attachment; filename="attendance-training-${trainingId}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`));
    const lines = (await response.text()).split('\r\n');
    expect(lines).toEqual([
      'attendee,organisation,registrant,reference,status,paid_how',
      `'+Brian Kamau,"'=HYPERLINK(""https://evil.example"",""Otieno Traders"")",Amina Otieno,${references.amina},Invoice sent,Invoice`,
      `'@Chebet Mutai,Mutai & Sons,Chebet Mutai,${references.chebet},Invoice sent,Invoice`,
      `Amina Otieno,"'=HYPERLINK(""https://evil.example"",""Otieno Traders"")",Amina Otieno,${references.amina},Invoice sent,Invoice`,
      // Wanjiku is on the waitlist: no seat, not on the sheet.
      '',
    ]);
  });

  it('marks an invoice paid from the page’s form: the confirmation is queued, and the eTIMS task appears', async () => {
    const page = `/admin/registrations/${ids.amina}`;
    const unconfirmed = await post('leads', `/staff/registrations/${ids.amina}/paid`, { form: {} });
    expect(unconfirmed.status).toBe(303);
    expect(unconfirmed.headers.get('location')).toBe(`${page}?error=not-confirmed`);
    expect((await row(ids.amina)).status).toBe('invoice_sent');

    const paid = await post('leads', `/staff/registrations/${ids.amina}/paid`, { form: { confirm: 'yes' } });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`${page}?done=paid`);
    expect(await row(ids.amina)).toMatchObject({ status: 'paid', holdExpiresAt: null });
    expect((await row(ids.amina)).paidAt).toBeInstanceOf(Date);
    const confirmations = await mails('registration-confirmation');
    expect(confirmations.map((mail) => [mail.toAddress, mail.subject])).toEqual([['amina@example.com', `Confirmed: Payroll Masterclass 2027 – ${references.amina}`]]);
    // Marked again: nothing more is mailed.
    expect((await post('leads', `/staff/registrations/${ids.amina}/paid`, { json: { confirm: true } })).status).toBe(200);
    expect(await mails('registration-confirmation')).toHaveLength(1);

    const tasks = (await (await api('leads', '/staff/registrations/etims')).json()) as { tasks: { id: string; reference: string; kraPin: string | null }[] };
    expect(tasks.tasks.map((task) => task.reference)).toEqual([references.amina]);
  });

  it('records an eTIMS number from the tasks page, only on a paid registration and only as KRA writes one', async () => {
    const unpaid = await post('leads', `/staff/registrations/${ids.chebet}/etims`, { json: { etimsNumber: 'KRAMW0120260000001' } });
    expect(unpaid.status).toBe(409);
    expect(((await unpaid.json()) as { errors: { message: string }[] }).errors[0]?.message).toBe('This registration was never paid: there is no sale to issue a tax invoice for.');
    for (const bad of ['', '<script>alert(1)</script>', 'x'.repeat(61), '=1+1']) {
      expect((await post('leads', `/staff/registrations/${ids.amina}/etims`, { json: { etimsNumber: bad } })).status, bad).toBe(400);
    }
    expect((await row(ids.amina)).etimsNumber).toBeNull();

    const saved = await post('leads', `/staff/registrations/${ids.amina}/etims`, { form: { etimsNumber: ' KRAMW012/2026/0000001 ', back: 'etims' } });
    expect(saved.status).toBe(303);
    expect(saved.headers.get('location')).toBe(`/admin/registrations/etims?done=etims&reference=${references.amina}`);
    expect((await row(ids.amina)).etimsNumber).toBe('KRAMW012/2026/0000001');
    expect(((await (await api('leads', '/staff/registrations/etims')).json()) as { tasks: unknown[] }).tasks).toEqual([]);
  });

  it('cancels with a reason: the seat is freed and offered to the waitlist, whose mail is queued', async () => {
    const noReason = await post('leads', `/staff/registrations/${ids.chebet}/cancel`, { json: { reason: '  ' } });
    expect(noReason.status).toBe(400);
    expect((await row(ids.chebet)).status).toBe('invoice_sent');

    const cancelled = await post('leads', `/staff/registrations/${ids.chebet}/cancel`, { json: { reason: 'Asked by phone: cannot come' } });
    expect(cancelled.status).toBe(200);
    expect(((await cancelled.json()) as { message: string }).message).toBe('Cancelled. Its seats are free and have been offered to the waitlist, and the registrant has been mailed.');
    expect(await row(ids.chebet)).toMatchObject({ status: 'cancelled', statusReason: 'Asked by phone: cannot come', holdExpiresAt: null });
    expect(await row(ids.wanjiku)).toMatchObject({ status: 'held', statusReason: 'waitlist offer' });
    expect((await mails('waitlist-offer')).map((mail) => mail.toAddress)).toEqual(['wanjiku@example.com']);
    // The registrant is told, without staff's reason; unpaid, nothing is due.
    const [told] = await mails('registration-cancelled');
    expect(told).toMatchObject({ toAddress: 'chebet@example.com' });
    expect(told!.subject).toMatch(/^Cancelled: .+ – KP-[A-Z0-9]{8}$/);
    expect(told!.textBody).toContain('has been cancelled, and its seats released.');
    expect(told!.textBody).toContain('Nothing is due: a pro-forma invoice or payment prompt for it no longer applies.');
    expect(told!.textBody).not.toContain('Asked by phone');
    expect((await post('leads', `/staff/registrations/${ids.chebet}/cancel`, { json: { reason: 'again' } })).status).toBe(409);
    expect(await mails('registration-cancelled')).toHaveLength(1);
  });

  it('notes refunds of a registration cancelled after it was paid, never more than it paid, and the takings show them', async () => {
    const refund = (json: Record<string, string>) => post('leads', `/staff/registrations/${ids.amina}/refund`, { json });
    const today = new Date().toISOString().slice(0, 10);
    // Paid and still holding its seats: nothing to refund.
    expect((await refund({ amount: '18000', refundedOn: today, note: 'M-Pesa reversal' })).status).toBe(409);
    expect((await post('leads', `/staff/registrations/${ids.amina}/cancel`, { form: { reason: 'Company withdrew both staff' } })).headers.get('location')).toBe(
      `/admin/registrations/${ids.amina}?done=cancelled`,
    );
    // Paid: the mail says what was paid and that staff will be in touch about it.
    const paidTold = (await mails('registration-cancelled')).find((mail) => mail.toAddress === 'amina@example.com');
    expect(paidTold?.textBody).toContain('You paid KES 36,000.00: we will contact you about a refund, or a place at another date.');

    for (const [json, message] of [
      [{ amount: 'twenty', refundedOn: today, note: 'x' }, 'Write the amount refunded in shillings, e.g. 35000 or 35000.50.'],
      [{ amount: '0', refundedOn: today, note: 'x' }, 'Write the amount refunded in shillings, e.g. 35000 or 35000.50.'],
      [{ amount: '100.123', refundedOn: today, note: 'x' }, 'Write the amount refunded in shillings, e.g. 35000 or 35000.50.'],
      [{ amount: '100', refundedOn: '2999-01-01', note: 'x' }, 'Give the day the refund was made (YYYY-MM-DD), not after today.'],
      [{ amount: '100', refundedOn: '2026-02-30', note: 'x' }, 'Give the day the refund was made (YYYY-MM-DD), not after today.'],
      [{ amount: '100', refundedOn: today, note: ' ' }, 'Say how the money went back: an M-Pesa reversal or a bank transfer, and its reference.'],
    ] as const) {
      const refused = await refund(json);
      expect(refused.status, JSON.stringify(json)).toBe(400);
      expect(((await refused.json()) as { errors: { message: string }[] }).errors[0]?.message).toBe(message);
    }
    const first = await refund({ amount: '20,000.50', refundedOn: today, note: 'Bank transfer, ref FT26001' });
    expect(first.status).toBe(200);
    // 36,000 paid, 20,000.50 back: 15,999.50 left, so 16,000 is too much.
    const over = await refund({ amount: '16000', refundedOn: today, note: 'Bank transfer, ref FT26002' });
    expect(over.status).toBe(409);
    expect(((await over.json()) as { errors: { message: string }[] }).errors[0]?.message).toBe('That is more than is left to refund of what this registration paid.');
    expect((await post('leads', `/staff/registrations/${ids.amina}/refund`, { form: { amount: '15999.50', refundedOn: today, note: 'Bank transfer, ref FT26002' } })).headers.get('location')).toBe(
      `/admin/registrations/${ids.amina}?done=refund`,
    );
    expect((await db().select().from(registrationRefunds).where(eq(registrationRefunds.registrationId, ids.amina))).map((each) => each.amountCents).sort()).toEqual([1_599_950, 2_000_050]);

    const { summaries, totals } = (await (await api('leads', '/staff/registrations')).json()) as { summaries: Record<string, unknown>[]; totals: Record<string, number> };
    // Paid is what came in, whatever became of the registration since; refunds beside it.
    expect(totals).toEqual({ paidMpesaCents: 0, paidInvoiceCents: 3_600_000, refundedCents: 3_600_000 });
    expect(summaries[0]).toMatchObject({ seatsTaken: 1, seatsPaid: 0, waitlisted: 0 });
  });

  it('wrote every view, export and change of the leads team to the audit log, naming nobody', async () => {
    const entries = await audit();
    const leads = entries.filter((entry) => entry.staffEmail === 'leads@kilele.example');
    expect(leads).toHaveLength(entries.length);
    const today = new Date().toISOString().slice(0, 10);
    for (const [action, leadId, details] of [
      ['viewed', null, { list: 'trainings', shown: 1 }],
      ['viewed', null, { list: 'training', training: trainingId, shown: 3 }],
      ['viewed', ids.amina, {}],
      ['exported', null, { list: 'attendance', training: trainingId, rows: 3 }],
      ['viewed', null, { list: 'etims', shown: 1 }],
      ['changed', ids.amina, { status: { from: 'invoice_sent', to: 'paid' } }],
      ['changed', ids.amina, { etimsNumber: 'KRAMW012/2026/0000001' }],
      ['changed', ids.chebet, { status: { from: 'invoice_sent', to: 'cancelled' }, reason: true }],
      ['changed', ids.amina, { refund: { amountCents: 2_000_050, refundedOn: today }, refundedCents: 2_000_050 }],
    ] as const) {
      expect(leads, `${action} ${leadId} ${JSON.stringify(details)}`).toContainEqual(expect.objectContaining({ action, leadId, details }));
    }
    // One entry per accepted action: two marks paid (the second changed nothing), one eTIMS number, two cancellations, two refunds; none for a refusal.
    expect(leads.filter((entry) => entry.action === 'changed')).toHaveLength(7);
    const log = JSON.stringify(entries).toLowerCase();
    for (const name of ['amina', 'chebet', 'wanjiku', 'cannot come', 'ft26001']) expect(log, name).not.toContain(name);
    const [{ n }] = (await db().execute(sql`select count(*)::int as n from lead_audit where lead_kind = 'registration' and action = 'viewed' and lead_id is null`)) as unknown as [{ n: number }];
    expect(n).toBeGreaterThanOrEqual(4);
    expect(await db().select().from(leadAudit).where(and(eq(leadAudit.leadKind, 'registration'), eq(leadAudit.staffEmail, 'editor@kilele.example')))).toEqual([]);
  });
});
