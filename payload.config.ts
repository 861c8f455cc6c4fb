/**
 * The staff admin: Payload CMS inside the site, at `/admin`, on the site's own database
 * (docs/admin.md). Its tables live in the `payload` schema, apart from the site's; its
 * migrations are in lib/cms/migrations and run at start under the site's migration lock
 * (lib/cms/runtime.ts). Nothing here connects to anything until the admin is first used.
 * Paths are from the repository's root, where the site, its commands and its tests run.
 */
import path from 'node:path';
import { postgresAdapter } from '@payloadcms/db-postgres';
import { lexicalEditor } from '@payloadcms/richtext-lexical';
import { buildConfig } from 'payload';
import { firm } from './content/firm';
import { poolConfigOfOpenDatabase } from './lib/cms/connection';
import { usersCollection } from './lib/cms/collections/users';
import { leadsAdminComponents, leadsEndpoints } from './lib/cms/leads/config';
import { SECRET_VARIABLE } from './lib/cms/secret';
import { getConfig, isDeployed } from './lib/config';

const site = getConfig();

/**
 * The secret tokens are signed with: `PAYLOAD_SECRET`, which the start (or a command) sets from
 * the database before the admin is used (lib/cms/secret.ts). `next build` loads this file to
 * find the admin's routes but signs nothing, so it alone goes without one.
 */
function secret(): string {
  const value = process.env[SECRET_VARIABLE];
  if (value) return value;
  if (process.env.NEXT_PHASE === 'phase-production-build') return 'next-build-signs-nothing';
  throw new Error(`${SECRET_VARIABLE} is not set: the admin was loaded before the database was opened`);
}

export default buildConfig({
  secret: secret(),
  serverURL: site.SITE_URL,
  telemetry: false,
  admin: {
    user: 'users',
    meta: { titleSuffix: ` | ${firm.shortName} staff` },
    importMap: { baseDir: process.cwd(), importMapFile: path.resolve('app/(payload)/admin/importMap.ts') },
    // Staff accounts come from `npm run admin:create-user`; the admin never offers to make the first one.
    autoLogin: false,
    // The leads inbox's pages and menu link (lib/cms/leads/).
    components: leadsAdminComponents,
  },
  routes: { admin: '/admin', api: '/api', graphQL: '/api/graphql', graphQLPlayground: '/api/graphql-playground' },
  graphQL: { disablePlaygroundInProduction: true },
  collections: [usersCollection({ secureCookies: isDeployed(site) })],
  endpoints: leadsEndpoints,
  editor: lexicalEditor(),
  db: postgresAdapter({
    pool: poolConfigOfOpenDatabase(),
    schemaName: 'payload',
    // The schema changes only through committed migrations, also in development.
    push: false,
    migrationDir: path.resolve('lib/cms/migrations'),
  }),
  // Cookie-authenticated requests are accepted only from the site's own origin.
  csrf: [site.SITE_URL],
  cors: [site.SITE_URL],
  typescript: { outputFile: path.resolve('lib/cms/payload-types.ts'), autoGenerate: false },
});
