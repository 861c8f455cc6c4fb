/** Display helpers for articles: dates in the firm's time zone and category labels. */
import { formatLongDate } from '@/lib/dates';
import type { Article } from './types';

/** Words with a fixed spelling, and words kept lower case, when a category slug becomes a label. */
const FIXED_SPELLINGS: Record<string, string> = {
  it: 'IT',
  ict: 'ICT',
  hr: 'HR',
  vat: 'VAT',
  kra: 'KRA',
  paye: 'PAYE',
  etims: 'eTIMS',
  sme: 'SME',
  smes: 'SMEs',
  ngo: 'NGO',
  ngos: 'NGOs',
  csr: 'CSR',
};
const MINOR_WORDS = new Set(['and', 'of', 'for', 'the', 'in', 'on', 'to', 'a', 'an', 'with']);

/** 'MMMM D, YYYY' in Nairobi time, e.g. `March 13, 2025`. */
export function formatArticleDate(iso: string): string {
  return formatLongDate(iso);
}

/** The year an article belongs to in the year filter: the first four characters of its date. */
export function articleYear(article: Pick<Article, 'date'>): string {
  return article.date.slice(0, 4);
}

/** A readable label for a category slug: `tax-consulting` → `Tax Consulting`, `it-advisory` → `IT Advisory`. */
export function categoryLabel(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((word, index) => {
      const lower = word.toLowerCase();
      const fixed = FIXED_SPELLINGS[lower];
      if (fixed) return fixed;
      if (index > 0 && MINOR_WORDS.has(lower)) return lower;
      return lower.charAt(0).toUpperCase() + lower.slice(1);
    })
    .join(' ');
}
