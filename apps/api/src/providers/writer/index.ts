export { createWriter, type Writer, type WriterOptions } from './openai-writer.ts';
export {
  landingContent,
  nearbyComuni,
  writeLandingPage,
  META_DESCRIPTION_MAX,
  type LandingComune,
  type LandingFigures,
  type LandingPageInput,
  type LandingPageText,
  type NearbyComune,
} from './landing/index.ts';
export { BLOG_MAX_TAGS, BLOG_META_DESCRIPTION_MAX, writeBlogArticle } from './blog/index.ts';
export { categoryForKeyword, tradeProfileFor, type TradeProfile } from './catalogue/index.ts';
