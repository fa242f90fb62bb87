import type { App } from '../app-types.ts';

/** Runs a housekeeping task every `intervalMs` while the app is open; failures are logged, not thrown. */
export function every(app: App, intervalMs: number, label: string, task: () => Promise<void>): void {
  const timer = setInterval(() => {
    task().catch((error: unknown) => app.log.warn({ err: error }, `${label} failed`));
  }, intervalMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
