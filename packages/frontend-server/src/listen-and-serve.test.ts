import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';

// A real process: listenAndServe installs signal handlers and exits, which a test worker must not do.
const script = `
  import { createFrontendServer } from ${JSON.stringify(new URL('./create-frontend-server.ts', import.meta.url).href)};
  import { listenAndServe } from ${JSON.stringify(new URL('./listen-and-serve.ts', import.meta.url).href)};
  import { makeDist, TEST_LINKS, TEST_PAGES } from ${JSON.stringify(new URL('./test-support.ts', import.meta.url).href)};
  const dist = makeDist();
  process.on('exit', dist.remove);
  const app = createFrontendServer({ distDir: dist.dir, apiUrl: 'http://127.0.0.1:9', frameAncestors: "'self'", links: TEST_LINKS, pages: TEST_PAGES });
  await listenAndServe(app, { port: 0, host: '127.0.0.1', name: 'fixture-site' });
`;

describe('listenAndServe', () => {
  it('prints where it listens, serves, and closes cleanly on SIGTERM', async () => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));

    const url = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', () => {
        const match = /fixture-site listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
        if (match?.[1]) resolve(match[1]);
      });
      child.once('exit', () => reject(new Error(`exited before listening:\n${output}`)));
    });

    const response = await fetch(`${url}/`);
    expect(response.status).toBe(200);

    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    const [code] = await exited;
    expect(code).toBe(0);
    expect(output).toContain('fixture-site: SIGTERM received, closing');
  });
});
