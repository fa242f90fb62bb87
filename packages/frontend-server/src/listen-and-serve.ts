import type { FastifyInstance } from 'fastify';

export interface ListenOptions {
  port: number;
  host: string;
  /** Printed in the start line, e.g. 'public-site'. */
  name: string;
}

/** Time allowed for in-flight requests to finish on shutdown before the process gives up. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

/** Listens, prints `<name> listening on http://<host>:<port>`, and closes cleanly on SIGINT/SIGTERM. */
export async function listenAndServe(app: FastifyInstance, options: ListenOptions): Promise<void> {
  await app.listen({ port: options.port, host: options.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  console.log(`${options.name} listening on http://${options.host}:${port}`);

  const shutdown = (signal: NodeJS.Signals) => {
    console.log(`${options.name}: ${signal} received, closing`);
    setTimeout(() => {
      console.error(`${options.name}: still busy after ${SHUTDOWN_TIMEOUT_MS} ms, exiting`);
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(`${options.name}: error while closing`, error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}
