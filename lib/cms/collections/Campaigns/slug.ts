/** A campaign's address from its subject: "Finance Act 2026: what changes" is finance-act-2026-what-changes. */
const MAX_LENGTH = 80;

export function slugOfSubject(subject: string): string {
  const words = subject
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let slug = '';
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > MAX_LENGTH) break;
    slug = next;
  }
  // A subject of symbols only still needs an address.
  return slug || 'newsletter';
}
