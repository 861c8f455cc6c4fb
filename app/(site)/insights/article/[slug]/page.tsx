import type { Metadata } from 'next';
import { cache } from 'react';
import { Picture } from '@/components/ui/Picture';
import { notFound } from 'next/navigation';
import { ArticleGrid } from '@/components/articles/ArticleCard';
import { NewsletterPopup } from '@/components/articles/NewsletterPopup';
import { Section } from '@/components/ui/Section';
import { ArticlesUnavailable } from '@/components/articles/ArticlesUnavailable';
import { PageHero } from '@/components/layout/PageHero';
import { formatArticleDate } from '@/lib/articles/format';
import { RELATED_ARTICLES } from '@/lib/articles/related';
import { articlesUnavailable, getArticle, getRelatedArticles } from '@/lib/articles/repository';
import { getFirm } from '@/lib/cms/read-content';
import { decodedSlug, routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import prose from '@/components/ui/Prose.module.css';
import styles from './page.module.css';
import { JsonLd } from '@/components/seo/JsonLd';
import { breadcrumbJsonLd, blogPostingJsonLd } from '@/lib/seo/json-ld';

// Regenerated when a sync changes the blog's mirror (docs/articles.md); hourly as a safety net.
export const revalidate = 3600;

/**
 * None at build time: a build holds no blog (lib/articles/repository.ts). Each article is
 * rendered on its first request and cached; an address the mirror does not hold never reaches
 * this page (the request pipeline's unknown-slug stage).
 */
export function generateStaticParams(): { slug: string }[] {
  return [];
}

type Props = { params: Promise<{ slug: string }> };

/**
 * The article at an address, read once per render for both the metadata and the page. Next
 * passes the slug as it appeared in the address; the mirror keeps it decoded.
 */
const articleAt = cache(async (slug: string) => getArticle(decodedSlug(slug)));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const article = await articleAt((await params).slug);
  if (!article) return (await articlesUnavailable()) ? { title: 'Article unavailable', robots: { index: false } } : {};
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
  const article = await articleAt((await params).slug);
  // With no copy of the blog at all, "not found" would be a guess: say what is wrong instead.
  if (!article && (await articlesUnavailable())) {
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
  const related = await getRelatedArticles(article, RELATED_ARTICLES);
  const { email } = await getFirm();
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
      <article className={prose.column}>
        <header>
          <h1 className={prose.title}>{article.title}</h1>
          <p className={prose.date}>
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
        <div className={prose.body} dangerouslySetInnerHTML={{ __html: article.contentHtml }} />
      </article>
      {related.length > 0 ? (
        <Section id="related" title="Related Articles" tone="alt">
          <ArticleGrid articles={related} />
        </Section>
      ) : null}
      <NewsletterPopup contactEmail={email} />
    </>
  );
}
