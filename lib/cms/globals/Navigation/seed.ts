/** The first start's menus (content/seed/navigation.ts) resolved against today's services: what `next build` renders. */
import { navigationSeed } from '../../../../content/seed/navigation';
import { services } from '../../../../content/services';
import { type Menus, resolveMenus } from './resolve';

export function seedMenus(): Menus {
  return resolveMenus(navigationSeed, (slug: string) => {
    const service = services.find((candidate) => candidate.slug === slug);
    return service && { title: service.title, slug: service.slug };
  });
}
