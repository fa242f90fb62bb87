import { adminBlog, blogPage, PRODUCT_NAME } from '@trovapro/copy';
import { slugify } from '@trovapro/domain';
import { expect, inject, test } from 'vitest';
import { browserForFile, signInAsAdmin, startsWith } from './support/browser.ts';
import { allSitemaps } from './support/sitemap.ts';

const urls = inject('urls');
const browser = browserForFile();

test('an admin generates an article, saves and publishes it; the public blog serves it rendered on the server and lists it in the sitemap', async () => {
  // A keyword of its own: the stack is shared by the suite's tests.
  const suffix = Date.now().toString(36);
  const keyword = `caldaia ${suffix}`;
  const context = await browser.browser.newContext();
  const page = await context.newPage();

  await signInAsAdmin(page, urls.adminConsole);

  await page.getByRole('tab', { name: adminBlog.title }).click();
  await page.getByRole('button', { name: adminBlog.generator.generate }).click();
  await page.getByText(adminBlog.toasts.keywordRequired).waitFor();
  await page.getByRole('textbox', { name: adminBlog.generator.keyword }).fill(keyword);
  await page.getByRole('button', { name: adminBlog.generator.generate }).click();

  // The writer's article opens in the create dialog for review, then is saved as a draft.
  const dialog = page.getByRole('dialog', { name: adminBlog.dialog.createTitle });
  await dialog.waitFor();
  const titleInput = dialog.getByRole('textbox', { name: startsWith(adminBlog.dialog.title) });
  const generatedTitle = await titleInput.inputValue();
  expect(generatedTitle.length).toBeGreaterThan(10);
  expect(await dialog.getByRole('textbox', { name: startsWith(adminBlog.dialog.content) }).inputValue()).toContain('<h2>');
  // A title of its own (the writer may title two keywords alike); on creation the slug follows it.
  const title = `${generatedTitle} ${suffix}`;
  await titleInput.fill(title);
  const slug = await dialog.getByRole('textbox', { name: startsWith(adminBlog.dialog.slug) }).inputValue();
  expect(slug).toBe(slugify(title));
  await dialog.getByRole('button', { name: adminBlog.dialog.create }).click();
  await page.getByText(adminBlog.toasts.created, { exact: true }).waitFor();

  // A draft is not public.
  expect((await fetch(`${urls.publicSite}/blog/${slug}`)).status).toBe(404);

  const row = page.getByRole('row').filter({ hasText: title });
  await row.getByRole('button', { name: adminBlog.actions.publish }).click();
  await page.getByText(adminBlog.toasts.published, { exact: true }).waitFor();
  await row.getByText(adminBlog.status.published).waitFor();
  await context.close();

  // The published article in the browser: its title and several sections.
  const visitor = await browser.browser.newContext();
  const article = await visitor.newPage();
  await article.goto(`${urls.publicSite}/blog/${slug}`);
  expect(await article.title()).toBe(blogPage.documentTitle(title, PRODUCT_NAME));
  expect(await article.getByRole('heading', { level: 1 }).textContent()).toBe(title);
  expect(await article.locator('article h2').count()).toBeGreaterThanOrEqual(3);
  await article.getByRole('link', { name: blogPage.seeAll }).click();
  await article.getByRole('link', { name: blogPage.readArticle }).first().waitFor();
  expect(await article.getByText(title).count()).toBeGreaterThanOrEqual(1);
  await visitor.close();

  // Without JavaScript: the HTML itself carries the title and the BlogPosting.
  const response = await fetch(`${urls.publicSite}/blog/${slug}`);
  expect(response.status).toBe(200);
  const html = await response.text();
  expect(html).toContain(`<title>${blogPage.documentTitle(title, PRODUCT_NAME)}</title>`);
  const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null') as {
    '@type': string;
    headline: string;
  };
  expect(jsonLd).toMatchObject({ '@type': 'BlogPosting', headline: title });

  // In the sitemap.
  expect(await allSitemaps(urls.publicSite)).toContain(`<loc>${urls.publicSite}/blog/${slug}</loc>`);
});
