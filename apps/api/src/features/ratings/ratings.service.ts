import { RATING_MIN_REVIEWS, type LandingRating } from '@trovapro/domain';
import type { Db } from '../../db/database.ts';
import { categoryForKeyword } from '../../providers/writer/index.ts';
import { placeReviewFigures } from './ratings.repository.ts';

/**
 * The rating a landing page's header shows (product §23 Ratings): the published reviews of purchases of leads in
 * the category its keyword names, in its comune's province, or in the region when the province has fewer than
 * RATING_MIN_REVIEWS; null when the region has fewer too, or when the keyword names none of the categories.
 */
export async function landingRating(db: Db, page: { istatCode: string; keyword: string }): Promise<LandingRating | null> {
  const category = categoryForKeyword(page.keyword);
  if (category === null) return null;
  const figures = await placeReviewFigures(db, page.istatCode, category);
  if (figures === undefined) return null;
  if (figures.provinceCount >= RATING_MIN_REVIEWS && figures.provinceAverage !== null)
    return { average: figures.provinceAverage, count: figures.provinceCount, scope: 'province', placeName: figures.province };
  if (figures.regionCount >= RATING_MIN_REVIEWS && figures.regionAverage !== null)
    return { average: figures.regionAverage, count: figures.regionCount, scope: 'region', placeName: figures.region };
  return null;
}
