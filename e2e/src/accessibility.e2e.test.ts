import {
  adminLogin,
  adminSignInLink,
  adminTabs,
  chatCopy,
  checkoutBilling,
  checkoutCompany,
  checkoutTestGateway,
  common,
  partnerSignupCopy,
} from '@trovapro/copy';
import { adminSectionPath, routes } from '@trovapro/domain';
import type { Page } from 'playwright-core';
import { expect, inject, test } from 'vitest';
import { signedInAdminApi } from './support/admin-api.ts';
import { E2E_BILLING, fillBilling, sentLeadOffer, acceptBusinessTerms } from './support/sent-lead.ts';
import { axeContext, blockingViolations } from './support/axe.ts';
import { browserForFile, startsWith, submitAdminLogin } from './support/browser.ts';

// Issue 10: axe-core on every screen of the product, no serious or critical violation.
// Each test checks all its screens first and asserts at the end, so one run prints every finding.

const urls = inject('urls');
const browser = browserForFile();
type AdminApi = Awaited<ReturnType<typeof signedInAdminApi>>;

/** Collects the blocking violations of several screens of one test. */
function auditor(page: Page) {
  const found: string[] = [];
  return {
    async check(screen: string) {
      for (const violation of await blockingViolations(page, screen)) found.push(`${screen}: ${violation}`);
    },
    found,
  };
}

test('public site: home, home with the chat open and asking questions, «Diventa partner» with its errors, 404', async () => {
  const context = await axeContext(browser.browser);
  const page = await context.newPage();
  const audit = auditor(page);

  await page.goto(`${urls.publicSite}/`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await audit.check('home');

  await page.goto(`${urls.publicSite}/?open-chat=true`);
  const input = page.getByRole('textbox', { name: chatCopy.messageLabel });
  await input.waitFor();
  await audit.check('home, chat open');
  await input.fill('Ciao, ho bisogno di una mano in casa');
  await input.press('Enter');
  await page.getByRole('list', { name: chatCopy.questionsLabel }).last().waitFor();
  await audit.check('chat, clarification questions');
  // Issue 29's steps: the comuni of an ambiguous place, the summary with «Modifica», the six services.
  await input.fill('Mi serve un idraulico a Reggio');
  await input.press('Enter');
  await page.getByRole('group', { name: chatCopy.placesLabel }).getByRole('button').first().click();
  await page.getByRole('button', { name: chatCopy.editService }).click();
  await page.getByRole('group', { name: chatCopy.servicesLabel }).waitFor();
  await audit.check('chat, summary with the six services');
  await page.getByRole('button', { name: chatCopy.editComune }).click();
  await page.getByRole('combobox', { name: chatCopy.comuneSearch.label }).fill('Castel');
  await page.getByRole('option').first().waitFor();
  await audit.check('chat, summary with the comune search');

  await page.goto(`${urls.publicSite}/aziende`);
  const signupButton = page.getByRole('button', { name: partnerSignupCopy.submit });
  await expect.poll(() => signupButton.isEnabled()).toBe(true);
  await audit.check('partner sign-up');
  await signupButton.click();
  await page.getByText(partnerSignupCopy.required.companyName).waitFor();
  await audit.check('partner sign-up, every field refused');

  await page.goto(`${urls.publicSite}/pagina-che-non-esiste`);
  await page.getByRole('heading').first().waitFor();
  await audit.check('public 404');
  await context.close();
  expect(audit.found).toEqual([]);
});

test('public site: a published landing page /p/:slug, and the blog when it is built', { timeout: 180_000 }, async () => {
  const admin = await signedInAdminApi(urls.adminConsole);
  const keyword = `antennista${Date.now().toString(36)}`;
  await admin.call(routes.adminImportItalianData, {});
  await admin.call(routes.adminGenerateLandingPages, { body: { keyword, province: 'Isernia', isPlural: false } });
  await admin.call(routes.adminPublishLandingPagesByFilters, { body: { keyword, province: 'Isernia', isPublished: true } });
  const context = await axeContext(browser.browser);
  const page = await context.newPage();
  const audit = auditor(page);

  await page.goto(`${urls.publicSite}/p/${keyword}-isernia`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.getByRole('log', { name: chatCopy.logLabel }).waitFor();
  await audit.check('landing page');
  // The island's own controls and toast (no Mantine there): the email step and a refused email.
  const message = page.getByRole('textbox', { name: chatCopy.messageLabel });
  await message.fill('La presa della cucina fa scintille');
  await message.press('Enter');
  const email = page.getByRole('textbox', { name: chatCopy.emailLabel });
  await email.fill('mario@');
  await email.press('Enter');
  await page.getByRole('region', { name: common.notificationsRegion }).getByRole('alert').waitFor();
  await audit.check('landing page chat, email step and toast');

  // The blog (issue 9) may not be built yet: covered as soon as its public API answers.
  const blogApi = await fetch(`${urls.publicSite}/api/blog-posts`);
  if (blogApi.status === 200) {
    const slug = await publishedBlogPost(admin);
    await page.goto(`${urls.publicSite}/blog`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await audit.check('blog list');
    await page.goto(`${urls.publicSite}/blog/${slug}`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await audit.check('blog post');
  } else {
    console.log(`axe · blog not built yet (GET /api/blog-posts answered ${blogApi.status}): not covered in this run`);
    expect(blogApi.status).toBe(404);
  }
  await context.close();
  expect(audit.found).toEqual([]);
});

async function publishedBlogPost(admin: AdminApi): Promise<string> {
  const slug = `accessibilita-${Date.now().toString(36)}`;
  const post = await admin.call(routes.adminCreateBlogPost, {
    body: {
      title: 'Come scegliere un idraulico di fiducia',
      slug,
      excerpt: 'Cinque domande da fare prima di chiamare un professionista a casa.',
      content: '<h2>Chiedi un preventivo scritto</h2><p>Un buon professionista descrive lavori, tempi e costi prima di iniziare.</p>',
      metaDescription: 'Cinque domande da fare a un idraulico prima di affidargli un lavoro in casa.',
      categoryTags: ['Idraulico'],
    },
  });
  await admin.call(routes.adminPublishBlogPost, { params: { id: post.id } });
  return slug;
}

test('admin console: login screen and every dashboard tab', { timeout: 180_000 }, async () => {
  const context = await axeContext(browser.browser);
  const page = await context.newPage();
  const audit = auditor(page);

  await page.goto(`${urls.adminConsole}/admin/login`);
  await page.getByRole('heading', { name: adminLogin.pageTitle }).waitFor();
  await audit.check('admin login');
  // The one-time sign-in link: the request form, its confirmation, and a link that does not sign in.
  await page.getByRole('link', { name: adminSignInLink.askLink }).click();
  await page.getByRole('button', { name: adminSignInLink.submit }).waitFor();
  await audit.check('admin sign-in link form');
  await page.getByLabel(startsWith(adminSignInLink.emailLabel)).fill('nessuno@trovapro.test');
  await page.getByRole('button', { name: adminSignInLink.submit }).click();
  await page.getByText(adminSignInLink.sentTitle).waitFor();
  await audit.check('admin sign-in link sent');
  await page.goto(`${urls.adminConsole}/admin/login/link/open#${'A'.repeat(43)}`);
  await page.getByText(adminSignInLink.redeemFailureTitle).waitFor();
  await audit.check('admin sign-in link refused');
  await page.goto(`${urls.adminConsole}/admin/login`);
  await submitAdminLogin(page);

  for (const [tab, { label }] of Object.entries(adminTabs)) {
    await page.goto(`${urls.adminConsole}${adminSectionPath(tab as keyof typeof adminTabs)}`);
    await page.getByRole('tab', { name: label, selected: true }).waitFor();
    await audit.check(`admin dashboard, tab ${tab}`);
  }
  await context.close();
  expect(audit.found).toEqual([]);
});

test('business checkout: lead page, company and card forms, missing and unknown lead, payment results, 404', async () => {
  const admin = await signedInAdminApi(urls.adminConsole);
  const stamp = Date.now();
  const { link } = await sentLeadOffer(admin, {
    publicSiteUrl: urls.publicSite,
    visitor: {
      email: `lucia.gallo.${stamp}@example.it`,
      name: 'Lucia Gallo',
      request: 'Cerco un elettricista a Pesaro per sostituire il quadro elettrico di casa',
    },
    business: { name: `Elettrica Pesarese ${stamp}`, email: `info.${stamp}@elettricapesarese.it`, location: 'Pesaro' },
  });
  const context = await axeContext(browser.browser);
  const page = await context.newPage();
  const audit = auditor(page);

  await page.goto(link);
  const companyName = page.getByRole('textbox', { name: checkoutCompany.nameLabel });
  await companyName.waitFor();
  await audit.check('lead page');
  await companyName.fill(`Elettrica Pesarese ${stamp}`);
  await page.getByRole('textbox', { name: checkoutCompany.emailLabel }).fill(`info.${stamp}@elettricapesarese.it`);
  await page.getByRole('button', { name: checkoutCompany.submit }).click();
  await page.getByText(checkoutBilling.taxIdRequired).waitFor();
  await audit.check('lead page, billing data refused');
  await fillBilling(page, E2E_BILLING);
  await acceptBusinessTerms(page);
  await page.getByRole('button', { name: checkoutCompany.submit }).click();
  await page.getByRole('textbox', { name: checkoutTestGateway.cardNumberLabel }).waitFor();
  await audit.check('lead page, card form');

  const screens = [
    ['lead link without id', `${urls.checkout}/business/lead`],
    ['unknown lead', `${urls.checkout}/business/lead/00000000-0000-4000-8000-000000000000`],
    ['payment success', `${urls.checkout}/business/success?payment_intent=pi_axe&redirect_status=succeeded`],
    ['payment failure', `${urls.checkout}/business/success?redirect_status=failed`],
    ['checkout 404', `${urls.checkout}/`],
    ['receipt not found', `${urls.checkout}/business/receipt/00000000-0000-4000-8000-000000000000?t=${'x'.repeat(43)}`],
    ['stop offers', `${urls.checkout}/business/unsubscribe?b=00000000-0000-4000-8000-000000000000&t=${'x'.repeat(43)}`],
    ['business area sign-in', `${urls.checkout}/area`],
    ['business area link not valid', `${urls.checkout}/area/accesso#${'A'.repeat(43)}`],
  ] as const;
  for (const [screen, url] of screens) {
    await page.goto(url);
    await page.getByRole('heading').first().waitFor();
    await audit.check(screen);
  }
  await context.close();
  expect(audit.found).toEqual([]);
});
