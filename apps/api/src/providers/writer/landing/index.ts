export type { LandingComune } from './comune-facts.ts';
export type { LandingFigures, LandingPageInput, NearbyComune } from './page-context.ts';
export {
  landingContent,
  landingFactSections,
  landingMetaDescription,
  wrapLandingContent,
  writeLandingPage,
  META_DESCRIPTION_MAX,
  type LandingPageText,
} from './write-landing-page.ts';
export { nearbyComuni } from './nearby.ts';
