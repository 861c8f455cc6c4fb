/** Reads request bodies of at most a given size, without buffering more than that. */
import { formMessages } from './messages';

export const JSON_BODY_LIMIT = 32 * 1024;

export type BodyResult =
  | { ok: true; value: unknown }
  | { ok: false; status: 400 | 413 | 415; message: string };

function isJsonType(contentType: string | null): boolean {
  const mediaType = contentType?.split(';')[0]?.trim().toLowerCase() ?? '';
  return mediaType === 'application/json' || /^application\/[\w.+-]+\+json$/.test(mediaType);
}

/**
 * A request's body, or `too-large` as soon as it declares or sends more than `limitBytes`:
 * nothing past the limit is buffered, and the rest of the upload is cancelled.
 */
export async function readCappedBody(request: Request, limitBytes: number): Promise<Uint8Array<ArrayBuffer> | 'too-large'> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limitBytes) return 'too-large';
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limitBytes) {
        await reader.cancel().catch(() => undefined);
        return 'too-large';
      }
      chunks.push(value);
    }
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

export async function readJsonBody(request: Request, limitBytes = JSON_BODY_LIMIT): Promise<BodyResult> {
  const { badRequest } = formMessages;
  if (!isJsonType(request.headers.get('content-type'))) {
    return { ok: false, status: 415, message: badRequest.notJson };
  }
  const bytes = await readCappedBody(request, limitBytes);
  if (bytes === 'too-large') return { ok: false, status: 413, message: badRequest.tooLarge };
  try {
    return { ok: true, value: JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)) };
  } catch {
    return { ok: false, status: 400, message: badRequest.malformed };
  }
}
