// Writes .br and .gz beside every compressible file of the build, so the server sends compressed
// files without compressing per request (apps/server/src/plugins/web-build.ts). Run after vite build.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const DIST = path.resolve(import.meta.dirname, '..', 'dist');
const COMPRESSIBLE = new Set(['.js', '.css', '.html', '.svg', '.json', '.txt', '.webmanifest']);
/** Below this a compressed copy saves less than its own headers cost. */
const MIN_BYTES = 1024;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

let raw = 0;
let brotli = 0;
for (const file of files(DIST)) {
  if (!COMPRESSIBLE.has(path.extname(file)) || statSync(file).size < MIN_BYTES) continue;
  const content = readFileSync(file);
  const br = brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  raw += content.length;
  brotli += br.length;
}
console.log(
  `precompressed: ${Math.round(raw / 1024)} KB -> ${Math.round(brotli / 1024)} KB brotli`,
);
