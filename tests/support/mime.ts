/**
 * The parts of a raw MIME message as a mail client sees them: each leaf part's type, file name
 * (attachments) and decoded content (base64 and quoted-printable undone), for tests that read
 * what an SMTP server received.
 */
export type MimePart = { contentType: string; filename: string | undefined; disposition: string | undefined; content: Buffer };

function headerValue(headers: string, name: string): string | undefined {
  return new RegExp(`^${name}:[ \\t]*(.*)$`, 'im').exec(headers)?.[1]?.trim();
}

function decode(body: string, encoding: string | undefined): Buffer {
  switch ((encoding ?? '7bit').toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64');
    case 'quoted-printable': {
      const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      return Buffer.from(bytes, 'latin1');
    }
    default:
      return Buffer.from(body, 'utf8');
  }
}

/** Every leaf part of `raw`, in order. */
export function mimeParts(raw: string): MimePart[] {
  const split = /\r?\n\r?\n/.exec(raw);
  const headerText = (split ? raw.slice(0, split.index) : raw).replace(/\r?\n[ \t]+/g, ' ');
  const body = split ? raw.slice(split.index + split[0].length) : '';
  const contentType = headerValue(headerText, 'Content-Type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (contentType.toLowerCase().startsWith('multipart/') && boundary) {
    const sections = body.split(`--${boundary}`).slice(1);
    return sections.filter((section) => !section.startsWith('--')).flatMap((section) => mimeParts(section.replace(/^\r?\n/, '')));
  }
  const disposition = headerValue(headerText, 'Content-Disposition');
  const filename = /filename="?([^";]+)"?/i.exec(disposition ?? '')?.[1] ?? /name="?([^";]+)"?/i.exec(contentType)?.[1];
  return [{ contentType: contentType.split(';')[0]!.trim().toLowerCase(), filename, disposition: disposition?.split(';')[0]?.trim().toLowerCase(), content: decode(body.replace(/\r?\n$/, ''), headerValue(headerText, 'Content-Transfer-Encoding')) }];
}

/** The decoded text of the message's `text/plain` part, with its line breaks as `\n`. */
export function plainText(raw: string): string {
  const part = mimeParts(raw).find((candidate) => candidate.contentType === 'text/plain' && candidate.disposition !== 'attachment');
  if (!part) throw new Error('The message has no text/plain part');
  return part.content.toString('utf8').replace(/\r\n/g, '\n');
}

/** The decoded HTML part. */
export function htmlText(raw: string): string {
  const part = mimeParts(raw).find((candidate) => candidate.contentType === 'text/html');
  if (!part) throw new Error('The message has no text/html part');
  return part.content.toString('utf8');
}

/** A header value with its RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`) decoded. */
export function decodeHeader(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_match, _charset: string, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_hex, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8'),
    );
}
