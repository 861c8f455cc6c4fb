/**
 * Writes one A4 job-description PDF per opening of the seed (content/seed/openings.ts, with
 * its body in content/careers.ts) to `public/docs/`, the files the seed uploads and the
 * careers page's Download JD links point to. Run after changing a job:
 *
 *   npx tsx scripts/generate-jd-pdfs.ts
 *
 * Output is deterministic (fixed metadata dates, no generated ids), so re-running without
 * content changes leaves the files byte-for-byte identical and git sees no change.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { jobDescriptions, type JobDescription } from '../content/careers';
import { firm } from '../content/firm';
import type { Job } from '../content/schema';
import { openingsSeed } from '../content/seed/openings';
import { nairobiToday } from '../lib/nairobi-time';

const outDir = fileURLToPath(new URL('../public/docs/', import.meta.url));

const pageSize: [number, number] = [595.28, 841.89];
const margin = 56;
const contentWidth = pageSize[0] - margin * 2;
const footerTop = margin + 14;

// The site's brand and muted ink tokens (app/globals.css), as PDF colours.
const brand = rgb(15 / 255, 76 / 255, 58 / 255);
const ink = rgb(23 / 255, 33 / 255, 43 / 255);
const muted = rgb(74 / 255, 86 / 255, 99 / 255);
const sampleRed = rgb(180 / 255, 35 / 255, 24 / 255);

type Fonts = { regular: PDFFont; bold: PDFFont };

/** Lays text out top to bottom, starting a new page when the current one is full. */
class Writer {
  private page: PDFPage;
  private y: number;

  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: Fonts,
  ) {
    this.page = doc.addPage(pageSize);
    this.y = pageSize[1] - margin;
  }

  moveDown(points: number): void {
    this.y -= points;
  }

  /** Starts a new page unless `height` points are left on this one. */
  ensureSpace(height: number): void {
    if (this.y - height < footerTop + 12) {
      this.page = this.doc.addPage(pageSize);
      this.y = pageSize[1] - margin;
    }
  }

  /** Draws wrapped text; `indent` shifts every line, `bullet` is drawn before the first. */
  text(
    value: string,
    options: { size?: number; bold?: boolean; color?: ReturnType<typeof rgb>; indent?: number; bullet?: string; gap?: number } = {},
  ): void {
    const { size = 10.5, bold = false, color = ink, indent = 0, bullet, gap = 4 } = options;
    const font = bold ? this.fonts.bold : this.fonts.regular;
    const lineHeight = size * 1.4;
    const lines = wrap(value, font, size, contentWidth - indent);
    // Keep a short block (a bullet, a paragraph) on one page rather than splitting it.
    if (lines.length <= 6) this.ensureSpace(lines.length * lineHeight);
    lines.forEach((line, index) => {
      this.ensureSpace(lineHeight);
      this.y -= size;
      if (bullet && index === 0) {
        this.page.drawText(bullet, { x: margin + indent - 12, y: this.y, size, font: this.fonts.bold, color: brand });
      }
      this.page.drawText(line, { x: margin + indent, y: this.y, size, font, color });
      this.y -= lineHeight - size;
    });
    this.y -= gap;
  }

  heading(value: string): void {
    this.ensureSpace(48);
    this.y -= 10;
    this.text(value, { size: 13, bold: true, color: brand, gap: 6 });
  }

  rule(color = brand, thickness = 1): void {
    this.ensureSpace(8);
    this.page.drawLine({
      start: { x: margin, y: this.y },
      end: { x: pageSize[0] - margin, y: this.y },
      thickness,
      color,
    });
    this.y -= 8;
  }

  /** A two-column label/value row. */
  field(label: string, value: string): void {
    const size = 10.5;
    this.ensureSpace(size * 1.5);
    this.y -= size;
    this.page.drawText(label, { x: margin, y: this.y, size, font: this.fonts.bold, color: muted });
    this.page.drawText(value, { x: margin + 110, y: this.y, size, font: this.fonts.regular, color: ink });
    this.y -= size * 0.5;
  }
}

/** Splits `value` into lines no wider than `width` at `size`. */
function wrap(value: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of value.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** `2026-12-18` → `18 December 2026`, independent of the machine's locale and time zone. */
function longDate(iso: string): string {
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );
}

/** Fails with the offending character rather than letting pdf-lib fail mid-document. */
function assertEncodable(font: PDFFont, value: string, where: string): void {
  const supported = new Set(font.getCharacterSet());
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    if (!supported.has(code)) {
      throw new Error(`Character "${char}" (U+${code.toString(16).toUpperCase()}) in ${where} cannot be set in Helvetica`);
    }
  }
}

/** A seed opening as the careers page shows it: its days in Nairobi, its PDF by the file under `public/`. */
type SeedJob = Omit<Job, 'id'>;

const seedJobs = (): SeedJob[] =>
  openingsSeed.map(({ title, employmentType, location, employer, description, jd, apply, datePosted, validThrough }) => ({
    title,
    employmentType,
    location,
    employer,
    description,
    jd: jd.publicFile,
    apply,
    datePosted: nairobiToday(new Date(datePosted)),
    validThrough: nairobiToday(new Date(validThrough)),
  }));

function allText(job: SeedJob, jd: JobDescription): string[] {
  return [job.title, job.employer, job.location, job.apply, ...jd.about, ...jd.responsibilities, ...jd.requirements, jd.howToApply];
}

/** Builds the PDF for one job. */
async function renderJobDescription(job: SeedJob, jd: JobDescription): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const fonts: Fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  for (const value of allText(job, jd)) assertEncodable(fonts.regular, value, `the JD for "${job.title}"`);

  const fixedDate = new Date(`${job.datePosted}T00:00:00Z`);
  doc.setTitle(`${job.title}: Job description (sample)`);
  doc.setAuthor(firm.name);
  doc.setSubject(`${job.title}, ${job.employer}, ${job.location}`);
  doc.setKeywords(['job description', job.title, job.employer, job.location, 'sample']);
  doc.setCreator(firm.name);
  doc.setProducer('scripts/generate-jd-pdfs.ts (pdf-lib)');
  doc.setLanguage('en-GB');
  doc.setCreationDate(fixedDate);
  doc.setModificationDate(fixedDate);

  const w = new Writer(doc, fonts);
  w.text(firm.name, { size: 16, bold: true, color: brand, gap: 2 });
  w.text(`${firm.address.building}, ${firm.address.street}, ${firm.address.locality}, ${firm.address.city}  |  ${firm.email}`, {
    size: 9,
    color: muted,
  });
  w.rule(brand, 1.5);
  w.text('SAMPLE DOCUMENT: an illustrative job description for the firm to replace.', {
    size: 9,
    bold: true,
    color: sampleRed,
    gap: 10,
  });

  w.text('Job description', { size: 10, bold: true, color: muted, gap: 2 });
  w.text(job.title, { size: 22, bold: true, color: ink, gap: 10 });
  w.field('Employer', job.employer);
  w.field('Location', `${job.location}, Kenya`);
  w.field('Employment type', job.employmentType);
  w.field('Posted', longDate(job.datePosted));
  w.field('Closing date', longDate(job.validThrough));
  w.moveDown(6);
  w.rule(rgb(213 / 255, 217 / 255, 222 / 255), 0.75);

  w.heading('About the role');
  for (const paragraph of [job.description, ...jd.about]) w.text(paragraph, { gap: 6 });

  w.heading('Key responsibilities');
  for (const item of jd.responsibilities) w.text(item, { indent: 14, bullet: '•' });

  w.heading('Requirements');
  for (const item of jd.requirements) w.text(item, { indent: 14, bullet: '•' });

  // The closing section is short: keep its heading, text and form address on one page.
  w.ensureSpace(110);
  w.heading('How to apply');
  w.text(jd.howToApply, { gap: 6 });
  w.text(`Application form: ${job.apply}`, { bold: true });

  const pages = doc.getPages();
  pages.forEach((page, index) => {
    const size = 8.5;
    const left = `${firm.name}  |  ${job.title}  |  Sample job description`;
    const right = `Page ${index + 1} of ${pages.length}`;
    page.drawLine({
      start: { x: margin, y: footerTop },
      end: { x: pageSize[0] - margin, y: footerTop },
      thickness: 0.5,
      color: muted,
    });
    page.drawText(left, { x: margin, y: margin, size, font: fonts.regular, color: muted });
    page.drawText(right, {
      x: pageSize[0] - margin - fonts.regular.widthOfTextAtSize(right, size),
      y: margin,
      size,
      font: fonts.regular,
      color: muted,
    });
  });
  if (pages.length > 2) {
    throw new Error(`The JD for "${job.title}" runs to ${pages.length} pages; keep it to two`);
  }

  return doc.save({ useObjectStreams: false });
}

async function main(): Promise<void> {
  await mkdir(outDir, { recursive: true });
  for (const job of seedJobs()) {
    const jd = jobDescriptions[job.jd];
    if (!jd) throw new Error(`No job description for ${job.jd} (${job.title}) in content/careers.ts`);
    const bytes = await renderJobDescription(job, jd);
    const file = path.join(outDir, path.basename(job.jd));
    try {
      await writeFile(file, bytes);
    } catch (cause) {
      throw new Error(`Could not write ${file}`, { cause });
    }
    console.log(`wrote ${path.relative(process.cwd(), file)} (${bytes.length} bytes)`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
