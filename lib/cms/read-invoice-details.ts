/**
 * The firm's payment details for invoices (the admin's "Invoice and payment details"), read
 * through the admin this process has open, as the firm's contact details are
 * (lib/cms/read-firm-contact.ts): inside Next's bundle the caller hands it the admin; the
 * server's own jobs use {@link openedAdmin}. Read afresh for each invoice: they are printed on
 * it, and an admin's correction must reach the next one. Unlike the contact details there is no
 * stand-in: a read that fails is an error, and details never filled in are `undefined`.
 */
import { INVOICE_DETAILS_SLUG, type InvoiceDetails, invoiceDetailsFromDoc } from './globals/InvoiceDetails/reshape';
import type { InvoiceDetail as StoredInvoiceDetails } from './payload-types';
import type { GlobalReader } from './state';

/** How long a read may take before the registration waiting on it fails. */
export const INVOICE_DETAILS_READ_TIMEOUT_MS = 3_000;

/** The saved details, or undefined while any one an invoice needs is blank. */
export async function readInvoiceDetails(admin: () => Promise<GlobalReader>): Promise<InvoiceDetails | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`No answer within ${INVOICE_DETAILS_READ_TIMEOUT_MS} ms`)), INVOICE_DETAILS_READ_TIMEOUT_MS);
  });
  try {
    const doc = await Promise.race([admin().then((payload) => payload.findGlobal({ slug: INVOICE_DETAILS_SLUG, depth: 0, overrideAccess: true })), timeout]);
    return invoiceDetailsFromDoc(doc as Partial<StoredInvoiceDetails>);
  } catch (error) {
    throw new Error('Could not read the invoice and payment details', { cause: error });
  } finally {
    clearTimeout(timer);
  }
}
