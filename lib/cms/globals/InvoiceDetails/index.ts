/**
 * The firm's payment details and tax numbers, printed on every pro-forma invoice a training
 * registration mails (lib/registrations/invoice-pdf.ts). Admins only may change them; admins
 * and the leads staff who handle registrations may read them; nobody else, over REST or
 * GraphQL either. There is no seed: until an admin fills them in, registrations refuse the
 * invoice method (docs/registrations.md), so no sample bank account is ever printed on a real
 * invoice.
 */
import type { GlobalConfig } from 'payload';
import { z } from 'zod';
import { allowRoles } from '../../access/role-of';
import { text, validateWith, withTextLimits } from '../../fields';
import { INVOICE_DETAILS_SLUG } from './reshape';

export { INVOICE_DETAILS_SLUG };

const kraPin = validateWith(z.string().trim().regex(/^[AP]\d{9}[A-Z]$/i, 'A KRA PIN: a letter (A or P), nine digits and a letter, e.g. P051234567Q'));

export const invoiceDetailsGlobal: GlobalConfig = {
  slug: INVOICE_DETAILS_SLUG,
  label: 'Invoice and payment details',
  admin: {
    group: 'Administration',
    description:
      'Printed on every pro-forma invoice a training registration mails. Until all the required ones are filled in, the site does not offer to pay by invoice.',
  },
  access: { read: allowRoles('admin', 'leads'), update: allowRoles('admin') },
  fields: withTextLimits([
    {
      type: 'row',
      fields: [text('bankName', 'Bank', { admin: { description: 'e.g. Kenya Commercial Bank' } }), text('branch', 'Branch', { admin: { description: 'e.g. Upper Hill' } })],
    },
    {
      type: 'row',
      fields: [text('accountName', 'Account name'), text('accountNumber', 'Account number')],
    },
    text('bankCode', 'SWIFT or bank code', { admin: { description: 'The SWIFT code for transfers from abroad, or the bank and branch code, e.g. KCBLKENX' } }),
    {
      type: 'row',
      fields: [
        {
          name: 'mpesaKind',
          label: 'M-Pesa (optional)',
          type: 'select',
          options: [
            { label: 'Paybill', value: 'paybill' },
            { label: 'Till (Buy Goods)', value: 'till' },
          ],
          defaultValue: 'paybill',
        },
        {
          name: 'mpesaNumber',
          label: 'M-Pesa paybill or till number (optional)',
          type: 'text',
          validate: validateWith(z.union([z.literal(''), z.string().trim().regex(/^\d{5,7}$/, 'Five to seven digits')]).nullish()),
          admin: { description: 'Leave empty if invoices are paid by bank only. With a paybill, the invoice asks payers to quote its reference as the account number.' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        text('kraPin', "The firm's KRA PIN", { validate: kraPin }),
        text('vatNumber', "The firm's VAT number", { admin: { description: 'As registered with KRA (often the KRA PIN).' } }),
      ],
    },
  ]),
};
