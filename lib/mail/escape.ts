/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Escaped text whose line breaks survive as `<br>`. */
export function escapeMultiline(text: string): string {
  return escapeHtml(text).replace(/\r?\n/g, '<br>\n');
}

/**
 * A header value on one line. Form fields are already normalised by the schemas; this is
 * the last guard before anything reaches a mail header.
 */
export function headerSafe(text: string, max = 200): string {
  const flat = text.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}
