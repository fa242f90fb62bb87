import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { adminComuni, adminTabs, istatFileMessages } from '@trovapro/copy';
import { routes } from '@trovapro/domain';
import type { Page } from 'playwright-core';
import { afterAll, expect, inject, test } from 'vitest';
import { buildIstatFixture } from '../../apps/api/src/features/municipalities/istat-fixture.ts';
import { signedInAdminApi } from './support/admin-api.ts';
import { axeContext, blockingViolations } from './support/axe.ts';
import { browserForFile, signInAsAdmin, startsWith } from './support/browser.ts';
import { E2E_ADMIN } from './support/global-setup.ts';
import { screenshots } from './support/screenshots.ts';
import { allSitemaps } from './support/sitemap.ts';

/**
 * Issue 36 §5, end to end: the admin uploads ISTAT's whole list of comuni (and its file of changes) in «Comuni», sees
 * the dry run's diff, applies it after the confirmation and finds it in the log and what is left to settle by hand;
 * the landing page of a comune merged into a new one then answers 301 to the successor's, that of a comune suppressed
 * without a successor is gone. The province of Prato: no other e2e file uses its comuni (the changes stay for the
 * files after this one, which the rest of the suite does not read).
 */
const urls = inject('urls');
const browser = browserForFile();
const CANTAGALLO = 'B626';
const VERNIO = 'L775';
const POGGIO_A_CAIANO = 'G754';
/** Left out of the file with no row in the changes file: suppressed, successor unknown. */
const CARMIGNANO = 'B794';
/** Cantagallo and Vernio merged into a new comune of the province. */
const MERGED = { istatCode: '100008', cadastralCode: 'M901', name: 'Val di Bisenzio', provinceCode: 'PO' };
const RENAMED = 'Poggio a Caiano Medicea';

const folder = mkdtempSync(path.join(tmpdir(), 'trovapro-istat-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** ISTAT's files as the admin downloads them: the bytes the fixture builds, Windows-1252. */
function writeIstatFiles() {
  const files = buildIstatFixture({
    merge: [{ from: [CANTAGALLO, VERNIO], into: MERGED }],
    rename: [{ cadastralCode: POGGIO_A_CAIANO, to: RENAMED }],
    suppress: [CARMIGNANO],
  });
  const comuni = path.join(folder, 'Elenco-comuni-italiani.csv');
  const changes = path.join(folder, 'Variazioni_amministrative_territoriali_dal_01011991.csv');
  const wrong = path.join(folder, 'clienti.csv');
  writeFileSync(comuni, files.comuni);
  writeFileSync(changes, files.changes);
  writeFileSync(wrong, 'Nome;Email\r\nMario Rossi;mario@example.it\r\n');
  return { comuni, changes, wrong };
}

const comuniInput = (page: Page) => page.locator('input[type="file"][name="comuniFile"]');
const changesInput = (page: Page) => page.locator('input[type="file"][name="changesFile"]');

test('the admin previews ISTAT’s list with a merger, a rename and a suppression, applies it, finds it in the log and what to settle; the merged comune’s page moves to the successor’s', {
  timeout: 180_000,
}, async () => {
  const admin = await signedInAdminApi(urls.adminConsole);
  // Published pages of Cantagallo and Carmignano, for a service of this run only; a partner in Carmignano.
  const stamp = Date.now().toString(36);
  const keyword = `Restauro ${stamp}`;
  await admin.call(routes.adminGenerateLandingPages, { body: { keyword, province: 'Prato', isPlural: false } });
  const { pages } = await admin.call(routes.adminListLandingPages, { query: { keyword, province: 'Prato', limit: 100 } });
  const pageOf = (comune: string) => {
    const found = pages.find((landingPage) => landingPage.municipalityName === comune);
    if (!found) throw new Error(`no page of ${comune} among ${pages.map((landingPage) => landingPage.municipalityName).join(', ')}`);
    return found;
  };
  const [cantagallo, carmignano] = [pageOf('Cantagallo'), pageOf('Carmignano')];
  for (const landingPage of [cantagallo, carmignano]) {
    await admin.call(routes.adminPublishLandingPage, { params: { id: landingPage.id }, body: { isPublished: true } });
    expect((await fetch(`${urls.publicSite}/p/${landingPage.slug}`)).status).toBe(200);
  }
  const partner = `Idraulica Medicea ${stamp}`;
  await admin.call(routes.adminCreateBusiness, {
    body: { name: partner, email: `idraulica.${stamp}@example.it`, category: 'Idraulico', location: 'Carmignano' },
  });

  const files = writeIstatFiles();
  // A context axe can run in (it bypasses the console's CSP for axe's inline script).
  const context = await axeContext(browser.browser);
  const page = await context.newPage();
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAsAdmin(page, urls.adminConsole);
  await page.getByRole('tab', { name: adminTabs.comuni.label }).click();
  await page.getByRole('heading', { name: adminComuni.title }).waitFor();
  await page.getByRole('region', { name: adminComuni.logTitle }).getByText(adminComuni.logEmpty).waitFor();
  await screenshots(page, 'h36', 'comuni-empty');

  // A file that is not ISTAT's: the API's reason, and both files stay chosen.
  await comuniInput(page).setInputFiles(files.wrong);
  await changesInput(page).setInputFiles(files.changes);
  await page.getByRole('button', { name: adminComuni.preview }).click();
  const refusal = page.getByRole('alert').filter({ hasText: adminComuni.previewErrorTitle });
  await refusal.waitFor();
  expect(await refusal.textContent()).toContain(istatFileMessages.comuniFile);
  expect(await page.getByRole('button', { name: startsWith(adminComuni.comuniFile) }).textContent()).toContain('clienti.csv');
  await screenshots(page, 'h36', 'comuni-wrong-file');

  // The right list in its place: the dry run's diff, nothing changed yet.
  await comuniInput(page).setInputFiles(files.comuni);
  await page.getByRole('button', { name: adminComuni.preview }).click();
  const diff = page.getByRole('region', { name: adminComuni.diffTitle });
  const counts = diff.getByRole('list', { name: adminComuni.countsLabel });
  await counts.waitFor({ timeout: 30_000 });
  expect(await counts.getByRole('listitem').allTextContents()).toEqual([
    adminComuni.groupCount(adminComuni.groups.added, 1),
    adminComuni.groupCount(adminComuni.groups.renamed, 1),
    adminComuni.groupCount(adminComuni.groups.moved, 0),
    adminComuni.groupCount(adminComuni.groups.suppressed, 3),
  ]);
  const added = diff.getByRole('list', { name: adminComuni.groups.added });
  await added.getByText(`${MERGED.name} (PO)`).waitFor();
  await added.getByText(adminComuni.addedFrom(['Cantagallo', 'Vernio'])).waitFor();
  await diff
    .getByRole('list', { name: adminComuni.groups.renamed })
    .getByText(`${adminComuni.renamedLine('Poggio a Caiano', RENAMED)} (PO)`)
    .waitFor();
  const suppressed = diff.getByRole('list', { name: adminComuni.groups.suppressed }).getByRole('listitem');
  const cantagalloItem = suppressed.filter({ hasText: 'Cantagallo (PO)' });
  await cantagalloItem.getByText(adminComuni.successor(`${MERGED.name} (PO)`)).waitFor();
  await cantagalloItem.getByText(adminComuni.references(1, 0, 0)).waitFor();
  const carmignanoItem = suppressed.filter({ hasText: 'Carmignano (PO)' });
  await carmignanoItem.getByText(adminComuni.toCheck, { exact: true }).waitFor();
  await carmignanoItem.getByText(adminComuni.references(1, 1, 0)).waitFor();
  expect(await suppressed.filter({ hasText: adminComuni.toCheck }).count()).toBe(1);
  expect((await fetch(`${urls.publicSite}/p/${cantagallo.slug}`, { redirect: 'manual' })).status).toBe(200);
  expect(await blockingViolations(page, 'comuni, diff')).toEqual([]);
  await screenshots(page, 'h36', 'comuni-diff');

  // «Applica le modifiche» asks first, then applies; the diff goes and the log has the import.
  await diff.getByRole('button', { name: adminComuni.apply }).click();
  const dialog = page.getByRole('dialog', { name: adminComuni.confirmTitle });
  await dialog.getByText(adminComuni.confirmCounts.suppressed(3)).waitFor();
  await dialog.getByText(adminComuni.confirmSuccessors).waitFor();
  await dialog.getByText(adminComuni.confirmWithoutSuccessor(1)).waitFor();
  await screenshots(page, 'h36', 'comuni-confirm');
  await dialog.getByRole('button', { name: adminComuni.confirmApply, exact: true }).click();
  await page.getByText(adminComuni.appliedMessage).waitFor({ timeout: 30_000 });
  await diff.waitFor({ state: 'detached' });
  const log = page.getByRole('table', { name: adminComuni.logLabel });
  const row = log.getByRole('row').filter({ hasText: E2E_ADMIN.name });
  await row.waitFor();
  expect(await row.getByRole('cell').allInnerTexts()).toEqual([
    expect.stringMatching(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/),
    E2E_ADMIN.name,
    'Elenco-comuni-italiani.csv\nVariazioni_amministrative_territoriali_dal_01011991.csv',
    adminComuni.logCounts({ added: 1, renamed: 1, moved: 0, suppressed: 3, otherChanges: 0 }),
  ]);
  // Carmignano's partner and page wait for the admin; the partner's link opens it among the partners.
  const attention = page.getByRole('list', { name: adminComuni.attentionLabel });
  const partnerLink = attention.getByRole('link', { name: partner });
  await partnerLink.waitFor();
  await attention.getByText(carmignano.title).waitFor();
  expect(await attention.getByText('Carmignano (PO)', { exact: true }).count()).toBe(2);
  expect(await blockingViolations(page, 'comuni, applied')).toEqual([]);
  await screenshots(page, 'h36', 'comuni-applied');

  // The same files again: nothing left to change.
  await comuniInput(page).setInputFiles(files.comuni);
  await changesInput(page).setInputFiles(files.changes);
  await page.getByRole('button', { name: adminComuni.preview }).click();
  await diff.getByText(adminComuni.noDifferences).waitFor({ timeout: 30_000 });
  await partnerLink.click();
  await page.waitForURL('**/admin/businesses?**');
  await page.getByRole('row').filter({ hasText: partner }).waitFor();
  await context.close();

  // The merged comune's page answers 301 to its successor's, and leaves the sitemap.
  const moved = await fetch(`${urls.publicSite}/p/${cantagallo.slug}`, { redirect: 'manual' });
  expect(moved.status).toBe(301);
  const target = new URL(moved.headers.get('location') ?? '', urls.publicSite);
  expect(target.pathname).not.toBe(`/p/${cantagallo.slug}`);
  const successorPage = await fetch(target);
  expect(successorPage.status).toBe(200);
  expect(await successorPage.text()).toContain(MERGED.name);
  const sitemaps = await allSitemaps(urls.publicSite);
  expect(sitemaps).not.toContain(`/p/${cantagallo.slug}<`);
  // Carmignano's page, with no successor to go to, is no longer public.
  expect([404, 410]).toContain((await fetch(`${urls.publicSite}/p/${carmignano.slug}`, { redirect: 'manual' })).status);
  expect(sitemaps).not.toContain(`/p/${carmignano.slug}<`);
});
