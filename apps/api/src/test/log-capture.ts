import { Writable } from 'node:stream';

/** The app's log, kept in memory for a test to read: pass `stream` as createTestApp's `logStream`. */
export interface LogCapture {
  readonly stream: Writable;
  /** Every line written so far (pino writes one JSON object a line), in order. */
  readonly lines: string[];
  /** The lines parsed. */
  entries(): Record<string, unknown>[];
  /** All lines as one text, for `toContain` / `not.toContain`. */
  text(): string;
  /** Forgets what was written, so a test reads only its own lines. */
  clear(): void;
}

export function captureLogs(): LogCapture {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      // A chunk may hold several lines, or end with the newline of the last one.
      lines.push(
        ...chunk
          .toString('utf8')
          .split('\n')
          .filter((line) => line !== ''),
      );
      done();
    },
  });
  return {
    stream,
    lines,
    entries: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
    text: () => lines.join('\n'),
    clear: () => {
      lines.length = 0;
    },
  };
}
