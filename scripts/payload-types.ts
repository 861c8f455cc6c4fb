/**
 * Payload's types for the admin's collections and globals, generated from payload.config.ts
 * into lib/cms/payload-types.ts and committed: each collection's `fromDoc` and `toData` take
 * them (lib/cms/content-registry.ts), so a field renamed in a collection fails to compile where
 * the site still reads the old name.
 *
 *   npm run types             # writes lib/cms/payload-types.ts after a change to the fields
 *   npm run types -- --check  # fails, with the difference, when the committed file is stale
 *                             # (npm test runs this; it writes nothing in the tree)
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const committed = path.join(root, 'lib/cms/payload-types.ts');
const check = process.argv.includes('--check');

const folder = check ? mkdtempSync(path.join(tmpdir(), 'kp-payload-types-')) : undefined;
const target = folder ? path.join(folder, 'payload-types.ts') : committed;
try {
  const run = spawnSync(path.join(root, 'node_modules/.bin/payload'), ['generate:types'], {
    cwd: root,
    encoding: 'utf8',
    env: {
      ...process.env,
      PAYLOAD_TYPES_FILE: target,
      // Generating reads the configuration only: it signs nothing and opens no database.
      PAYLOAD_SECRET: process.env.PAYLOAD_SECRET ?? 'generating-types-only',
      // Lexical's Node entry files choose their build with a top-level await import(), which
      // Node 20 now and then never settles; the production condition resolves straight to it
      // (the same as admin:create-user, docs/admin.md).
      NODE_OPTIONS: [process.env.NODE_OPTIONS, '--conditions=production'].filter(Boolean).join(' '),
    },
  });
  if (run.status !== 0) {
    process.stderr.write(`${run.stdout}${run.stderr}`);
    throw new Error(`payload generate:types exited ${run.status ?? run.signal}`);
  }
  if (!check) {
    console.log(`Wrote ${path.relative(root, committed)}.`);
  } else if (readFileSync(target, 'utf8') === readFileSync(committed, 'utf8')) {
    console.log(`${path.relative(root, committed)} matches payload.config.ts.`);
  } else {
    const diff = spawnSync('git', ['diff', '--no-index', '--', committed, target], { encoding: 'utf8' });
    process.stdout.write(diff.stdout);
    console.error(`${path.relative(root, committed)} is stale: run \`npm run types\` and commit the result.`);
    process.exitCode = 1;
  }
} finally {
  if (folder) rmSync(folder, { recursive: true, force: true });
}
