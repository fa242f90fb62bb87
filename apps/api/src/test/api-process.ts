import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.ts';

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const START_TIMEOUT_MS = 90_000;

export interface ApiProcess {
  readonly url: string;
  /** Every line the process wrote (its JSON log and anything else), in order. */
  readonly lines: string[];
  /** SIGTERM, as an orchestrator stops a replica (SIGKILL after 15 s); resolves with the exit code. */
  stop(): Promise<number | null>;
  /** SIGKILL, as a crash or an out-of-memory kill ends it: nothing of its own runs after; resolves once it is gone. */
  kill(): Promise<void>;
}

/**
 * The API as production runs it, in a process of its own (`node src/server.ts`: migrations, seeds, then
 * listening), on a free port; resolves once `/api/health` answers.
 */
export async function startApiProcess(env: Record<string, string>): Promise<ApiProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const lines: string[] = [];
  const child = spawn(process.execPath, ['src/server.ts'], {
    cwd: API_DIR,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr]) {
    let partial = '';
    stream.on('data', (chunk: Buffer) => {
      const parts = (partial + chunk.toString('utf8')).split('\n');
      partial = parts.pop() ?? '';
      lines.push(...parts);
    });
  }
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
    const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.kill('SIGTERM');
    const code = await exited;
    clearTimeout(killer);
    return code;
  };

  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}:\n${lines.join('\n')}`);
    const healthy = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) {
      const kill = async () => {
        if (child.exitCode !== null || child.signalCode !== null) return;
        child.kill('SIGKILL');
        await exited;
      };
      return { url, lines, stop, kill };
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`the API did not answer within ${START_TIMEOUT_MS} ms:\n${lines.join('\n')}`);
}
