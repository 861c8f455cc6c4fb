/**
 * Compiles `server.ts` and the modules of ours it imports into one JavaScript file beside the
 * build, `<NEXT_DIST_DIR or .next>/server.mjs`, which `npm start` runs with plain Node. The last
 * step of `npm run build`.
 *
 * Why: run through tsx, the production server kept tsx's loader thread, esbuild and every
 * module's transformed source with its inline source map: about 85 MB of the site's resident
 * memory at rest (PSS 222 MB against 123 MB compiled, measured 2026-11-25), a fifth of the
 * 400 MB the site and its database may hold together after the benchmark (BENCHMARKS.md,
 * "Memory"). `npm run dev` and the command-line scripts still run through tsx.
 *
 * The packages stay outside the bundle (`packages: 'external'`), loaded from node_modules as
 * before, so the server shares them with nothing new and Next's own copy of `next` is the one it
 * gets. Our modules are bundled as tsx loaded them: one copy in the server, the pages' copies in
 * Next's bundles, the state they share kept process-wide (lib/process-wide.ts). No source map:
 * the output keeps our names and marks each module's file (`// lib/…`), so a stack trace reads
 * without one, and Node would hold a map in memory for the life of the process.
 */
import path from 'node:path';
import { build } from 'esbuild';

const outfile = path.join(process.env.NEXT_DIST_DIR || '.next', 'server.mjs');

await build({
  entryPoints: ['server.ts'],
  outfile,
  bundle: true,
  packages: 'external',
  platform: 'node',
  format: 'esm',
  // The oldest Node package.json's engines allow.
  target: 'node20.9',
  // `@/…` imports resolve through tsconfig.json's paths, as in Next's build.
  tsconfig: 'tsconfig.json',
  logLevel: 'warning',
});
console.log(`Compiled server.ts to ${outfile}.`);
