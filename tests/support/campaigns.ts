/** Campaigns written into a running site's database, as the sending writes them (tests/support/campaigns-command-run.ts). */
import { execFile } from 'node:child_process';
import path from 'node:path';
import type { Campaign } from '@/lib/cms/payload-types';

export type CampaignToWrite = Pick<Campaign, 'subject' | 'slug' | 'preheader' | 'body' | 'topics' | 'status' | 'sentAt'>;

/** Writes `campaigns` through the Local API of a process beside the site on `env`'s database; their ids. */
export function writeCampaigns(campaigns: CampaignToWrite[], env: Record<string, string>): Promise<number[]> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      // Lexical's packages need the production condition in plain Node (scripts/admin-create-user.ts says why).
      ['--conditions=production', '--import', 'tsx', path.join(import.meta.dirname, 'campaigns-command-run.ts')],
      { env: { ...process.env, ...env }, timeout: 90_000 },
      (error, stdout, stderr) => (error ? reject(new Error(`writing campaigns failed: ${stderr}${stdout}`, { cause: error })) : resolve(JSON.parse(stdout) as number[])),
    );
    child.stdin?.end(JSON.stringify(campaigns));
  });
}
