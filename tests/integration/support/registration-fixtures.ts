/** What the registrations' tests give the engine for the firm's invoice details and the training's page: test values, never the firm's. */
import type { InvoiceDetails } from '../../../lib/cms/globals/InvoiceDetails/reshape';
import type { IcsEvent } from '../../../lib/events/ics';

/** A test bank account: what an admin would type into "Invoice and payment details". */
export const testInvoiceDetails: InvoiceDetails = {
  bankName: 'Test Bank of Kenya',
  branch: 'Upper Hill',
  accountName: 'Kilele Partners LLP (test)',
  accountNumber: '0123456789012',
  bankCode: 'TESTKENA',
  mpesa: { kind: 'paybill', number: '555123' },
  kraPin: 'P051234567Q',
  vatNumber: '0123456X',
};

/** The seminar's page: 29 and 30 May 2026, 9:00am to 5:00pm in Nairobi. */
export const seminarEvent: IcsEvent = {
  id: 7,
  slug: 'tax-seminar-2026',
  title: 'Tax seminar 2026',
  intro: { lead: 'Two days on the Finance Act.', paragraphs: ['What changed, and what to do about it.'] },
  priceKes: 35_000,
  starts: '2026-05-29T09:00:00+03:00',
  ends: '2026-05-30T17:00:00+03:00',
  venue: 'Radisson Blu Hotel',
  address: 'Elgon Road, Upper Hill, Nairobi',
};
