/**
 * The staff admin: Payload CMS inside the site, at `/admin`, on the site's own database
 * (docs/admin.md). Its tables live in the `payload` schema, apart from the site's; its
 * migrations are in lib/cms/migrations and run at start under the site's migration lock
 * (lib/cms/runtime.ts). Nothing here connects to anything until the admin is first used.
 * Paths are from the repository's root, where the site, its commands and its tests run.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { postgresAdapter } from '@payloadcms/db-postgres';
import { lexicalEditor } from '@payloadcms/richtext-lexical';
import { buildConfig, type PayloadRequest } from 'payload';
import sharp from 'sharp';
import { firm } from './content/firm';
import { poolConfigOfOpenDatabase } from './lib/cms/connection';
import { contentCollections, contentGlobals } from './lib/cms/collections';
import { campaignsCollection } from './lib/cms/collections/Campaigns';
import { refusingMalformedQueries } from './lib/cms/refuse-malformed-queries';
import { documentsCollection } from './lib/cms/collections/Documents';
import { invoiceDetailsGlobal } from './lib/cms/globals/InvoiceDetails';
import { mediaCollection } from './lib/cms/collections/Media';
import { isSiteServer } from './lib/server/loopback';
import { outboxEmailAdapter } from './lib/cms/email';
import { usersCollection } from './lib/cms/collections/Users';
import { leadsAdminComponents, leadsEndpoints } from './lib/cms/leads/config';
import { registrationsAdminComponents, registrationsEndpoints } from './lib/cms/registrations/config';
import { MAX_UPLOAD_BYTES } from './lib/cms/uploads';
import { SECRET_VARIABLE } from './lib/cms/secret';
import { requestPasswordReset, SIGN_IN_FAILED_MESSAGE } from './lib/cms/sign-in';
import { getConfig, isDeployed, isLoopbackOrigin } from './lib/config';

const site = getConfig();

/**
 * Origins whose cookie-carrying requests the admin accepts (Payload's CSRF allow-list): the
 * site's own. A site on this machine (SITE_URL on loopback) is reached as localhost or
 * 127.0.0.1 alike.
 */
function trustedOrigins(): string[] {
  if (!isLoopbackOrigin(site.SITE_URL)) return [site.SITE_URL];
  const url = new URL(site.SITE_URL);
  const port = url.port ? `:${url.port}` : '';
  return [...new Set([site.SITE_URL, `${url.protocol}//localhost${port}`, `${url.protocol}//127.0.0.1${port}`])];
}

/**
 * The secret tokens are signed with: `PAYLOAD_SECRET`, which the start sets from the database
 * before Next loads this file (lib/cms/secret.ts). Where this file is loaded before the
 * database is open (`next build`, a command), a random secret stands in, which signs nothing
 * anyone else could check, and lib/cms/runtime.ts puts the database's in its place before
 * Payload starts.
 */
const secret = process.env[SECRET_VARIABLE] || randomBytes(32).toString('hex');

export default buildConfig({
  secret,
  serverURL: site.SITE_URL,
  telemetry: false,
  // Payload's log follows the site's LOG_LEVEL, so commands can keep their output to what they print.
  logger: { options: { level: process.env.LOG_LEVEL || 'info' } },
  admin: {
    user: 'users',
    // Payload's default avatar is Gravatar's: a request to another site for every staff member.
    avatar: 'default',
    meta: { titleSuffix: ` | ${firm.shortName} staff` },
    importMap: { baseDir: process.cwd(), importMapFile: path.resolve('app/(payload)/admin/importMap.ts') },
    // Staff accounts come from `npm run admin:create-user`; the admin never offers to make the first one.
    autoLogin: false,
    components: {
      // The leads inbox's pages and menu link (lib/cms/leads/), and the training registrations' beside them (lib/cms/registrations/).
      ...leadsAdminComponents,
      afterNavLinks: [...(leadsAdminComponents.afterNavLinks ?? []), ...registrationsAdminComponents.afterNavLinks],
      // The keyboard's focus stays in the window while Payload renders the fields it comes near (docs/admin.md, "Accessibility").
      providers: ['/components/admin/KeepFocusInView#KeepFocusInView'],
      views: {
        // Email, password and the authenticator code (lib/cms/sign-in.ts).
        login: { Component: '/components/admin/SignIn#SignIn' },
        // Accounts come from the command; the first-user screen says so (lib/cms/collections/Users/hooks/only-the-command-creates.ts refuses the registration).
        createFirstUser: { Component: '/components/admin/NoFirstUser#NoFirstUser' },
        ...leadsAdminComponents.views,
        ...registrationsAdminComponents.views,
      },
    },
  },
  i18n: {
    translations: {
      en: {
        // Every failed sign-in gets one message, whatever failed (lib/cms/sign-in.ts).
        error: { emailOrPasswordIncorrect: SIGN_IN_FAILED_MESSAGE, userLocked: SIGN_IN_FAILED_MESSAGE },
        // The title of the first-user screen, which names the command instead (components/admin/NoFirstUser.tsx).
        authentication: { createFirstUser: 'Staff accounts are made on the server' },
      },
    },
  },
  routes: { admin: '/admin', api: '/api', graphQL: '/api/graphql', graphQLPlayground: '/api/graphql-playground' },
  graphQL: {
    disablePlaygroundInProduction: true,
    // Payload's `initializedUser` tells anyone whether the site has an account yet (as its
    // REST `/api/users/init` would, lib/cms/collections/Users/hooks/only-the-command-creates.ts): here it says nothing.
    queries: (GraphQL) => ({ initializedUser: { type: GraphQL.GraphQLBoolean, resolve: () => null } }),
    mutations: (GraphQL) => ({
      // Answered before anything is looked up, as the REST endpoint is (lib/cms/sign-in.ts).
      forgotPasswordUser: {
        type: new GraphQL.GraphQLNonNull(GraphQL.GraphQLBoolean),
        args: { email: { type: new GraphQL.GraphQLNonNull(GraphQL.GraphQLString) } },
        resolve: (_source: unknown, args: { email?: unknown }, context: { req: PayloadRequest }) => {
          requestPasswordReset(context.req, args.email);
          return true;
        },
      },
      // Email verification is off; Payload's resolver would fail with a 500.
      verifyEmailUser: { type: GraphQL.GraphQLBoolean, args: { token: { type: GraphQL.GraphQLString } }, resolve: () => null },
    }),
  },
  collections: [
    usersCollection({ secureCookies: isDeployed(site) }),
    mediaCollection(site.DATA_DIR),
    documentsCollection(site.DATA_DIR),
    ...contentCollections.map((collection) => collection.config),
    campaignsCollection,
  ].map(refusingMalformedQueries),
  // The firm's payment details for invoices: not content (no seed, not on any page), admins only.
  globals: [...contentGlobals.map((global) => global.config), invoiceDetailsGlobal],
  // Images are resized (and stored as WebP) with sharp when uploaded (lib/cms/collections/Media/index.ts).
  sharp,
  upload: {
    limits: { fileSize: MAX_UPLOAD_BYTES },
    abortOnLimit: true,
    responseOnLimit: `The file is too large: uploads may be at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`,
  },
  // Scheduled publishing (events and openings): Payload's job runner looks every 10 seconds
  // (one indexed query), so an event shows within seconds of its time, in the site's server
  // only; a command (admin:create-user) must be free to exit when done.
  jobs: { autoRun: () => (isSiteServer() ? [{ cron: '*/10 * * * * *', queue: 'default' }] : []) },
  endpoints: [...leadsEndpoints, ...registrationsEndpoints],
  editor: lexicalEditor(),
  // Password resets go through the site's outbox: DKIM-signed and retried like all its mail.
  email: outboxEmailAdapter,
  db: postgresAdapter({
    pool: poolConfigOfOpenDatabase(),
    schemaName: 'payload',
    // The schema changes only through committed migrations, also in development.
    push: false,
    migrationDir: path.resolve('lib/cms/migrations'),
  }),
  // Cookie-authenticated requests are accepted only from the site's own origin.
  csrf: trustedOrigins(),
  cors: trustedOrigins(),
  // Generated and committed (`npm run types`); `npm test` checks they match this configuration.
  // PAYLOAD_TYPES_FILE is only for that check, which writes a copy elsewhere to compare.
  typescript: { outputFile: process.env.PAYLOAD_TYPES_FILE ?? path.resolve('lib/cms/payload-types.ts'), autoGenerate: false },
});
