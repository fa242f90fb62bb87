import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompress } from './precompress.ts';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('precompress', () => {
  it('writes .br and .gz siblings of the text assets that are worth it, with the same content', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
    mkdirSync(path.join(dir, 'assets'));
    const script = 'console.log("TrovaPro");\n'.repeat(200);
    writeFileSync(path.join(dir, 'assets', 'index-abc.js'), script);
    writeFileSync(path.join(dir, 'assets', 'tiny.css'), 'a{}');
    writeFileSync(path.join(dir, 'logo.png'), Buffer.alloc(4096, 1));

    expect(precompress(dir)).toEqual([path.join('assets', 'index-abc.js')]);
    const base = path.join(dir, 'assets', 'index-abc.js');
    expect(gunzipSync(readFileSync(`${base}.gz`)).toString()).toBe(script);
    expect(brotliDecompressSync(readFileSync(`${base}.br`)).toString()).toBe(script);
    expect(readFileSync(`${base}.br`).length).toBeLessThan(script.length / 10);
    expect(existsSync(path.join(dir, 'assets', 'tiny.css.gz'))).toBe(false);
    expect(existsSync(path.join(dir, 'logo.png.gz'))).toBe(false);
  });
});
