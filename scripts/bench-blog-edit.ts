/**
 * What one edit of the blog costs (docs/articles.md): for a stand-in WordPress of 100, 1,000
 * and 10,000 posts mirrored into a fresh embedded database, the WordPress requests a webhook
 * call makes and the article pages it makes stale, for a call that names nothing (a full
 * reconciliation, as every call did before the webhook could name a post) and for one that
 * names the edited post. The pages that list articles (home, listing, service pages, feed,
 * sitemap) are regenerated either way.
 *
 *   npx tsx scripts/bench-blog-edit.ts
 *   npx tsx scripts/bench-blog-edit.ts --posts 1000
 *
 * A benchmark, not a test: it reports, it asserts nothing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readHeldArticles, regenerationPlan } from '../lib/articles/stale-pages';
import { syncMirror, syncNamedPost } from '../lib/articles/sync';
import { WordPressPosts } from '../lib/articles/wordpress';
import { openDatabase } from '../lib/db/client';
import { generatePosts, startFakeWordPress } from '../tests/support/fake-wordpress';

const { values: options } = parseArgs({ options: { posts: { type: 'string', default: '100,1000,10000' } } });

const postRequests = (requests: string[]) => requests.filter((request) => request.includes('/wp-json/wp/v2/posts')).length;

async function measure(size: number): Promise<string> {
  const wordpress = await startFakeWordPress();
  wordpress.posts = generatePosts(size, { baseUrl: wordpress.url });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-blog-edit-'));
  const handle = await openDatabase({ dataDir });
  try {
    const client = new WordPressPosts(wordpress.url, { timeoutMs: 30_000 });
    await syncMirror(handle.db, client, { reconcile: 'always' });
    const post = wordpress.posts[Math.floor(size / 2)]!;

    // A webhook that names nothing: the sync every call ran before.
    wordpress.editPost(post.id as number, { title: { rendered: `Edited ${Date.now()}` } });
    wordpress.requests.length = 0;
    let before = await readHeldArticles(handle.db);
    await syncMirror(handle.db, client, { reconcile: 'always' });
    const fullRequests = postRequests(wordpress.requests);
    const fullPlan = await regenerationPlan(handle.db, before, await readHeldArticles(handle.db));

    // A webhook that names the post.
    wordpress.editPost(post.id as number, { title: { rendered: `Edited again ${Date.now()}` } });
    wordpress.requests.length = 0;
    before = await readHeldArticles(handle.db);
    await syncNamedPost(handle.db, client, post.id as number);
    const namedRequests = postRequests(wordpress.requests);
    const namedPlan = await regenerationPlan(handle.db, before, await readHeldArticles(handle.db));

    const pages = (plan: typeof namedPlan) => (plan.everyArticle ? `all ${size}` : String(plan.slugs.length));
    return `| ${size.toLocaleString('en')} | ${fullRequests} | ${pages(fullPlan)} | ${namedRequests} | ${pages(namedPlan)} | all ${size} |`;
  } finally {
    await handle.close();
    await wordpress.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  console.log('| posts | WordPress requests, webhook naming nothing | article pages made stale, now | WordPress requests, webhook naming the post | article pages made stale, now | article pages made stale before (every one) |');
  console.log('|---|---|---|---|---|---|');
  for (const size of options.posts.split(',').map(Number)) console.log(await measure(size));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
