import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** The published reviews of one category's purchases in a comune's province and in its region: how many, and their sum. */
export interface PlaceReviewFigures {
  province: string;
  region: string;
  provinceCount: number;
  /** The average with one decimal, rounded by PostgreSQL; null without reviews. */
  provinceAverage: number | null;
  regionCount: number;
  regionAverage: number | null;
}

/**
 * One query for both scopes (product §23 Ratings): the published reviews whose purchase's lead is of `category`
 * and whose comune is in the region of `istatCode` (the page's comune), counted and averaged over the region and,
 * filtered, over the province. Hidden and pending reviews never count; anonymised ones do (their lead keeps its
 * category and comune when the customer's data is erased). Undefined when the comune is not in the list.
 */
export async function placeReviewFigures(db: Db, istatCode: string, category: string): Promise<PlaceReviewFigures | undefined> {
  const result = await sql<PlaceReviewFigures>`
    with place as (select province_code, province, region from municipalities where istat_code = ${istatCode})
    select place.province,
           place.region,
           count(r.id) filter (where m.province_code = place.province_code)::int as "provinceCount",
           round(avg(r.rating) filter (where m.province_code = place.province_code), 1)::float8 as "provinceAverage",
           count(r.id)::int as "regionCount",
           round(avg(r.rating), 1)::float8 as "regionAverage"
    from place
    left join (
      reviews r
      join leads l on l.id = r.lead_id and l.category = ${category}
      join municipalities m on m.istat_code = l.istat_code
    ) on m.region = place.region and r.status = 'published'
    group by place.province, place.region`.execute(db);
  return result.rows[0];
}
