/** The first start's menus (content/seed/navigation.ts) resolved against today's services: what `next build` renders. */
import { navigationSeed } from '../../../../content/seed/navigation';
import { servicesSeed } from '../../../../content/seed/services';
import { type Menus, resolveMenus } from './resolve';

export function seedMenus(): Menus {
  return resolveMenus(navigationSeed, (slug: string) => {
    const service = servicesSeed.find((candidate) => candidate.slug === slug);
    return service && { title: service.title, slug: service.slug };
  });
}
