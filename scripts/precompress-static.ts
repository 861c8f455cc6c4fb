/**
 * Writes a brotli copy (`<file>.br`, highest quality) beside each script, stylesheet and other
 * text file of a production build, for `lib/server/precompressed-static.ts` to serve.
 * Part of `npm run build`; prints what it saved.
 *
 *   npm run build                                # next build, then this, on `.next`
 *   NEXT_DIST_DIR=.next-test tsx scripts/precompress-static.ts
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { brotliCopyOf, compressibleTypes, MIN_COMPRESSIBLE_BYTES } from '../lib/server/precompressed-static';

const staticDir = path.join(process.env.NEXT_DIST_DIR || '.next', 'static');
if (!existsSync(staticDir)) {
  console.error(`No ${staticDir}: run \`next build\` first.`);
  process.exit(1);
}

let files = 0;
let gzipBytes = 0;
let brotliBytes = 0;
for (const entry of readdirSync(staticDir, { recursive: true, encoding: 'utf8' })) {
  const file = path.join(staticDir, entry);
  if (!(path.extname(file) in compressibleTypes) || !statSync(file).isFile()) continue;
  const source = readFileSync(file);
  if (source.length < MIN_COMPRESSIBLE_BYTES) continue;
  const brotli = zlib.brotliCompressSync(source, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
    },
  });
  writeFileSync(brotliCopyOf(file), brotli);
  files += 1;
  gzipBytes += zlib.gzipSync(source).length;
  brotliBytes += brotli.length;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(
  `Brotli copies of ${files} files in ${staticDir}: ${kb(brotliBytes)} against ${kb(gzipBytes)} gzip ` +
    `(${Math.round((1 - brotliBytes / Math.max(gzipBytes, 1)) * 100)}% smaller).`,
);
