/**
 * Uploads are judged by their content (lib/cms/uploads.ts): images and PDFs only, SVG refused,
 * and no larger than their limit. Through Payload's Local API on a real database, with the
 * hook the admin's and the API's uploads pass.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { fileKindOf } from '@/lib/cms/uploads';
import { cmsOnFreshDatabase } from './support/cms';

const file = (name: string, mimetype: string, data: Buffer) => ({ name, mimetype, data, size: data.length });

/** One of the site's job descriptions. */
const PDF = readFileSync('public/docs/accountant-jd.pdf');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');

describe('uploads in the staff admin', () => {
  const cms = cmsOnFreshDatabase();
  let png: Buffer;

  beforeAll(async () => {
    png = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#1b5e20' } }).png().toBuffer();
  });

  it('knows files by their first bytes', () => {
    expect(fileKindOf(png.subarray(0, 16))).toBe('png');
    expect(fileKindOf(PDF.subarray(0, 16))).toBe('pdf');
    expect(fileKindOf(SVG.subarray(0, 16))).toBeUndefined();
    expect(fileKindOf(Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'))).toBeUndefined();
  });

  it('stores an image resized to the widest the pages show, as WebP named after its content, under DATA_DIR', async () => {
    const doc = await cms.payload.create({ collection: 'media', data: { alt: 'A green field' }, file: file('Green Field.PNG', 'image/png', png), overrideAccess: true });
    expect(doc.filename).toMatch(/^green-field-[0-9a-f]{12}\.webp$/);
    expect(doc.mimeType).toBe('image/webp');
    expect([doc.width, doc.height]).toEqual([1600, 800]);
    expect(existsSync(path.join(cms.database.dataDir, 'uploads', 'media', String(doc.filename)))).toBe(true);
  });

  it('stores a PDF as a document', async () => {
    const doc = await cms.payload.create({ collection: 'documents', data: { title: 'Auditor JD' }, file: file('auditor-jd.pdf', 'application/pdf', PDF), overrideAccess: true });
    expect(doc.filename).toMatch(/^auditor-jd-[0-9a-f]{12}\.pdf$/);
    expect(existsSync(path.join(cms.database.dataDir, 'uploads', 'documents', String(doc.filename)))).toBe(true);
  });

  it('refuses a PNG renamed .pdf as a job description', async () => {
    await expect(
      cms.payload.create({ collection: 'documents', data: {}, file: file('job-description.pdf', 'application/pdf', png), overrideAccess: true }),
    ).rejects.toMatchObject({ status: 400, message: 'This file is not a PDF: only PDF files are accepted, checked by their content.' });
  });

  it('refuses a PDF renamed .png as an image', async () => {
    await expect(
      cms.payload.create({ collection: 'media', data: { alt: 'x' }, file: file('photo.png', 'image/png', PDF), overrideAccess: true }),
    ).rejects.toMatchObject({ status: 400, message: expect.stringContaining('This file is not an image') });
  });

  it('refuses an SVG', async () => {
    await expect(
      cms.payload.create({ collection: 'media', data: { alt: 'logo' }, file: file('logo.svg', 'image/svg+xml', SVG), overrideAccess: true }),
    ).rejects.toMatchObject({ status: 400, message: 'This file is not an image: only JPG, PNG, WEBP, AVIF files are accepted, checked by their content.' });
  });

  it('refuses a PDF over 5 MB', async () => {
    const large = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]);
    await expect(
      cms.payload.create({ collection: 'documents', data: {}, file: file('large.pdf', 'application/pdf', large), overrideAccess: true }),
    ).rejects.toMatchObject({ status: 413, message: 'The file is too large: a PDF may be at most 5 MB.' });
  });

  it('lets nobody but content staff upload', async () => {
    for (const user of [null, { id: 1, role: 'leads', collection: 'users' }]) {
      await expect(
        cms.payload.create({ collection: 'documents', data: {}, file: file('jd.pdf', 'application/pdf', PDF), overrideAccess: false, user: user as never }),
      ).rejects.toMatchObject({ status: 403 });
    }
    const editor = { id: 2, role: 'editor', collection: 'users' };
    const doc = await cms.payload.create({ collection: 'documents', data: {}, file: file('jd.pdf', 'application/pdf', PDF), overrideAccess: false, user: editor as never });
    expect(doc.filename).toMatch(/^jd-[0-9a-f]{12}\.pdf$/);
  });
});
