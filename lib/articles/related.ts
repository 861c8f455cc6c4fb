import type { Article } from './types';

/** Up to `count` other articles in random order (spec §2: 3 on an article page). */
export function pickRelated(articles: Article[], current: Article, count: number, random: () => number = Math.random): Article[] {
  const others = articles.filter((article) => article.id !== current.id);
  // Fisher–Yates shuffle, stopping once the first `count` places are settled.
  for (let i = 0; i < Math.min(count, others.length); i += 1) {
    const j = i + Math.floor(random() * (others.length - i));
    [others[i], others[j]] = [others[j] as Article, others[i] as Article];
  }
  return others.slice(0, count);
}
