// Starts the four built processes of TrovaPro (the `pnpm start` topology) and stops them together.
// Plain JavaScript with no dependencies: it runs before `pnpm install` has finished on a fresh clone,
// and the end-to-end tests start the very same topology through it.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const DEFAULT_PORTS = { publicSite: 3000, adminConsole: 3001, checkout: 3002, api: 3003 };

const FRONTENDS = [
  { key: 'publicSite', name: 'public-site' },
  { key: 'adminConsole', name: 'admin-console' },
  { key: 'checkout', name: 'business-checkout' },
];

/** Ports from the environment (PUBLIC_SITE_PORT, ADMIN_CONSOLE_PORT, CHECKOUT_PORT, API_PORT) or defaults. */
export function portsFromEnv(env = process.env) {
  const read = (name, fallback) => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const port = Number(raw);
    if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`${name} must be a port number, got "${raw}"`);
    return port;
  };
  return {
    publicSite: read('PUBLIC_SITE_PORT', DEFAULT_PORTS.publicSite),
    adminConsole: read('ADMIN_CONSOLE_PORT', DEFAULT_PORTS.adminConsole),
    checkout: read('CHECKOUT_PORT', DEFAULT_PORTS.checkout),
    api: read('API_PORT', DEFAULT_PORTS.api),
  };
}

function urlsFor(ports) {
  return {
    publicSite: `http://localhost:${ports.publicSite}`,
    adminConsole: `http://localhost:${ports.adminConsole}`,
    checkout: `http://localhost:${ports.checkout}`,
    api: `http://127.0.0.1:${ports.api}`,
  };
}

async function waitForHealth(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`process exited with code ${child.exitCode} before ${url} answered`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/**
 * Starts the API (which migrates and seeds its database), waits for it, then the three frontends.
 * `env` is added to the children's environment; `output` receives each child's output lines.
 */
export async function startStack({ ports = portsFromEnv(), env = {}, output = 'inherit', timeoutMs = 120_000 } = {}) {
  const urls = urlsFor(ports);
  const children = [];
  const baseEnv = {
    ...process.env,
    PUBLIC_SITE_URL: urls.publicSite,
    ADMIN_CONSOLE_URL: urls.adminConsole,
    CHECKOUT_URL: urls.checkout,
    ...env,
  };
  const run = (name, args, extraEnv) => {
    const child = spawn(process.execPath, args, {
      cwd: repoRoot,
      env: { ...baseEnv, ...extraEnv },
      stdio: output === 'inherit' ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    if (typeof output === 'function') {
      for (const stream of [child.stdout, child.stderr]) {
        let buffered = '';
        stream.on('data', (chunk) => {
          buffered += chunk;
          const lines = buffered.split('\n');
          buffered = lines.pop() ?? '';
          for (const line of lines) output(name, line);
        });
      }
    }
    children.push({ name, child });
    return child;
  };

  const stop = async () => {
    await Promise.all(
      children.map(
        ({ child }) =>
          new Promise((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
            child.once('exit', () => {
              clearTimeout(killer);
              resolve();
            });
            child.kill('SIGTERM');
          }),
      ),
    );
  };

  try {
    const host = baseEnv.HOST || '127.0.0.1';
    const api = run('api', ['apps/api/dist/server.js'], { PORT: String(ports.api), HOST: host });
    await waitForHealth(`${urls.api}/api/health`, api, timeoutMs);
    const started = FRONTENDS.map(({ key, name }) => ({
      url: urls[key],
      child: run(name, [`apps/${name}/server/main.ts`], {
        PORT: String(ports[key]),
        HOST: host,
        API_URL: urls.api,
      }),
    }));
    await Promise.all(started.map(({ url, child }) => waitForHealth(`${url.replace('localhost', '127.0.0.1')}/api/health`, child, timeoutMs)));
  } catch (error) {
    await stop();
    throw error;
  }
  return { urls, ports, children, stop };
}
