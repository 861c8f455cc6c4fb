import Link from 'next/link';
import styles from './Pagination.module.css';

type PaginationProps = {
  /** Names the navigation landmark, e.g. "Articles pages". */
  label: string;
  current: number;
  pages: number;
  /** The address of a page (1 is the first). */
  hrefFor: (page: number) => string;
};

/** How many page numbers stand either side of the current one before the list is elided. */
const NEIGHBOURS = 2;

/**
 * Numbered pages as plain links: they work without JavaScript, each page has its own address,
 * and the current one is marked for assistive technology. Long runs collapse to an ellipsis,
 * keeping the first, the last and the current page's neighbours.
 */
export function Pagination({ label, current, pages, hrefFor }: PaginationProps) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className={styles.pagination}>
      <ul className={styles.list}>
        {current > 1 ? (
          <li>
            <Link href={hrefFor(current - 1)} className={styles.step} rel="prev">
              <span aria-hidden="true">‹ </span>Previous<span className="visually-hidden"> page</span>
            </Link>
          </li>
        ) : null}
        {pageNumbers(current, pages).map((page, index) =>
          page === null ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={page}>
              <Link
                href={hrefFor(page)}
                className={styles.page}
                aria-current={page === current ? 'page' : undefined}
                aria-label={`Page ${page}`}
              >
                {page}
              </Link>
            </li>
          ),
        )}
        {current < pages ? (
          <li>
            <Link href={hrefFor(current + 1)} className={styles.step} rel="next">
              Next<span className="visually-hidden"> page</span>
              <span aria-hidden="true"> ›</span>
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

/** The page numbers to show, null standing for an elided run. */
export function pageNumbers(current: number, pages: number): (number | null)[] {
  const shown = new Set([1, pages]);
  for (let page = current - NEIGHBOURS; page <= current + NEIGHBOURS; page += 1) {
    if (page >= 1 && page <= pages) shown.add(page);
  }
  const sorted = [...shown].sort((a, b) => a - b);
  const result: (number | null)[] = [];
  sorted.forEach((page, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && page - previous === 2) result.push(previous + 1);
    else if (previous !== undefined && page - previous > 2) result.push(null);
    result.push(page);
  });
  return result;
}
