/**
 * Reads the header block of an `.eml` file as a mail client would: up to the first empty
 * line, folded lines joined, RFC 2047 encoded words decoded. Enough to check that nothing a
 * visitor typed became a header of its own.
 */
export type MailHeader = { name: string; value: string };

/** Decodes `=?charset?Q|B?…?=` words (UTF-8, as nodemailer writes them), joining adjacent ones. */
export function decodeEncodedWords(value: string): string {
  const joined = value.replace(/(\?=)\s+(?==\?)/g, '$1');
  const bytes: number[] = [];
  let out = '';
  const flush = () => {
    out += Buffer.from(bytes.splice(0)).toString('utf8');
  };
  let rest = joined;
  const word = /=\?([^?]+)\?([QqBb])\?([^?]*)\?=/;
  for (let match = word.exec(rest); match; match = word.exec(rest)) {
    if (match.index > 0) {
      flush();
      out += rest.slice(0, match.index);
    }
    const [, , encoding = '', text = ''] = match;
    if (encoding.toUpperCase() === 'B') bytes.push(...Buffer.from(text, 'base64'));
    else {
      const decoded = text.replace(/_/g, ' ');
      for (let i = 0; i < decoded.length; i += 1) {
        const hex = /^=([0-9A-Fa-f]{2})/.exec(decoded.slice(i));
        if (hex?.[1]) {
          bytes.push(parseInt(hex[1], 16));
          i += 2;
        } else bytes.push(decoded.charCodeAt(i));
      }
    }
    rest = rest.slice(match.index + match[0].length);
  }
  flush();
  return out + rest;
}

/** The headers of a raw message, in order, unfolded and decoded. */
export function mailHeaders(raw: string): MailHeader[] {
  const block = raw.split(/\r?\n\r?\n/, 1)[0] ?? '';
  const lines = block.split(/\r?\n/);
  const headers: MailHeader[] = [];
  for (const line of lines) {
    const last = headers.at(-1);
    if (/^[ \t]/.test(line) && last) {
      last.value += line;
      continue;
    }
    const colon = line.indexOf(':');
    // A line that is neither a header nor a continuation would itself be an injection.
    if (colon <= 0) throw new Error(`Not a header line: ${JSON.stringify(line)}`);
    headers.push({ name: line.slice(0, colon), value: line.slice(colon + 1).trim() });
  }
  return headers.map(({ name, value }) => ({ name, value: decodeEncodedWords(value) }));
}

/**
 * The body of a raw message with its quoted-printable encoding undone (soft line breaks
 * joined, `=XX` decoded). Only the body: headers are not quoted-printable, and decoding them
 * too would turn a token that starts with two hex digits ("token=28…") into another one.
 */
export function quotedPrintableBody(raw: string): string {
  const blank = raw.search(/\r?\n\r?\n/);
  return (blank < 0 ? '' : raw.slice(blank))
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The value of the first header called `name`, unfolded and trimmed. */
export function mailHeader(raw: string, name: string): string | undefined {
  return mailHeaders(raw)
    .find((header) => header.name.toLowerCase() === name.toLowerCase())
    ?.value.trim();
}
