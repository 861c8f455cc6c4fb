/**
 * The pro-forma invoice an invoice registration is mailed (lib/registrations/invoice-mail.ts): a
 * one- or two-page A4 PDF made with pdf-lib and its standard Helvetica, so nothing is fetched or
 * bundled. It names the firm and its tax numbers, the registrant, one line per seat with the
 * attendee's name, the VAT-inclusive total with the VAT at 16% inside it (the registration's own
 * amounts, lib/registrations/amounts.ts), the due date, the firm's payment details and the
 * reference to quote. It is not a tax invoice: KRA's eTIMS invoice follows the payment.
 *
 * pdf-lib is loaded with the first invoice, not with the server: most processes never make one.
 *
 * Helvetica sets Latin-1 and a few more characters; a name in another script is written with
 * its accents taken off where that makes it Latin, and with `?` for what still is not.
 */
import type { Color, PDFDocument, PDFFont, PDFPage } from 'pdf-lib';
import { firm } from '../../content/firm';
import type { InvoiceDetails } from '../cms/globals/InvoiceDetails/reshape';
import type { FirmContactDetails } from '../mail/templates';
import { type CivilDate, formatDate } from '../tax/civil-date';
import { type Cents, formatCents } from '../tax/money';
import { VAT_PERCENT } from './amounts';

export type ProformaInvoice = {
  invoiceNumber: string;
  /** The registration's reference: what the payer quotes. */
  reference: string;
  issuedOn: CivilDate;
  dueOn: CivilDate;
  registrant: { name: string; email: string; phone: string; organisation: string | null; kraPin: string | null };
  trainingTitle: string;
  /** "29th - 30th May 2026", as the site writes it, when the training's dates are known. */
  trainingDates: string | undefined;
  attendees: string[];
  feePerSeatCents: Cents;
  totalCents: Cents;
  vatCents: Cents;
};

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
/** The invoice's colours, as RGB fractions. */
const palette = { ink: [23, 33, 43], muted: [74, 86, 99], brand: [0, 84, 140], line: [213, 217, 222] } as const;
type Colors = Record<keyof typeof palette, Color>;

/** Text Helvetica can set: typographic quotes and dashes as their plain forms, accents off where that helps, `?` for the rest. */
function settable(font: PDFFont, text: string): string {
  const supported = new Set(font.getCharacterSet());
  const plain = text.replace(/[\u0000-\u001f\u007f]+/g, ' ');
  let out = '';
  for (const char of plain) {
    const code = char.codePointAt(0) ?? 0;
    if (supported.has(code)) {
      out += char;
      continue;
    }
    const bare = char.normalize('NFKD').replace(/\p{M}/gu, '');
    out += [...bare].every((part) => supported.has(part.codePointAt(0) ?? 0)) && bare !== '' ? bare : '?';
  }
  return out;
}

type Fonts = { regular: PDFFont; bold: PDFFont };

/** Writes down the page from the top, starting a new page when one is full. */
class Writer {
  page: PDFPage;
  y: number;

  constructor(
    private readonly doc: PDFDocument,
    readonly fonts: Fonts,
    readonly colors: Colors,
  ) {
    this.page = doc.addPage(A4);
    this.y = A4[1] - MARGIN;
  }

  ensure(height: number): void {
    if (this.y - height >= MARGIN + 20) return;
    this.page = this.doc.addPage(A4);
    this.y = A4[1] - MARGIN;
  }

  /** Lines of `text` that fit `width` at `size`, broken at spaces (a word too long is cut). */
  wrap(text: string, width: number, size: number, bold = false): string[] {
    const font = bold ? this.fonts.bold : this.fonts.regular;
    const lines: string[] = [];
    let current = '';
    for (const word of settable(font, text).split(/\s+/).filter(Boolean)) {
      let piece = word;
      while (font.widthOfTextAtSize(piece, size) > width) {
        let cut = piece.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(piece.slice(0, cut), size) > width) cut -= 1;
        if (current) lines.push(current);
        lines.push(piece.slice(0, cut));
        current = '';
        piece = piece.slice(cut);
      }
      const joined = current ? `${current} ${piece}` : piece;
      if (font.widthOfTextAtSize(joined, size) <= width) current = joined;
      else {
        lines.push(current);
        current = piece;
      }
    }
    if (current) lines.push(current);
    return lines.length > 0 ? lines : [''];
  }

  /** Draws `text` at `x`, wrapped to `width`; returns the height used (the cursor does not move). */
  drawAt(text: string, x: number, width: number, options: { size?: number; bold?: boolean; color?: Color; align?: 'left' | 'right' } = {}): number {
    const size = options.size ?? 10;
    const font = options.bold ? this.fonts.bold : this.fonts.regular;
    const lines = this.wrap(text, width, size, options.bold);
    lines.forEach((text, index) => {
      const left = options.align === 'right' ? x + width - font.widthOfTextAtSize(text, size) : x;
      this.page.drawText(text, { x: left, y: this.y - size - index * size * 1.35, size, font, color: options.color ?? this.colors.ink });
    });
    return lines.length * size * 1.35;
  }

  text(text: string, options: { size?: number; bold?: boolean; color?: Color; gap?: number } = {}): void {
    const size = options.size ?? 10;
    this.ensure(size * 1.35 * this.wrap(text, A4[0] - 2 * MARGIN, size, options.bold).length);
    this.y -= this.drawAt(text, MARGIN, A4[0] - 2 * MARGIN, options) + (options.gap ?? 2);
  }

  /** A label and its value on one line (the value wrapped beside the label). */
  field(label: string, value: string, labelWidth = 140): void {
    const width = A4[0] - 2 * MARGIN - labelWidth;
    this.ensure(13.5 * this.wrap(value, width, 10).length);
    this.drawAt(label, MARGIN, labelWidth - 8, { color: this.colors.muted });
    this.y -= this.drawAt(value, MARGIN + labelWidth, width) + 2;
  }

  rule(color = this.colors.line, thickness = 0.75): void {
    this.ensure(10);
    this.y -= 4;
    this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: A4[0] - MARGIN, y: this.y }, thickness, color });
    this.y -= 8;
  }

  gap(points: number): void {
    this.y -= points;
  }
}

/** The columns of the seats' table: description, quantity, unit price, amount. */
const columns = { description: MARGIN, quantity: 330, unit: 370, amount: 465, end: A4[0] - MARGIN };

function tableRow(w: Writer, cells: [string, string, string, string], bold = false): void {
  const descriptionWidth = columns.quantity - columns.description - 10;
  w.ensure(13.5 * w.wrap(cells[0], descriptionWidth, 10, bold).length + 4);
  const height = w.drawAt(cells[0], columns.description, descriptionWidth, { bold });
  w.drawAt(cells[1], columns.quantity, columns.unit - columns.quantity - 10, { bold, align: 'right' });
  w.drawAt(cells[2], columns.unit, columns.amount - columns.unit - 10, { bold, align: 'right' });
  w.drawAt(cells[3], columns.amount, columns.end - columns.amount, { bold, align: 'right' });
  w.gap(height + 4);
}

function totalRow(w: Writer, label: string, value: string, bold = false): void {
  w.ensure(14);
  w.drawAt(label, columns.description, columns.amount - columns.description - 10, { bold, align: 'right' });
  w.drawAt(value, columns.amount, columns.end - columns.amount, { bold, align: 'right' });
  w.gap(14);
}

/** The pro-forma invoice as a PDF file's bytes. */
export async function renderProformaInvoice(invoice: ProformaInvoice, payment: InvoiceDetails, contact: FirmContactDetails, issuedAt: Date): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const doc = await PDFDocument.create({ updateMetadata: false });
  const colors = Object.fromEntries(Object.entries(palette).map(([name, [r, g, b]]) => [name, rgb(r / 255, g / 255, b / 255)])) as Colors;
  const { muted, brand } = colors;
  const fonts: Fonts = { regular: await doc.embedFont(StandardFonts.Helvetica), bold: await doc.embedFont(StandardFonts.HelveticaBold) };
  doc.setTitle(`Pro-forma invoice ${invoice.invoiceNumber}`);
  doc.setAuthor(firm.name);
  doc.setSubject(settable(fonts.regular, `${invoice.trainingTitle}: ${invoice.attendees.length} seat(s), ${invoice.reference}`));
  doc.setCreator(firm.name);
  doc.setProducer('lib/registrations/invoice-pdf.ts (pdf-lib)');
  doc.setLanguage('en-GB');
  doc.setCreationDate(issuedAt);
  doc.setModificationDate(issuedAt);

  const w = new Writer(doc, fonts, colors);
  const { address } = contact;
  w.text(firm.name, { size: 16, bold: true, color: brand });
  w.text(`${address.building}, ${address.street}, ${address.locality}, ${address.city}`, { size: 9, color: muted });
  w.text([contact.phones[0]?.display, contact.email].filter(Boolean).join('  |  '), { size: 9, color: muted });
  w.text(`KRA PIN ${payment.kraPin}  |  VAT No. ${payment.vatNumber}`, { size: 9, color: muted });
  w.rule(brand, 1.5);

  w.text('PRO-FORMA INVOICE', { size: 18, bold: true, gap: 8 });
  w.field('Invoice number', invoice.invoiceNumber);
  w.field('Reference to quote', invoice.reference);
  w.field('Issued', formatDate(invoice.issuedOn));
  w.field('Due', `${formatDate(invoice.dueOn)} (the seats are held until this day ends, Nairobi time)`);
  w.gap(6);

  w.text('Bill to', { bold: true, color: muted, gap: 4 });
  w.field('Name', invoice.registrant.name);
  if (invoice.registrant.organisation) w.field('Organisation', invoice.registrant.organisation);
  if (invoice.registrant.kraPin) w.field('KRA PIN', invoice.registrant.kraPin);
  w.field('Email', invoice.registrant.email);
  w.field('Phone', invoice.registrant.phone);
  w.gap(6);

  w.rule();
  tableRow(w, ['Description', 'Qty', 'Unit price (KES)', 'Amount (KES)'], true);
  w.rule();
  const training = invoice.trainingDates ? `${invoice.trainingTitle}, ${invoice.trainingDates}` : invoice.trainingTitle;
  for (const attendee of invoice.attendees) {
    tableRow(w, [`${training}: one seat for ${attendee}`, '1', formatCents(invoice.feePerSeatCents), formatCents(invoice.feePerSeatCents)]);
  }
  w.rule();
  totalRow(w, 'Total, VAT inclusive (KES)', formatCents(invoice.totalCents), true);
  totalRow(w, `of which VAT at ${VAT_PERCENT}% (KES)`, formatCents(invoice.vatCents));
  totalRow(w, 'Amount before VAT (KES)', formatCents(invoice.totalCents - invoice.vatCents));
  w.gap(8);

  w.text('How to pay', { size: 12, bold: true, color: brand, gap: 4 });
  w.text(`Please pay KES ${formatCents(invoice.totalCents)} by ${formatDate(invoice.dueOn)} and quote ${invoice.reference} with your payment.`, { gap: 6 });
  w.text('By bank transfer or cheque', { bold: true, gap: 3 });
  w.field('Bank', payment.bankName);
  w.field('Branch', payment.branch);
  w.field('Account name', payment.accountName);
  w.field('Account number', payment.accountNumber);
  w.field('SWIFT or bank code', payment.bankCode);
  if (payment.mpesa) {
    w.gap(4);
    w.text('By M-Pesa', { bold: true, gap: 3 });
    if (payment.mpesa.kind === 'paybill') {
      w.field('Paybill number', payment.mpesa.number);
      w.field('Account number', invoice.reference);
    } else {
      w.field('Till number (Buy Goods)', payment.mpesa.number);
    }
  }
  w.gap(8);
  w.rule();
  w.text(
    `This is a pro-forma invoice, not a tax invoice. Once your payment is received we confirm your seats by email and issue the tax invoice through KRA's eTIMS. Seats not paid for by the due date are released.`,
    { size: 9, color: muted },
  );
  return doc.save({ useObjectStreams: false });
}
