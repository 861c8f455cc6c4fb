import Image from 'next/image';
import Link from 'next/link';
import type { Article } from '@/lib/articles/types';
import { formatArticleDate } from '@/lib/articles/format';
import { routes } from '@/lib/routes';
import styles from './ArticleCard.module.css';

/** An article in a grid: featured image, title linking to the article, and its date. */
export function ArticleCard({ article, headingLevel: Heading = 'h3' }: { article: Article; headingLevel?: 'h2' | 'h3' }) {
  return (
    <article className={styles.card}>
      {article.image ? (
        <Image
          src={article.image.src}
          width={article.image.width ?? 1200}
          height={article.image.height ?? 675}
          alt=""
          sizes="(min-width: 64rem) 22rem, (min-width: 40rem) 45vw, 92vw"
          className={styles.image}
        />
      ) : (
        <div className={styles.placeholder} aria-hidden="true" />
      )}
      <div className={styles.body}>
        <time dateTime={article.date} className={styles.date}>
          {formatArticleDate(article.date)}
        </time>
        <Heading className={styles.title}>
          <Link href={routes.article(article.slug)} className={styles.link}>
            {article.title}
          </Link>
        </Heading>
      </div>
    </article>
  );
}

export function ArticleGrid({ articles, headingLevel }: { articles: Article[]; headingLevel?: 'h2' | 'h3' }) {
  return (
    <ul className={styles.grid}>
      {articles.map((article) => (
        <li key={article.id}>
          <ArticleCard article={article} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
