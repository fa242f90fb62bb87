import { createServer } from 'node:net';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export async function freePorts<K extends string>(keys: readonly K[]): Promise<Record<K, number>> {
  const entries: [K, number][] = [];
  for (const key of keys) entries.push([key, await freePort()]);
  return Object.fromEntries(entries) as Record<K, number>;
}
