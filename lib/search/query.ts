/**
 * Site search (docs/search.md): PostgreSQL full-text search over `search_documents`, ranking
 * titles above excerpts above bodies, with a snippet whose matched words are marked.
 *
 * The snippet comes from `ts_headline` over plain text, with two private-use characters as
 * its markers (removed from the text first), and is handed to the page as a list of plain and
 * marked strings: React renders both as text, so nothing from a post can ever become HTML.
 */
import { sql } from 'drizzle-orm';
import type { SearchKind } from '../db/schema';
import { type Db, rowsOf } from '../db/types';

export const RESULTS_PER_PAGE = 10;
/** Longer than any real question; a longer one is refused before the database sees it. */
export const MAX_QUERY_LENGTH = 200;

/** What the visitor asked, made safe to hand to PostgreSQL, or why there is nothing to ask. */
export type SearchQuery = { kind: 'empty' } | { kind: 'too-long'; length: number } | { kind: 'text'; text: string };

const START = '\uE000';
const STOP = '\uE001';
/** Control characters (PostgreSQL refuses NUL), lone surrogates and the snippet's markers. */
const UNSAFE = /[\u0000-\u001F\u007F-\u009F\uE000\uE001]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Reads `?q=`: the first value, unsafe characters removed, whitespace collapsed. */
export function parseSearchQuery(value: string | string[] | undefined): SearchQuery {
  const raw = Array.isArray(value) ? value[0] : value;
  if (raw === undefined) return { kind: 'empty' };
  // Checked before any work on it, so a megabyte of input costs nothing.
  if (raw.length > MAX_QUERY_LENGTH * 4) return { kind: 'too-long', length: raw.length };
  const text = raw.replace(UNSAFE, ' ').replace(/\s+/g, ' ').trim();
  if (text.length > MAX_QUERY_LENGTH) return { kind: 'too-long', length: text.length };
  return text === '' ? { kind: 'empty' } : { kind: 'text', text };
}

export type SnippetPart = { text: string; marked: boolean };

export type SearchResult = { kind: SearchKind; title: string; path: string; snippet: SnippetPart[] };

export type SearchAnswer =
  /** The words were all stop words or punctuation: nothing PostgreSQL can search for. */
  | { kind: 'nothing-to-search' }
  | { kind: 'results'; total: number; pages: number; results: SearchResult[] };

/**
 * Removed from the text before `ts_headline` sees it: anything shaped like a tag (the index
 * holds plain text, but a post's text can still spell one out) and the snippet's own markers.
 */
const SNIPPET_UNSAFE = '<[^>]*>|[\uE000\uE001]';

type Row = { kind: SearchKind; title: string; path: string; snippet: string; total: number };

/** `ts_headline`'s options: two fragments of about 24 words, marked with the private-use markers. */
const HEADLINE_OPTIONS = `StartSel=${START}, StopSel=${STOP}, MaxWords=24, MinWords=10, ShortWord=3, MaxFragments=2, FragmentDelimiter=" … "`;

/**
 * One page (from 1) of results for a query that {@link parseSearchQuery} accepted.
 *
 * One statement: the matches are ranked and counted, and only the page's rows (at most
 * {@link RESULTS_PER_PAGE}) get a snippet, since `ts_headline` parses the whole text it is
 * given and is most of the query's time. Whether the words left anything to search for is
 * asked only when nothing matched, so a search with results costs one round trip.
 */
export async function searchSite(db: Db, text: string, page: number): Promise<SearchAnswer> {
  const query = sql`websearch_to_tsquery('english', ${text})`;
  const result = await db.execute(sql`
    with matches as (
      select kind, key, title, path, excerpt, body,
             ts_rank('{0.1, 0.2, 0.5, 1.0}', document, ${query}) as rank,
             sort_date,
             count(*) over () as total
      from search_documents
      where document @@ ${query}
      order by rank desc, sort_date desc nulls last, kind, key
      limit ${RESULTS_PER_PAGE} offset ${(page - 1) * RESULTS_PER_PAGE}
    )
    select kind, title, path, total::int as total,
           ts_headline('english', regexp_replace(excerpt || ' ' || body, ${SNIPPET_UNSAFE}, ' ', 'g'), ${query}, ${HEADLINE_OPTIONS}) as snippet
    from matches
    order by rank desc, sort_date desc nulls last, kind, key`);
  const rows = rowsOf<Row>(result);
  if (rows.length === 0 && !(await hasWordsToSearch(db, text))) return { kind: 'nothing-to-search' };
  const total = Number(rows[0]?.total ?? 0);
  return {
    kind: 'results',
    total,
    pages: Math.ceil(total / RESULTS_PER_PAGE),
    results: rows.map((row) => ({ kind: row.kind, title: row.title, path: row.path, snippet: snippetParts(row.snippet) })),
  };
}

/** False when the words were all stop words or punctuation: PostgreSQL's query has no lexeme left. */
async function hasWordsToSearch(db: Db, text: string): Promise<boolean> {
  const [check] = rowsOf<{ nodes: number }>(await db.execute(sql`select numnode(websearch_to_tsquery('english', ${text})) as nodes`));
  return check !== undefined && Number(check.nodes) > 0;
}

/** Splits `ts_headline`'s output at its markers into plain and marked text. */
export function snippetParts(headline: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  for (const [index, piece] of headline.split(START).entries()) {
    if (index === 0) {
      if (piece) parts.push({ text: piece, marked: false });
      continue;
    }
    const stop = piece.indexOf(STOP);
    const marked = stop === -1 ? piece : piece.slice(0, stop);
    const after = stop === -1 ? '' : piece.slice(stop + STOP.length);
    if (marked) parts.push({ text: marked, marked: true });
    if (after) parts.push({ text: after, marked: false });
  }
  return parts;
}
