import { Picture } from '@/components/ui/Picture';
import Link from 'next/link';
import type { ArticleSummary } from '@/lib/articles/types';
import { formatArticleDate } from '@/lib/articles/format';
import { routes } from '@/lib/routes';
import card from '@/components/ui/Card.module.css';
import styles from './ArticleCard.module.css';

/** An article in a grid: featured image, title linking to the article, and its date. */
export function ArticleCard({
  article,
  headingLevel: Heading = 'h3',
  priority = false,
}: {
  article: ArticleSummary;
  headingLevel?: 'h2' | 'h3';
  /** Its image is the page's Largest Contentful Paint (see `Picture`). */
  priority?: boolean;
}) {
  return (
    <article className={card.card}>
      {article.image ? (
        <Picture
          src={article.image.src}
          width={article.image.width ?? 1200}
          height={article.image.height ?? 675}
          alt=""
          sizes="(min-width: 64rem) 22rem, (min-width: 40rem) 45vw, 92vw"
          className={card.image}
          priority={priority}
        />
      ) : (
        <div className={`${card.image} ${styles.placeholder}`} aria-hidden="true" />
      )}
      <div className={card.body}>
        <time dateTime={article.date} className={card.eyebrow}>
          {formatArticleDate(article.date)}
        </time>
        <Heading className={`${card.title} ${styles.title}`}>
          <Link href={routes.article(article.slug)} className={card.link}>
            {article.title}
          </Link>
        </Heading>
      </div>
    </article>
  );
}

export function ArticleGrid({
  articles,
  headingLevel,
  priorityImages = 0,
}: {
  articles: ArticleSummary[];
  headingLevel?: 'h2' | 'h3';
  /** How many leading images a phone shows when the page opens (the grid opens the page): fetched at once. */
  priorityImages?: number;
}) {
  return (
    <ul className={card.grid}>
      {articles.map((article, index) => (
        <li key={article.id}>
          <ArticleCard article={article} headingLevel={headingLevel} priority={index < priorityImages} />
        </li>
      ))}
    </ul>
  );
}
