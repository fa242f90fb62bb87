import { LANDING_STYLES } from '../landing/landing-styles.ts';

/** The server-rendered blog's layout: the landing pages' base (the article body's `.tp-content` included) plus cards and tags. */
export const BLOG_STYLES =
  LANDING_STYLES +
  `
.tp-cards{list-style:none;padding:0;margin:0;display:grid;gap:1rem;grid-template-columns:repeat(auto-fill,minmax(16rem,1fr))}
.tp-card{background:#fff;border:1px solid #e9ecef;border-radius:.5rem;padding:1rem;display:flex;flex-direction:column;gap:.5rem}
.tp-card h2{font-size:1.15rem;margin:0}
.tp-card p{margin:0;color:#495057}
.tp-date{font-size:.85rem;color:#495057}
.tp-tags{list-style:none;padding:0;margin:0;display:flex;flex-wrap:wrap;gap:.4rem}
.tp-tags li{background:#e7f5ff;color:#1971c2;border-radius:1rem;padding:.1rem .6rem;font-size:.8rem}
.tp-pager{display:flex;justify-content:center;align-items:center;gap:1rem;margin-top:1.5rem}
.tp-pager .tp-disabled{color:#adb5bd;pointer-events:none}
.tp-total{text-align:center;color:#495057;font-size:.9rem}
.tp-cta{text-align:center;background:#e7f5ff;border-radius:.5rem;padding:1.5rem;margin-top:2rem}
.tp-article h1{font-size:clamp(1.6rem,4vw,2.3rem);line-height:1.2;margin:.5rem 0}
.tp-meta{display:flex;gap:1rem;color:#495057;font-size:.9rem}
`.replace(/\n/g, '');
