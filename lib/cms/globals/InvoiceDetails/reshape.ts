/**
 * The stored "Invoice and payment details" global as the site's own type, apart from its admin
 * configuration (index.ts) so that readers outside Next's bundle (the server's registrations
 * sweeper, lib/cms/read-invoice-details.ts) can map it without loading the admin.
 */
import type { InvoiceDetail as StoredInvoiceDetails } from '../../payload-types';

export const INVOICE_DETAILS_SLUG = 'invoice-details';

/** What a pro-forma invoice prints for paying the firm, and the firm's tax numbers. */
export type InvoiceDetails = {
  bankName: string;
  branch: string;
  accountName: string;
  accountNumber: string;
  /** The bank's SWIFT code, or its local bank and branch code. */
  bankCode: string;
  /** An M-Pesa paybill or till the firm takes invoice payments on, if any. */
  mpesa: { kind: 'paybill' | 'till'; number: string } | undefined;
  /** The firm's KRA PIN and VAT registration number. */
  kraPin: string;
  vatNumber: string;
};

const filled = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

/**
 * The details, or undefined while any one an invoice needs is blank: an installation that has
 * never had them set (there is no seed, so no sample account is ever printed on a real invoice).
 */
export function invoiceDetailsFromDoc(doc: Partial<StoredInvoiceDetails> | null | undefined): InvoiceDetails | undefined {
  if (!doc) return undefined;
  const [bankName, branch, accountName, accountNumber, bankCode, kraPin, vatNumber] = [
    doc.bankName,
    doc.branch,
    doc.accountName,
    doc.accountNumber,
    doc.bankCode,
    doc.kraPin,
    doc.vatNumber,
  ].map(filled);
  if (!bankName || !branch || !accountName || !accountNumber || !bankCode || !kraPin || !vatNumber) return undefined;
  const mpesaNumber = filled(doc.mpesaNumber);
  return {
    bankName,
    branch,
    accountName,
    accountNumber,
    bankCode,
    mpesa: mpesaNumber ? { kind: doc.mpesaKind === 'till' ? 'till' : 'paybill', number: mpesaNumber } : undefined,
    kraPin,
    vatNumber,
  };
}
