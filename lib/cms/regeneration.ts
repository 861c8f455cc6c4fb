/**
 * Regenerating the pages that show the staff admin's content, from wherever a change is
 * noticed: a Payload hook in a request, a scheduled publish in Payload's job runner, the start.
 * Next regenerates pages only from within a request, so (as for the blog, lib/articles/page-
 * regeneration.ts) the change is handed to an internal route on the server's loopback listener,
 * which applies it (lib/cms/revalidate.ts). This module loads neither Next nor Payload, so the
 * server can use it too.
 */
import { INTERNAL_REQUEST_HEADER, internalRequestToken, REGENERATE_CONTENT_PAGES_PATH } from '../articles/page-regeneration';
import { log } from '../log';
import { processWide } from '../process-wide';

export { REGENERATE_CONTENT_PAGES_PATH };

/**
 * What to regenerate: the public addresses of the pages a change touched. The sitemap, the
 * search index's site content and the page cache are regenerated with every plan. `everything`
 * (the start) regenerates every page that shows content.
 */
/**
 * Stands for every page of the site in a plan's paths: for content every page shows (the
 * contact details in the footer), articles and pages made after the build included.
 */
export const EVERY_PAGE = '/*';

export type ContentRegenerationPlan = { everything: true } | { everything: false; paths: string[] };

export function parseContentRegenerationPlan(body: string): ContentRegenerationPlan | null {
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const plan = value as { everything?: unknown; paths?: unknown };
  if (plan.everything === true) return { everything: true };
  if (plan.everything === false && Array.isArray(plan.paths) && plan.paths.every((path) => typeof path === 'string' && path.startsWith('/'))) {
    return { everything: false, paths: plan.paths as string[] };
  }
  return null;
}

type Regenerator = (plan: ContentRegenerationPlan) => Promise<void>;
type State = { internalPort?: number; regenerator?: Regenerator };
const state = () => processWide<State>('cms.regeneration', () => ({}));

/** The server names its loopback listener once it listens (server.ts). */
export function setInternalPort(port: number): void {
  state().internalPort = port;
}

/** Whether this process is the site's server (it has a loopback listener), not a command or a test. */
export function isSiteServer(): boolean {
  return state().internalPort !== undefined;
}

/** Replaces how plans are applied (tests record them instead); `undefined` restores the default. */
export function setContentRegenerator(regenerator: Regenerator | undefined): void {
  state().regenerator = regenerator;
}

/** Asks the server's internal route to apply a plan. Outside a server (a command, a test) there is no page to regenerate. */
async function askServer(plan: ContentRegenerationPlan): Promise<void> {
  const port = state().internalPort;
  if (port === undefined) {
    log.debug('[admin] no server in this process: no pages to regenerate', { plan });
    return;
  }
  const response = await fetch(`http://127.0.0.1:${port}${REGENERATE_CONTENT_PAGES_PATH}`, {
    method: 'POST',
    headers: { [INTERNAL_REQUEST_HEADER]: internalRequestToken(), 'content-type': 'application/json' },
    body: JSON.stringify(plan),
    signal: AbortSignal.timeout(30_000),
  });
  await response.body?.cancel();
  if (!response.ok) throw new Error(`Regenerating the content pages answered ${response.status}`);
}

/** Applies a plan on this instance's pages. */
export function regenerateContentPages(plan: ContentRegenerationPlan): Promise<void> {
  return (state().regenerator ?? askServer)(plan);
}
