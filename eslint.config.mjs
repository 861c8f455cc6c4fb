import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/**
 * The server's lifecycle belongs to `server.ts` alone (docs/pipeline.md): no other source file
 * may patch a prototype (Node's `http.Server` included), replace `process.exit`, or handle or
 * take over the stop signals.
 */
const serverBoundaries = [
  {
    selector: "AssignmentExpression[left.type='MemberExpression'][left.object.type='MemberExpression'][left.object.property.name='prototype']",
    message: 'Do not patch prototypes (such as http.Server.prototype): add a stage to the request pipeline in server.ts.',
  },
  {
    selector: "AssignmentExpression[left.type='MemberExpression'][left.object.name='process'][left.property.name='exit']",
    message: 'Do not replace process.exit: the stop sequence lives in server.ts.',
  },
  {
    selector:
      "CallExpression[callee.object.name='process'][callee.property.name=/^(on|once|addListener|prependListener|prependOnceListener|off|removeListener|removeAllListeners|listeners)$/][arguments.0.value=/^SIG[A-Z]+$/]",
    message: 'Only server.ts handles the stop signals (SIGTERM, SIGINT): put stop work in its stop sequence.',
  },
];

/**
 * Stages of the request pipeline see and change what Next writes through one response tap
 * (`lib/server/response-tap.ts`, docs/pipeline.md): nothing else replaces a method on an object
 * it was handed (a response's `write`, a socket's `end`, a server's `emit`), since two such
 * patches on one object work in one order only.
 */
const PATCHED_METHODS =
  '/^(writeHead|write|end|flushHeaders|setHeader|getHeader|getHeaders|removeHeader|writeContinue|writeEarlyHints|emit|on|once|addListener|prependListener|prependOnceListener|off|removeListener|removeAllListeners|destroy|pipe|cork|uncork|setTimeout|listen|close|_implicitHeader|_send|_write|_writeRaw|_final)$/';
const PATCH_MESSAGE =
  "Do not replace an object's methods (such as response.write): register a tap with tapResponse() from lib/server/response-tap.ts, the one module that wraps a response.";
const instancePatches = [
  {
    selector: `AssignmentExpression[left.type='MemberExpression'][left.property.name=${PATCHED_METHODS}]`,
    message: PATCH_MESSAGE,
  },
  {
    selector: `CallExpression[callee.object.name='Object'][callee.property.name='defineProperty'][arguments.1.value=${PATCHED_METHODS}]`,
    message: PATCH_MESSAGE,
  },
  {
    selector: `CallExpression[callee.object.name='Object'][callee.property.name='assign'] > ObjectExpression.arguments:nth-child(2) > Property[key.name=${PATCHED_METHODS}]`,
    message: PATCH_MESSAGE,
  },
];

/**
 * Imports run one way: app → components → lib → content. `content/` is the firm's copy and the
 * first start's seed as plain data: it names pages and slugs, and lib builds the links.
 */
const contentImportsNothingOfTheSite = {
  patterns: [
    {
      group: ['@/lib', '@/lib/**', '@/components/**', '@/app/**', '../lib', '../lib/**', '../../lib/**', '../components/**', '../../components/**', '../app/**', '../../app/**', 'next', 'next/**', 'react', 'payload', '@payloadcms/**'],
      message: 'content/ is data: it imports only from content/ (and zod). Name the page or slug here and build the link in lib/.',
    },
  ],
};

/**
 * The seed (content/seed/) is written in the shape Payload stores, so it takes Payload's
 * generated types: a type import, erased when it runs, so the direction of the code still holds.
 */
const seedImportsOnlyPayloadTypes = {
  patterns: [
    { ...contentImportsNothingOfTheSite.patterns[0], group: contentImportsNothingOfTheSite.patterns[0].group.filter((name) => name !== 'payload') },
    { group: ['payload'], allowTypeImports: true, message: 'content/seed/ takes only the types of what Payload stores: `import type`.' },
  ],
};

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: ['.next/**', '.next-*/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts', 'data/**',
      // Written by Payload's commands (docs/admin.md): `payload migrate:create`, `payload generate:importmap`.
      'lib/cms/migrations/**', 'app/(payload)/admin/importMap.ts'],
  },
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': 'error',
    },
  },
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    ignores: ['tests/**'],
    rules: { 'no-restricted-syntax': ['error', ...serverBoundaries, ...instancePatches] },
  },
  {
    files: ['content/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', contentImportsNothingOfTheSite] },
  },
  {
    files: ['content/seed/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', seedImportsOnlyPayloadTypes] },
  },
  {
    files: ['server.ts'],
    rules: { 'no-restricted-syntax': ['error', ...instancePatches] },
  },
  {
    files: ['lib/server/response-tap.ts'],
    rules: { 'no-restricted-syntax': ['error', ...serverBoundaries] },
  },
  {
    // Every end-to-end spec fails on a Content Security Policy violation in the console: the
    // `test` of tests/e2e/fixtures.ts checks it, Playwright's own does not.
    files: ['tests/e2e/**/*.ts'],
    ignores: ['tests/e2e/fixtures.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test', 'expect'],
              message: "Import test and expect from './fixtures': its test fails on any Content Security Policy violation.",
            },
          ],
        },
      ],
    },
  },
];

export default config;
