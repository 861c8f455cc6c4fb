/**
 * The site's own article shape. Only `lib/articles/` knows what a WordPress post looks like;
 * everything past the adapter reads this.
 */

export type ArticleImage = {
  /** Absolute URL from WordPress, or a site-relative path for the bundled sample feed. */
  src: string;
  width: number | null;
  height: number | null;
  /** Empty when WordPress has no alt text: the image then sits beside its title as decoration. */
  alt: string;
};

export type Article = {
  id: number;
  slug: string;
  /** ISO 8601 with the blog's UTC offset, e.g. `2025-03-13T09:30:00+03:00`; the first four characters are the year. */
  date: string;
  modified: string;
  /** Plain text, entities decoded. */
  title: string;
  /** Plain text, entities decoded, no tags, trimmed. */
  excerpt: string;
  /** Sanitised HTML, safe to render. */
  contentHtml: string;
  link: string;
  image: ArticleImage | null;
  /** Category slugs without WordPress's `category-` prefix, e.g. `tax-consulting`. */
  categories: string[];
};

/** What an article's card shows (a grid of articles): read without the article's body. */
export type ArticleSummary = Pick<Article, 'id' | 'slug' | 'date' | 'title' | 'image'>;
