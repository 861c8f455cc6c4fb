/**
 * The site's one iCalendar (RFC 5545) writer: events' "Add to calendar" files and the tax
 * deadline feeds are both components of content lines, serialised here with CRLF line ends,
 * folding at 75 octets and TEXT escaping.
 */

const CRLF = '\r\n';

/** A property: its name, its value as it goes on the line, and any parameters. */
export type ContentLine = { name: string; value: string; params?: Record<string, string> };

export type Component = { type: string; lines: ContentLine[]; components?: Component[] };

/** Escapes a TEXT value: backslash, semicolon, comma and newlines (RFC 5545 §3.3.11). */
export function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** A parameter value: quoted when it holds `:`, `;` or `,`; double quotes cannot appear at all (§3.2). */
function paramValue(value: string): string {
  const clean = value.replace(/["\r\n]/g, '');
  return /[:;,]/.test(clean) ? `"${clean}"` : clean;
}

/** A DATE value: `2026-12-09` → `20261209`. */
export const formatDateValue = (date: string) => date.replace(/-/g, '');

/** A UTC DATE-TIME value, e.g. `20250529T060000Z`. */
export function formatUtcDateTime(instant: Date): string {
  return instant.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/** Folds a content line at 75 octets, continuing with a leading space (RFC 5545 §3.1). */
export function fold(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let start = 0;
  let limit = 75;
  while (start < bytes.length) {
    let end = Math.min(start + limit, bytes.length);
    // Never split a multi-byte character: back up to the start of one.
    while (end < bytes.length && ((bytes[end] ?? 0) & 0xc0) === 0x80) end -= 1;
    parts.push(bytes.subarray(start, end).toString('utf8'));
    start = end;
    // Continuation lines start with a space, which counts towards their 75.
    limit = 74;
  }
  return parts.join(`${CRLF} `);
}

/** Shorthand for a TEXT property, escaped. */
export const text = (name: string, value: string, params?: Record<string, string>): ContentLine => ({
  name,
  value: escapeText(value),
  params,
});

function unfoldedLines(component: Component): string[] {
  return [
    `BEGIN:${component.type}`,
    ...component.lines.map(({ name, value, params }) => {
      const parameters = Object.entries(params ?? {})
        .map(([key, param]) => `;${key}=${paramValue(param)}`)
        .join('');
      return `${name}${parameters}:${value}`;
    }),
    ...(component.components ?? []).flatMap(unfoldedLines),
    `END:${component.type}`,
  ];
}

/** The whole object as text, every line folded and ended with CRLF. */
export function serializeCalendar(calendar: Component): string {
  return unfoldedLines(calendar).map(fold).join(CRLF) + CRLF;
}
