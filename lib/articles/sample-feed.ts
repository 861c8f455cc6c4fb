/**
 * The bundled sample feed: a recorded WordPress REST response, used when `WORDPRESS_URL` is not
 * set. It reaches the pages through the same sync and mirror as a live blog, so the default
 * install behaves exactly like a real one.
 */
import posts from './sample-feed/posts.json' with { type: 'json' };
import { normalizePosts } from './normalize';
import type { Article } from './types';
import { GONE, type PostSource } from './wordpress';

let cached: Article[] | undefined;

/** The sample articles, newest first (for scripts and tests that need the sample's content). */
export function loadSampleArticles(): Article[] {
  cached ??= normalizePosts(posts);
  return [...cached];
}

type RecordedPost = (typeof posts)[number];

/** The recorded posts answered the way WordPress answers the sync's questions. */
export const samplePosts: PostSource = {
  name: 'sample',
  async changedPosts(since, onPage) {
    const changed = since === null ? posts : posts.filter((post: RecordedPost) => post.modified > since);
    await onPage(structuredClone(changed));
  },
  async postsById(ids) {
    const wanted = new Set(ids);
    return structuredClone(posts.filter((post: RecordedPost) => wanted.has(post.id)));
  },
  async postById(id) {
    const post = posts.find((candidate: RecordedPost) => candidate.id === id);
    return post ? structuredClone(post) : GONE;
  },
  async publishedIds() {
    return new Map(posts.map((post: RecordedPost) => [post.id, post.modified] as const));
  },
};
