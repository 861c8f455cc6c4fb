/**
 * The one place that wraps a response's methods (docs/pipeline.md, "The response tap"). Two
 * stages of the request pipeline need to see or change what Next writes: the page cache keeps
 * the answer as it went out, and the script policy holds an HTML page back until it is complete
 * to name its scripts' hashes in its head. Each once replaced `writeHead`, `write` and `end` on
 * the response itself, so each saw the other's calls as Next's and they worked in one order only.
 * Here the methods are wrapped once per response, and every stage registers a {@link ResponseTap}:
 *
 * 1. when the head would first go out (`writeHead`, `flushHeaders`, or the first `write` or
 *    `end`), every tap is asked whether it holds the body back; if one does, nothing is sent
 *    until `end()`, and the body is sent in one piece;
 * 2. then every tap's `beforeHead` may set headers, seeing the whole body when it was held;
 * 3. then every tap's `onHead` sees the status and headers as they go out, and its `onBody`
 *    each piece of the body as it goes out.
 *
 * So what a tap sees never depends on which stage registered first. Node itself writes the head
 * through the response's own `writeHead` (for `write`, `end` and `flushHeaders` alike), which
 * is why every head passes step 3. Next's compression wraps the methods again after the
 * pipeline's stages, so the bytes seen here are the bytes on the wire, compressed or not.
 */
import http from 'node:http';
import { chunkBuffer } from '../http';

export type ResponseTap = {
  /** Asked once, when the head would first go out: true holds the body back until `end()`. */
  holdsBody?: (response: http.ServerResponse) => boolean;
  /** Once, before the head goes out; `body` is the whole body when a tap held it. May set headers. */
  beforeHead?: (response: http.ServerResponse, body: Buffer | undefined) => void;
  /** The status and every header as they go out, after every tap's `beforeHead`. */
  onHead?: (status: number, headers: http.OutgoingHttpHeaders) => void;
  /** Each piece of the body as it goes out, after any hold. */
  onBody?: (chunk: Buffer) => void;
};

type Callback = (error?: Error | null) => void;
type Tapped = { taps: ResponseTap[]; state: 'open' | 'holding' | 'passing'; headSent: boolean };

const tapped = new WeakMap<http.ServerResponse, Tapped>();

/**
 * Registers `tap` on `response`, wrapping its methods on the first call. Call it before the
 * response's head goes out (before handing the response to Next).
 */
export function tapResponse(response: http.ServerResponse, tap: ResponseTap): void {
  const existing = tapped.get(response);
  if (existing) {
    if (existing.state !== 'open') throw new Error('A response was tapped after its head was decided: tap it before Next writes it.');
    existing.taps.push(tap);
    return;
  }
  const entry: Tapped = { taps: [tap], state: 'open', headSent: false };
  tapped.set(response, entry);
  wrap(response, entry);
}

/** Sets headers passed to `writeHead` (an object or Node's flat name/value list) one by one. */
function applyHeaders(response: http.ServerResponse, headers: unknown): void {
  if (Array.isArray(headers)) {
    for (let index = 0; index + 1 < headers.length; index += 2) {
      response.setHeader(String(headers[index]), headers[index + 1] as string);
    }
  } else if (headers && typeof headers === 'object') {
    for (const [name, value] of Object.entries(headers)) {
      if (value !== undefined) response.setHeader(name, value as string | string[]);
    }
  }
}

function wrap(response: http.ServerResponse, entry: Tapped): void {
  const writeHead = response.writeHead as (...args: unknown[]) => http.ServerResponse;
  const flushHeaders = response.flushHeaders as () => void;
  const write = response.write as (...args: unknown[]) => boolean;
  const end = response.end as (...args: unknown[]) => http.ServerResponse;
  const held: Buffer[] = [];

  /** Decides, once, whether the body is held; a body that passes lets the taps set headers now. */
  const holding = (): boolean => {
    if (entry.state === 'open') {
      // Every tap is asked, so each can decide what it needs at this moment (a 304's policy).
      const answers = entry.taps.map((tap) => tap.holdsBody?.(response) ?? false);
      entry.state = answers.includes(true) ? 'holding' : 'passing';
      if (entry.state === 'passing') for (const tap of entry.taps) tap.beforeHead?.(response, undefined);
    }
    return entry.state === 'holding';
  };

  const sendingBody = (chunk: unknown, encoding: unknown): void => {
    if (typeof chunk !== 'string' && !(chunk instanceof Uint8Array)) return;
    const observers = entry.taps.filter((tap) => tap.onBody);
    if (observers.length === 0) return;
    const buffer = chunkBuffer(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : undefined);
    for (const tap of observers) tap.onBody?.(buffer);
  };

  response.writeHead = function tappedWriteHead(this: http.ServerResponse, statusCode: number, ...rest: unknown[]) {
    const message = typeof rest[0] === 'string' ? rest[0] : undefined;
    applyHeaders(this, message === undefined ? rest[0] : rest[1]);
    this.statusCode = statusCode;
    if (message !== undefined) this.statusMessage = message;
    if (holding()) return this;
    if (!entry.headSent) {
      entry.headSent = true;
      const headers = this.getHeaders();
      for (const tap of entry.taps) tap.onHead?.(this.statusCode, headers);
    }
    return writeHead.call(this, this.statusCode);
  } as typeof response.writeHead;

  response.flushHeaders = function tappedFlushHeaders(this: http.ServerResponse) {
    if (!holding()) flushHeaders.call(this);
  };

  response.write = function tappedWrite(this: http.ServerResponse, chunk: unknown, ...rest: unknown[]) {
    if (!holding()) {
      sendingBody(chunk, rest[0]);
      return write.call(this, chunk, ...rest);
    }
    held.push(chunkBuffer(chunk as string | Uint8Array, typeof rest[0] === 'string' ? (rest[0] as BufferEncoding) : undefined));
    const callback = rest.find((value): value is Callback => typeof value === 'function');
    if (callback) process.nextTick(callback);
    return true;
  } as typeof response.write;

  response.end = function tappedEnd(this: http.ServerResponse, ...args: unknown[]) {
    const [first, second] = args;
    const hasChunk = first !== undefined && first !== null && typeof first !== 'function';
    if (!holding()) {
      if (hasChunk) sendingBody(first, second);
      return end.apply(this, args);
    }
    const callback = args.find((value): value is Callback => typeof value === 'function');
    if (hasChunk) held.push(chunkBuffer(first as string | Uint8Array, typeof second === 'string' ? (second as BufferEncoding) : undefined));
    const body = Buffer.concat(held);
    for (const tap of entry.taps) tap.beforeHead?.(this, body);
    // From here Node writes the head and the body itself, through the methods above.
    entry.state = 'passing';
    sendingBody(body, undefined);
    return callback ? end.call(this, body, callback) : end.call(this, body);
  } as typeof response.end;
}
