import type { Metadata } from 'next';
import { Picture } from '@/components/ui/Picture';
import { notFound } from 'next/navigation';
import { ArticleGrid } from '@/components/articles/ArticleCard';
import { ArticlesUnavailable } from '@/components/articles/ArticlesUnavailable';
import { NewsletterPopup } from '@/components/articles/NewsletterPopup';
import { PageHero } from '@/components/layout/PageHero';
import { Section } from '@/components/ui/Section';
import { formatArticleDate } from '@/lib/articles/format';
import { pickRelated } from '@/lib/articles/related';
import { getArticleFeed } from '@/lib/articles/repository';
import { routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import styles from './page.module.css';
import { JsonLd } from '@/components/seo/JsonLd';
import { breadcrumbJsonLd, blogPostingJsonLd } from '@/lib/seo/json-ld';

/** Spec §9: related articles on an article page. */
const RELATED_ARTICLES = 3;

// New and edited posts appear within a minute or two; unknown slugs are looked up on demand.
export const revalidate = 60;

export async function generateStaticParams() {
  return (await getArticleFeed()).articles.map((article) => ({ slug: article.slug }));
}

async function findArticle(slug: string) {
  const feed = await getArticleFeed();
  return { feed, article: feed.articles.find((candidate) => candidate.slug === slug) };
}

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { article, feed } = await findArticle((await params).slug);
  if (feed.status === 'unavailable') return { title: 'Article unavailable', robots: { index: false } };
  if (!article) return {};
  const description = article.excerpt.length > 160 ? `${article.excerpt.slice(0, 157).replace(/\s+\S*$/, '')}…` : article.excerpt;
  return pageMetadata({
    title: article.title,
    description,
    path: routes.article(article.slug),
    type: 'article',
    image: article.image?.width && article.image.height
      ? { src: article.image.src, width: article.image.width, height: article.image.height, alt: article.image.alt }
      : undefined,
  });
}

export default async function ArticlePage({ params }: Props) {
  const { slug } = await params;
  const { article, feed } = await findArticle(slug);
  // With no copy of the blog at all, "not found" would be a guess: say what is wrong instead.
  if (feed.status === 'unavailable') {
    return (
      <>
        <PageHero eyebrow="Insights" title="Article unavailable" />
        <Section>
          <ArticlesUnavailable what="This article" />
        </Section>
      </>
    );
  }
  if (!article) notFound();
  const related = pickRelated(feed.articles, article, RELATED_ARTICLES);
  return (
    <>
      <JsonLd
        data={[
          breadcrumbJsonLd([
            { name: 'News & Insights', path: routes.articles },
            { name: article.title, path: routes.article(article.slug) },
          ]),
          blogPostingJsonLd(article),
        ]}
      />
      <article className={styles.article}>
        <header className={styles.header}>
          <h1 className={styles.title}>{article.title}</h1>
          <p className={styles.date}>
            Published on: <time dateTime={article.date}>{formatArticleDate(article.date)}</time>
          </p>
        </header>
        {article.image ? (
          <Picture
            src={article.image.src}
            width={article.image.width ?? 1200}
            height={article.image.height ?? 675}
            alt={article.image.alt}
            sizes="(min-width: 48rem) 44rem, 100vw"
            className={styles.image}
            priority
          />
        ) : null}
        {/* Sanitised on the server by the WordPress adapter (lib/articles/sanitize.ts). */}
        <div className={styles.content} dangerouslySetInnerHTML={{ __html: article.contentHtml }} />
      </article>
      {related.length > 0 ? (
        <Section id="related" title="Related Articles" tone="alt">
          <ArticleGrid articles={related} />
        </Section>
      ) : null}
      <NewsletterPopup />
    </>
  );
}
