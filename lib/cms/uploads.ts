/**
 * Files the staff upload: images (a photo, a training's picture) and PDFs (job descriptions).
 * A file is judged by its content, never its name or the type the browser claims: its first
 * bytes must be those of a JPEG, PNG, WebP or AVIF image, or of a PDF. SVG, which can carry
 * scripts, is refused. Each file is renamed after its content's hash, so its address changes
 * whenever the file does and it can be served with a year's caching.
 */
import { createHash } from 'node:crypto';
import { open } from 'node:fs/promises';
import path from 'node:path';
import { APIError, type CollectionBeforeOperationHook } from 'payload';

export type FileKind = 'jpeg' | 'png' | 'webp' | 'avif' | 'pdf';

const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));

/** The kind of file its first bytes show (16 are enough), or undefined for any other. */
export function fileKindOf(head: Uint8Array): FileKind | undefined {
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (ascii(head, 0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return 'webp';
  if (ascii(head, 4, 8) === 'ftyp' && ['avif', 'avis'].includes(ascii(head, 8, 12))) return 'avif';
  if (ascii(head, 0, 5) === '%PDF-') return 'pdf';
  return undefined;
}

export const IMAGE_KINDS: readonly FileKind[] = ['jpeg', 'png', 'webp', 'avif'];
export const DOCUMENT_KINDS: readonly FileKind[] = ['pdf'];
const extensionOf: Record<FileKind, string> = { jpeg: 'jpg', png: 'png', webp: 'webp', avif: 'avif', pdf: 'pdf' };

/** The largest file anyone may upload (the request's limit); each collection may set less. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024;

type UploadedFile = { data?: Buffer; tempFilePath?: string; name: string; size: number; mimetype: string };

async function contentOf(file: UploadedFile): Promise<Buffer> {
  if (file.data && file.data.length > 0) return file.data;
  if (!file.tempFilePath) return Buffer.alloc(0);
  const handle = await open(file.tempFilePath);
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(file.size), 0, file.size, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** A kebab-case name for a file, from the name it was uploaded with. */
const baseName = (name: string) =>
  path
    .basename(name, path.extname(name))
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || 'file';

/**
 * A refusal the admin and the API show as it is. Payload shows an error's message only with
 * data beside it (lib formatErrors); without, a built site says "An unknown error occurred."
 */
const refusal = (message: string, status: number) => new APIError(message, status, { field: 'file' }, true);

/**
 * The hook that checks an upload before Payload stores it: its kind by content, its size, and
 * its name made from its content. Refusals are 400s with a message the admin shows.
 */
export function checkUploadedFile({ kinds, maxBytes, what }: { kinds: readonly FileKind[]; maxBytes: number; what: string }): CollectionBeforeOperationHook {
  return async ({ args, operation, req }) => {
    if (operation !== 'create' && operation !== 'update') return args;
    const file = req.file as UploadedFile | undefined;
    if (!file) return args;
    if (file.size > maxBytes) {
      throw refusal(`The file is too large: ${what} may be at most ${Math.round(maxBytes / 1024 / 1024)} MB.`, 413);
    }
    const content = await contentOf(file);
    const kind = fileKindOf(content.subarray(0, 16));
    if (!kind || !kinds.includes(kind)) {
      const allowed = kinds.map((k) => extensionOf[k].toUpperCase()).join(', ');
      throw refusal(`This file is not ${what}: only ${allowed} files are accepted, checked by their content.`, 400);
    }
    const hash = createHash('sha256').update(content).digest('hex').slice(0, 12);
    file.name = `${baseName(file.name)}-${hash}.${extensionOf[kind]}`;
    file.mimetype = kind === 'pdf' ? 'application/pdf' : `image/${kind}`;
    return args;
  };
}

/** Uploaded files carry their content's hash in their name: a year's caching is safe. */
export const longCaching = ({ headers }: { headers: Headers }) => {
  headers.set('Cache-Control', 'public, max-age=31536000, immutable');
  return headers;
};
