/**
 * The server-rendered pages' own layout (inline: the page reads well before, or without, the app's bundle;
 * the CSP allows inline styles). Colours follow the Mantine theme's blue. HTML from the API (`.tp-content`:
 * a landing page's text, a blog article) stays within the page: a wide table or code block scrolls sideways
 * in its own box, images shrink, long words and links wrap.
 */
export const LANDING_STYLES = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1b1e;background:#f8f9fa;line-height:1.55;overflow-wrap:break-word}
a{color:#1864ab}
.tp-top{display:flex;justify-content:space-between;align-items:center;gap:1rem;padding:.75rem 1.25rem;background:#fff;border-bottom:1px solid #e9ecef}
.tp-brand{font-weight:700;font-size:1.25rem;text-decoration:none;color:#1864ab}
.tp-top-info{display:flex;gap:1rem;align-items:center;font-size:.9rem;color:#495057}
.tp-star{color:#f59f00}
.tp-rating p{margin:0}
.tp-rating-more{font-size:.8rem}
.tp-top{flex-wrap:wrap;row-gap:.5rem}
.tp-top-info.tp-rated{flex:1 1 17rem;justify-content:flex-end}
.tp-sr{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip-path:inset(50%);white-space:nowrap;border:0}
.tp-main{max-width:60rem;margin:0 auto;padding:1.5rem 1.25rem 3rem}
.tp-hero{text-align:center;padding:2rem 0 1rem}
.tp-hero h1{font-size:clamp(1.6rem,4vw,2.4rem);line-height:1.2;margin:0 0 .75rem}
.tp-hero p{color:#495057;font-size:1.1rem;margin:0 auto;max-width:40rem}
.tp-section{margin-top:2.5rem}
.tp-section h2{font-size:1.5rem;margin:0 0 1rem}
.tp-steps,.tp-features{list-style:none;padding:0;margin:0;display:grid;gap:1rem;grid-template-columns:repeat(auto-fit,minmax(14rem,1fr))}
.tp-steps li,.tp-features li{background:#fff;border:1px solid #e9ecef;border-radius:.5rem;padding:1rem}
.tp-steps h3,.tp-features h3{font-size:1.05rem;margin:.25rem 0}
.tp-steps p,.tp-features p{margin:0;color:#495057}
.tp-step-n{display:inline-flex;width:2rem;height:2rem;border-radius:50%;align-items:center;justify-content:center;background:#e7f5ff;color:#1864ab;font-weight:700}
.tp-chat{min-height:32rem}
.tp-chat noscript p{padding:1rem;background:#fff;border:1px solid #e9ecef;border-radius:.5rem}
.tp-content{background:#fff;border:1px solid #e9ecef;border-radius:.5rem;padding:1.25rem;min-width:0;overflow-wrap:anywhere}
.tp-content h2,.tp-content h3{margin:1.25rem 0 .5rem}
.tp-content table{display:block;max-width:100%;overflow-x:auto;border-collapse:collapse;overflow-wrap:normal}
.tp-content th,.tp-content td{border:1px solid #dee2e6;padding:.4rem;text-align:left;vertical-align:top;min-width:6rem}
.tp-content pre{max-width:100%;overflow-x:auto;overflow-wrap:normal;background:#f1f3f5;padding:.75rem;border-radius:.4rem}
.tp-content img,.tp-content video,.tp-content iframe{max-width:100%;height:auto}
.tp-button{display:inline-block;margin-top:1rem;padding:.6rem 1.2rem;border-radius:.4rem;background:#1864ab;color:#fff;text-decoration:none}
.tp-footer{text-align:center;padding:1.5rem 1.25rem;color:#495057;font-size:.85rem;border-top:1px solid #e9ecef}
.tp-footer p{margin:0 0 .35rem}
.tp-footer-links{display:flex;justify-content:center;flex-wrap:wrap;gap:.25rem 1.25rem}
.tp-footer-links a{display:inline-block;padding:.35rem 0;color:#1864ab}
.tp-footer-links a:focus-visible{outline:2px solid #1864ab;outline-offset:2px}
`.replace(/\n/g, '');
