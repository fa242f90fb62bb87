import { HOME_STYLES } from '../home/home-styles.ts';

/**
 * The «Diventa partner» page's layout: Home's (hero, steps with their round icons), plus the prices and the
 * sign-up form the server writes before the island mounts. That form mirrors the island's CSS module
 * (src/features/partner-signup/components/partner-signup.module.css: one column on a phone, two from 40rem,
 * 2.75rem fields), so the island takes its place without the page moving: keep the two in step.
 */
export const PARTNER_STYLES =
  HOME_STYLES +
  `
.tp-partners .tp-hero .tp-badge{font-size:.85rem;color:#0b4a72}
.tp-lead{color:#495057;margin:0 0 1rem;max-width:44rem}
.tp-partners .tp-section>.tp-lead{margin-left:auto;margin-right:auto;text-align:center}
.tp-prices{list-style:none;padding:0;margin:0;display:grid;gap:.75rem;grid-template-columns:repeat(2,minmax(0,1fr))}
.tp-prices li{display:flex;flex-direction:column;gap:.1rem;background:#fff;border:1px solid #e9ecef;border-radius:.5rem;padding:.875rem 1rem}
.tp-price-cat{font-weight:600;color:#343a40}
.tp-price{font-size:1.5rem;font-weight:800;line-height:1.25;color:#0b4a72}
.tp-vat{font-size:.8125rem;color:#495057}
.tp-notes{list-style:none;padding:0;margin:1rem 0 0;display:grid;gap:.5rem}
.tp-notes li{display:flex;gap:.5rem;align-items:flex-start;color:#343a40}
.tp-notes .tp-icon{flex:none;margin-top:.15rem;color:#087f5b}
.tp-signup-section{max-width:45rem;margin-left:auto;margin-right:auto;scroll-margin-top:1rem}
.tp-signup-section>h2{text-align:center}
.tp-ps{padding:1.25rem;border:1px solid #e9ecef;border-radius:.5rem;background:#fff;color:#1f1f1f;font-size:1rem;line-height:1.5}
.tp-ps-form{display:grid;grid-template-columns:minmax(0,1fr);gap:1rem;align-items:start}
.tp-ps-wide{grid-column:1/-1}
.tp-ps-intro{margin:0;color:#495057;font-size:.875rem}
.tp-ps-field{display:flex;flex-direction:column;gap:.25rem;min-width:0}
.tp-ps-label{font-size:.9375rem;font-weight:600}
.tp-ps-hint{margin:0;color:#495057;font-size:.8125rem;line-height:1.4}
.tp-ps-input{width:100%;min-width:0;height:2.75rem;padding:0 .75rem;border:1px solid #adb5bd;border-radius:.5rem;background:#fff;color:#1f1f1f;font:inherit;font-size:1rem}
.tp-ps-input::placeholder{color:#6c757d}
.tp-ps-fieldset{min-width:0;margin:0;padding:0;border:0}
.tp-ps-legend{padding:0;margin-bottom:.25rem;font-size:.9375rem;font-weight:600}
.tp-ps-choices{display:flex;flex-wrap:wrap;gap:.5rem 1.5rem}
.tp-ps-choice{display:inline-flex;align-items:center;gap:.5rem;min-height:2.75rem}
.tp-ps-choice input,.tp-ps-check input{flex:none;width:1.25rem;height:1.25rem;margin:0;accent-color:#1a7aa6}
.tp-ps-check{display:flex;align-items:flex-start;gap:.625rem;font-size:.9375rem}
.tp-ps-check input{margin-top:.125rem}
.tp-ps-actions{display:flex;flex-wrap:wrap;gap:.75rem;align-items:center}
.tp-ps-button{display:inline-flex;align-items:center;justify-content:center;width:100%;min-height:2.75rem;padding:0 1.5rem;border:1px solid transparent;border-radius:.5rem;background:#1a7aa6;color:#fff;font:inherit;font-size:1rem;font-weight:700}
.tp-ps-noscript{margin:1rem 0 0;padding:.75rem 1rem;border-left:4px solid #c92a2a;border-radius:.5rem;background:#fff5f5;color:#a61e1e}
@media (min-width:40rem){.tp-ps-form{grid-template-columns:repeat(2,minmax(0,1fr));gap:1rem 1.25rem}.tp-ps-button{width:auto}.tp-prices{grid-template-columns:repeat(3,minmax(0,1fr))}}
`.replace(/\n/g, '');
