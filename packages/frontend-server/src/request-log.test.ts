import { afterAll, describe, expect, it } from 'vitest';
import { createFrontendServer } from './create-frontend-server.ts';
import { deadUrl, makeDist, TEST_LINKS, TEST_PAGES, capturedLog } from './test-support.ts';

const dist = makeDist();
afterAll(() => dist.remove());

describe('the request log', () => {
  it('keeps the method and path of a request, never its query (a purchase token, an erase token, an email)', async () => {
    const { stream, lines } = capturedLog();
    const app = createFrontendServer({
      distDir: dist.dir,
      pages: TEST_PAGES,
      apiUrl: await deadUrl(),
      links: TEST_LINKS,
      frameAncestors: "'none'",
      logger: { level: 'info', stream },
    });
    for (const url of [
      '/business/lead/abc?t=segreto-acquisto',
      '/privacy/cancella?t=segreto-cancella',
      '/api/admin/privacy/export?email=mario.rossi%40example.it',
    ]) {
      await app.inject({ method: 'GET', url });
    }
    await app.close();

    const incoming = lines.map((line) => JSON.parse(line) as { msg: string; req?: unknown }).filter((entry) => entry.msg === 'incoming request');
    expect(incoming.map((entry) => entry.req)).toEqual([
      { method: 'GET', url: '/business/lead/abc' },
      { method: 'GET', url: '/privacy/cancella' },
      { method: 'GET', url: '/api/admin/privacy/export' },
    ]);
    expect(lines.join('\n')).not.toMatch(/segreto|mario/);
  });
});
