/**
 * The firm's "Invoice and payment details" in the admin (lib/cms/globals/InvoiceDetails/): empty
 * on a fresh installation (so invoices are refused, docs/registrations.md), read by no visitor and
 * no editor, changed by admins only, and read by the registrations engine through the admin as
 * the server's own jobs read it; and a training read by its id for its registrations' mails.
 */
import { describe, expect, it } from 'vitest';
import { readInvoiceDetails } from '@/lib/cms/read-invoice-details';
import { readTrainingEvent } from '@/lib/cms/read-training-event';
import { cmsOnFreshDatabase } from './support/cms';

const user = (role: string) => ({ id: 9, role, collection: 'users' }) as never;

const details = {
  bankName: 'Test Bank of Kenya',
  branch: 'Upper Hill',
  accountName: 'Kilele Partners LLP (test)',
  accountNumber: '0123456789012',
  bankCode: 'TESTKENA',
  mpesaKind: 'paybill' as const,
  mpesaNumber: '555123',
  kraPin: 'P051234567Q',
  vatNumber: '0123456X',
};

describe('the invoice and payment details in the admin', () => {
  const cms = cmsOnFreshDatabase();

  it('are empty on a fresh installation, hidden from visitors and editors, and changed by admins only', async () => {
    const admin = async () => cms.payload;
    expect(await readInvoiceDetails(admin)).toBeUndefined();
    for (const reader of [null, user('editor')]) {
      await expect(cms.payload.findGlobal({ slug: 'invoice-details', overrideAccess: false, user: reader })).rejects.toMatchObject({ status: 403 });
    }
    for (const editor of [user('editor'), user('leads')]) {
      await expect(cms.payload.updateGlobal({ slug: 'invoice-details', data: details, overrideAccess: false, user: editor })).rejects.toMatchObject({ status: 403 });
    }
    await expect(cms.payload.updateGlobal({ slug: 'invoice-details', data: { ...details, kraPin: 'not a PIN' }, overrideAccess: false, user: user('admin') })).rejects.toThrow(/KRA PIN/);
    await cms.payload.updateGlobal({ slug: 'invoice-details', data: details, overrideAccess: false, user: user('admin') });
    expect(await cms.payload.findGlobal({ slug: 'invoice-details', overrideAccess: false, user: user('leads') })).toMatchObject({ accountNumber: '0123456789012' });
    expect(await readInvoiceDetails(admin)).toEqual({
      bankName: 'Test Bank of Kenya',
      branch: 'Upper Hill',
      accountName: 'Kilele Partners LLP (test)',
      accountNumber: '0123456789012',
      bankCode: 'TESTKENA',
      mpesa: { kind: 'paybill', number: '555123' },
      kraPin: 'P051234567Q',
      vatNumber: '0123456X',
    });
    await cms.payload.updateGlobal({ slug: 'invoice-details', data: { mpesaNumber: '' }, overrideAccess: true });
    expect((await readInvoiceDetails(admin))?.mpesa).toBeUndefined();
  });

  it('reads a published training by its id for the mails, and nothing for an id it does not know', async () => {
    const { docs } = await cms.payload.find({ collection: 'training-events', limit: 1, sort: 'starts', where: { _status: { equals: 'published' } } });
    const training = docs[0]!;
    const read = await readTrainingEvent(async () => cms.payload, String(training.id));
    expect(read).toMatchObject({ id: training.id, slug: training.slug, title: training.title, venue: training.venue, address: training.address });
    expect(read?.starts).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:00\+03:00$/);
    expect(await readTrainingEvent(async () => cms.payload, '999999')).toBeUndefined();
    expect(await readTrainingEvent(async () => cms.payload, 'tax-seminar')).toBeUndefined();
  });
});
