// `pnpm lighthouse` (issue 10): Lighthouse (mobile preset, simulated throttling) with Debian's Chromium
// on `/`, one `/p/:slug` and `/blog` of the built product. Run `pnpm build` first.
// Prints performance, accessibility, best practices and SEO per page, and the JavaScript the landing page
// loads (gzipped), then exits 1 below target: performance, accessibility and best practices ≥ 95,
// SEO 100, landing JavaScript ≤ 120 KB gzipped. Offline: every request the pages make is listed and
// must stay on this machine (Lighthouse itself fetches nothing remote with the settings below).
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../e2e/src/support/chromium.ts';
import { LANDING, runWithDeadline, startPerfStack } from './perf-stack.mjs';

const TARGETS = { performance: 95, accessibility: 95, 'best-practices': 95, seo: 100 };
const LANDING_JS_TARGET_KB = 120;

/** The gzipped size (bytes) of each script a page loaded, fetched again from its server. */
async function gzippedScripts(requests) {
  const scripts = requests.filter((request) => request.resourceType === 'Script');
  return Promise.all(
    scripts.map(async ({ url }) => {
      const body = Buffer.from(await (await fetch(url)).arrayBuffer());
      return { url, raw: body.length, gzipped: gzipSync(body).length };
    }),
  );
}

async function audit(port, url) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: Object.keys(TARGETS),
    // The mobile preset is the default (moto G power, 4G throttling simulated, not applied).
    formFactor: 'mobile',
    disableFullPageScreenshot: true,
  });
  if (result === undefined) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const failing = Object.values(lhr.categories).flatMap((category) =>
    category.auditRefs
      .map((ref) => lhr.audits[ref.id])
      .filter(
        (item) => item && item.score !== null && item.score < 1 && item.scoreDisplayMode !== 'informative' && item.scoreDisplayMode !== 'manual',
      )
      .map((item) => `${category.id}/${item.id}${item.displayValue ? ` (${item.displayValue})` : ''}`),
  );
  return {
    scores: Object.fromEntries(Object.entries(lhr.categories).map(([id, category]) => [id, Math.round((category.score ?? 0) * 100)])),
    metrics: ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'].map(
      (id) => `${id.replace(/-/g, ' ')} ${lhr.audits[id]?.displayValue ?? '?'}`,
    ),
    requests,
    failing: [...new Set(failing)],
  };
}

async function main() {
  const { urls, blogBuilt, stop } = await startPerfStack();
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  let passed = true;
  const report = (ok, line) => {
    if (!ok) passed = false;
    console.log(`${ok ? 'ok  ' : 'FAIL'} ${line}`);
  };
  try {
    const pages = [
      ['home', `${urls.publicSite}/`],
      ['landing', `${urls.publicSite}/p/${LANDING.slug}`],
      ['blog', `${urls.publicSite}/blog`],
    ];
    for (const [name, url] of pages) {
      if (name === 'blog' && !blogBuilt) {
        report(false, `${name.padEnd(8)} not measured: the blog is not built yet (GET /api/blog-posts is not 200)`);
        continue;
      }
      const { scores, metrics, requests, failing } = await audit(chrome.port, url);
      console.log(`\n${name} — ${url}`);
      for (const [category, target] of Object.entries(TARGETS)) {
        report(scores[category] >= target, `${name.padEnd(8)} ${category.padEnd(15)} ${String(scores[category]).padStart(3)}  (target ≥ ${target})`);
      }
      console.log(`     ${metrics.join(' · ')}`);
      if (failing.length > 0) console.log(`     audits below 100%: ${failing.join(', ')}`);
      const remote = requests.filter((request) => !/^(https?:\/\/(localhost|127\.0\.0\.1)[:/]|data:|blob:)/.test(request.url));
      report(
        remote.length === 0,
        `${name.padEnd(8)} requests off this machine: ${remote.length}${remote.length ? ` (${remote.map((r) => r.url).join(', ')})` : ''}`,
      );
      if (name === 'landing') {
        const scripts = await gzippedScripts(requests);
        const gzippedKb = scripts.reduce((sum, script) => sum + script.gzipped, 0) / 1024;
        const rawKb = scripts.reduce((sum, script) => sum + script.raw, 0) / 1024;
        for (const script of scripts)
          console.log(
            `     script ${new URL(script.url).pathname}: ${(script.raw / 1024).toFixed(1)} KB, ${(script.gzipped / 1024).toFixed(1)} KB gzipped`,
          );
        report(
          gzippedKb <= LANDING_JS_TARGET_KB,
          `landing  JavaScript      ${gzippedKb.toFixed(1)} KB gzipped (${rawKb.toFixed(1)} KB raw, ${scripts.length} files; target ≤ ${LANDING_JS_TARGET_KB} KB)`,
        );
      }
    }
    console.log(`\n${passed ? 'PASS' : 'FAIL'}: Lighthouse targets ${passed ? 'met' : 'missed'}`);
    return passed;
  } finally {
    chrome.kill();
    await stop();
  }
}

runWithDeadline(main, 10);
