import { LANDING_STYLES } from '../landing/landing-styles.ts';

/**
 * Home's layout: the landing pages' base, plus the hero's badge, call to action and promises, the icons of
 * the steps and of the reasons, and the chat section (a 32rem box reserved before the island mounts).
 */
export const HOME_STYLES =
  LANDING_STYLES +
  `
body{background:linear-gradient(180deg,#e7f5ff 0,#f8f9fa 32rem) no-repeat,#f8f9fa}
.tp-home .tp-hero{padding:2.5rem 0 1.5rem}
.tp-home .tp-hero h1{font-size:clamp(2rem,5vw,3rem);line-height:1.15;text-wrap:balance}
.tp-badge{display:inline-block;margin:0 0 1rem;padding:.2rem .7rem;border-radius:.25rem;background:#d0ebff;color:#0b4a72;font-size:.85rem;font-weight:700}
.tp-home .tp-hero .tp-badge{font-size:.85rem;color:#0b4a72}
.tp-cta{display:inline-flex;align-items:center;gap:.5rem;margin-top:1.5rem;padding:.75rem 1.5rem;font-size:1.1rem;font-weight:700;background:#1a7aa6}
.tp-cta:hover{background:#096d96}
.tp-points{list-style:none;display:flex;flex-wrap:wrap;justify-content:center;gap:.5rem 1.5rem;padding:0;margin:1.25rem 0 0}
.tp-points li{display:inline-flex;align-items:center;gap:.4rem;font-size:.9rem;font-weight:600;color:#343a40}
.tp-points .tp-icon{color:#087f5b}
.tp-home .tp-section h2{text-align:center;font-size:clamp(1.6rem,3.5vw,2rem)}
.tp-round{display:inline-flex;align-items:center;justify-content:center;width:2.75rem;height:2.75rem;border-radius:50%;background:#d0ebff;color:#0b4a72}
.tp-home .tp-steps h3{margin-top:.75rem}
.tp-home .tp-steps .tp-n{color:#096d96;font-weight:800;margin-right:.35rem}
.tp-home .tp-features li{text-align:center}
.tp-home .tp-features .tp-round{width:3.25rem;height:3.25rem;background:#1a7aa6;color:#fff}
.tp-chat-section{max-width:45rem;margin-left:auto;margin-right:auto;scroll-margin-top:1rem}
.tp-chat-section>p{text-align:center;color:#495057;margin:-.5rem 0 1.25rem}
.tp-partner-callout{max-width:45rem;margin-left:auto;margin-right:auto;text-align:center;background:#fff;border:1px solid #d0ebff;border-radius:.75rem;padding:1.5rem 1.25rem}
.tp-partner-callout p{color:#495057;margin:0 auto;max-width:36rem}
.tp-home .tp-partner-callout h2{font-size:clamp(1.35rem,3vw,1.6rem);margin-bottom:.5rem}
`.replace(/\n/g, '');
