import { isBot, type BlogPost, addDays, romeDay } from '@trovapro/domain';
import type { Db } from '../../db/database.ts';
import { visitorId, type DailySalts } from '../analytics/analytics.service.ts';
import { deleteViewsBefore, viewPublishedRow } from './blog.repository.ts';
import { postNotFound, toBlogPost } from './blog.service.ts';

export interface BlogViewContext {
  db: Db;
  /** The analytics' daily salts: the same visitor id, never an address, is stored. */
  salts: DailySalts;
  now?: () => Date;
}

export interface BlogVisitor {
  clientAddress: string;
  userAgent: string | undefined;
}

/** The day whose older view rows this process already removed (once a day is enough). */
let purgedThrough = '';

/**
 * `GET /api/blog-posts/:slug`: a published post; its view count rises once per visitor per
 * Europe/Rome day (bots never count).
 */
export async function viewPost(context: BlogViewContext, slug: string, visitor: BlogVisitor): Promise<BlogPost> {
  const at = (context.now ?? (() => new Date()))();
  const day = romeDay(at);
  const visitorHash = isBot(visitor.userAgent)
    ? null
    : visitorId(await context.salts.saltOf(day, at), visitor.clientAddress, visitor.userAgent ?? '');
  const row = await viewPublishedRow(context.db, slug, day, visitorHash);
  if (!row) throw postNotFound();
  if (purgedThrough !== day) {
    purgedThrough = day;
    await deleteViewsBefore(context.db, addDays(day, -1));
  }
  return toBlogPost(row);
}
