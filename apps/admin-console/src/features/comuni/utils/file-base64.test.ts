import { Buffer } from 'node:buffer';
import { describe, expect, it } from 'vitest';
import { bytesToBase64, fileToBase64 } from './file-base64.ts';

describe('file to base64', () => {
  it('encodes every byte value as Node does, Windows-1252 letters included', () => {
    const bytes = Uint8Array.from({ length: 256 }, (_, value) => value);
    expect(bytesToBase64(bytes)).toBe(Buffer.from(bytes).toString('base64'));
    // «Forlì;Cantù» in Windows-1252: ì is EC, ù is F9.
    expect(bytesToBase64(Uint8Array.from([0x46, 0x6f, 0x72, 0x6c, 0xec, 0x3b, 0x43, 0x61, 0x6e, 0x74, 0xf9]))).toBe('Rm9ybOw7Q2FudPk=');
    expect(bytesToBase64(new Uint8Array())).toBe('');
  });

  it('encodes a file larger than one chunk (the real list is about 1 MB)', async () => {
    const bytes = Uint8Array.from({ length: 1_100_000 }, (_, index) => (index * 31) % 256);
    const encoded = await fileToBase64(new File([bytes], 'Elenco-comuni-italiani.csv', { type: 'text/csv' }));
    expect(encoded).toBe(Buffer.from(bytes).toString('base64'));
  });
});
