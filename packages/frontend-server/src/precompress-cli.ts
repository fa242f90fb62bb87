// Usage (an app's build script): node ../../packages/frontend-server/src/precompress-cli.ts dist
import path from 'node:path';
import { precompress } from './precompress.ts';

const distDir = path.resolve(process.argv[2] ?? 'dist');
const files = precompress(distDir);
console.log(`precompressed ${files.length} files in ${distDir} (.br, .gz)`);
