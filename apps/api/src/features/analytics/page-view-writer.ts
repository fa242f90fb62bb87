import type { Db } from '../../db/database.ts';
import { insertPageViews, type PageViewRecord } from './analytics.repository.ts';

const MAX_BATCH = 1000;

/**
 * Group commit for page views: while one batch is being written, the views arriving meanwhile
 * wait and go together in the next statement. Each caller's promise settles when its own view is
 * stored (or its batch failed), so a 202 still means "recorded".
 */
export class PageViewWriter {
  readonly #db: Db;
  #pending: { view: PageViewRecord; resolve: () => void; reject: (error: unknown) => void }[] = [];
  #writing = false;

  constructor(db: Db) {
    this.#db = db;
  }

  write(view: PageViewRecord): Promise<void> {
    return new Promise((resolve, reject) => {
      this.#pending.push({ view, resolve, reject });
      if (!this.#writing) void this.#drain();
    });
  }

  async #drain(): Promise<void> {
    this.#writing = true;
    while (this.#pending.length > 0) {
      const batch = this.#pending.splice(0, MAX_BATCH);
      try {
        await insertPageViews(
          this.#db,
          batch.map((entry) => entry.view),
        );
        for (const entry of batch) entry.resolve();
      } catch (error) {
        for (const entry of batch) entry.reject(error);
      }
    }
    this.#writing = false;
  }
}
