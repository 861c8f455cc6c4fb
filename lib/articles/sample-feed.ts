/**
 * The bundled sample feed: a recorded WordPress REST response read through the same
 * normaliser as the live blog, used when `WORDPRESS_URL` is not set.
 */
import posts from './sample-feed/posts.json' with { type: 'json' };
import { normalizePosts } from './normalize';
import type { Article } from './types';

let cached: Article[] | undefined;

/** The sample articles, newest first. */
export function loadSampleArticles(): Article[] {
  cached ??= normalizePosts(posts);
  return [...cached];
}
