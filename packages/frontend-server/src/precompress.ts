import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Text assets worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml)$/;
/** Below this size the compressed file saves nothing worth a request header. */
const MIN_BYTES = 1024;

/**
 * Writes `.br` and `.gz` siblings of every compressible file in `distDir` (at build time), so the
 * frontend server sends the smaller file to browsers that accept it at no run-time cost.
 * Returns the files compressed.
 */
export function precompress(distDir: string): string[] {
  const compressed: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) {
        walk(file);
        continue;
      }
      if (!COMPRESSIBLE.test(name)) continue;
      const content = readFileSync(file);
      if (content.length < MIN_BYTES) continue;
      writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      writeFileSync(
        `${file}.br`,
        brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
      );
      compressed.push(path.relative(distDir, file));
    }
  };
  walk(distDir);
  return compressed;
}
