/**
 * Writes campaigns into a site's database through Payload's Local API, as the sending does when
 * it marks a campaign sent: run in a process of its own beside the running site (on its
 * DATA_DIR's embedded server, as `npm run admin:create-user` is), so the change reaches the site
 * the way a change outside a request does: announced from within its transaction
 * (lib/cms/revalidate.ts). Called through {@link writeCampaigns} in tests/support/campaigns.ts.
 *
 * Reads a JSON array of campaigns on standard input; each is created as a draft, then, when its
 * `status` is another, updated to it (with its `sentAt`). Prints the ids made, as JSON.
 */
import { text } from 'node:stream/consumers';
import { getCms } from '../../lib/cms/runtime';
import { getConfig } from '../../lib/config';
import { adoptDatabase, openDatabaseForCommand } from '../../lib/db/client';
import type { Campaign } from '../../lib/cms/payload-types';

type Written = Pick<Campaign, 'subject' | 'slug' | 'preheader' | 'body' | 'topics' | 'status' | 'sentAt'>;

async function main(): Promise<number> {
  process.env.LOG_LEVEL ||= 'warn';
  Object.assign(process.env, { NODE_ENV: 'production' });
  const campaigns = JSON.parse(await text(process.stdin)) as Written[];
  const handle = await openDatabaseForCommand(getConfig());
  adoptDatabase(handle);
  const payload = await getCms();
  try {
    const ids: number[] = [];
    for (const { status, sentAt, ...fields } of campaigns) {
      const draft = await payload.create({ collection: 'campaigns', data: { ...fields, status: 'draft' }, overrideAccess: true });
      if (status !== 'draft') await payload.update({ collection: 'campaigns', id: draft.id, data: { status, sentAt }, overrideAccess: true });
      ids.push(draft.id);
    }
    process.stdout.write(`${JSON.stringify(ids)}\n`);
    return 0;
  } finally {
    await payload.destroy();
    await handle.close();
  }
}

// Payload's pool keeps a connection checked out (scripts/admin-create-user-run.ts says why): the process ends itself.
process.exit(await main());
