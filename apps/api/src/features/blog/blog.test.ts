import type { AdminBlogPostList, BlogPost, GeneratedBlogPost, PublicBlogPostList, SitemapSection } from '@trovapro/domain';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/file-app.ts';

const t = useTestApp({ signedIn: true });

const admin = t.adminJson;

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
async function visit<T = BlogPost>(url: string, address = '203.0.113.7', userAgent = BROWSER): Promise<{ status: number; body: T }> {
  const response = await t.app.inject({ method: 'GET', url, remoteAddress: address, headers: { 'user-agent': userAgent } });
  return { status: response.statusCode, body: response.json() as T };
}

let counter = 0;
function postFields(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    title: `Come scegliere un idraulico ${counter}`,
    slug: `come-scegliere-un-idraulico-${counter}-${Date.now().toString(36)}`,
    excerpt: 'Cosa controllare prima di chiamare.',
    content: '<h2>Costi</h2><p>Da 60 a 120 euro.</p>',
    metaDescription: 'Guida alla scelta di un idraulico.',
    categoryTags: ['idraulica'],
    ...overrides,
  };
}
const create = (overrides: Record<string, unknown> = {}) => admin<BlogPost>('POST', '/api/admin/blog-posts', postFields(overrides));

describe('creating and editing posts', () => {
  it('creates a draft with the defaults, trimmed tags and no publication date', async () => {
    const { status, body } = await create({ categoryTags: [' idraulica ', '  ', 'casa', 'casa'] });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      status: 'draft',
      callToAction: 'Richiedi un preventivo gratuito',
      categoryTags: ['idraulica', 'casa'],
      publishedAt: null,
      viewCount: 0,
      leadCount: 0,
      featuredImage: null,
    });
  });

  it.each(['title', 'slug', 'excerpt', 'content', 'metaDescription'])('refuses a post without %s, naming the field', async (field) => {
    const fields: Record<string, unknown> = postFields();
    delete fields[field];
    const { status, body } = await admin<{ field: string }>('POST', '/api/admin/blog-posts', fields);
    expect(status).toBe(400);
    expect(body.field).toBe(field);
  });

  it('refuses a blank title with an Italian message naming it', async () => {
    const { status, body } = await create({ title: '   ' });
    expect({ status, body }).toEqual({
      status: 400,
      body: { code: 'validation_error', message: 'Il campo «Titolo» è obbligatorio', field: 'title' },
    });
  });

  it.each(['Con Maiuscole', 'accentato-è', '-inizio', 'fine-', 'doppio--trattino', 'spazio interno'])('refuses the slug %j', async (slug) => {
    const { status, body } = await create({ slug });
    expect(status).toBe(400);
    expect(body).toMatchObject({ field: 'slug' });
  });

  it('answers 409 with an Italian message for a taken slug, on create and on edit', async () => {
    const first = await create();
    const duplicate = await create({ slug: first.body.slug });
    expect(duplicate).toEqual({ status: 409, body: { code: 'conflict', message: 'Questo slug è già usato da un altro articolo', field: 'slug' } });
    const other = await create();
    const edit = await admin('PATCH', `/api/admin/blog-posts/${other.body.id}`, { slug: first.body.slug });
    expect(edit.status).toBe(409);
  });

  it('sanitizes the content on save: no script, event handler or javascript: link is stored', async () => {
    const hostile =
      '<h2 onclick="x()">Titolo</h2><script>alert(1)</script><p>Testo <img src="/a.png" onerror="alert(2)"> ' +
      '<a href="javascript:alert(3)">link</a> <a href="https://example.it">buono</a></p><iframe src="https://evil.example"></iframe>';
    const { status, body } = await create({ content: hostile });
    expect(status).toBe(201);
    for (const needle of ['<script', 'alert(1)', 'onerror', 'onclick', 'javascript:', '<iframe']) expect(body.content).not.toContain(needle);
    expect(body.content).toContain('<h2>Titolo</h2>');
    expect(body.content).toContain('href="https://example.it"');
    const edited = await admin<BlogPost>('PATCH', `/api/admin/blog-posts/${body.id}`, { content: '<p>ok</p><script>bad()</script>' });
    expect(edited.body.content).toBe('<p>ok</p>');
  });

  it('edits fields, keeps the others, and answers 404 for an unknown id', async () => {
    const { body } = await create();
    const edited = await admin<BlogPost>('PATCH', `/api/admin/blog-posts/${body.id}`, { title: 'Nuovo titolo', categoryTags: ['a', ' ', ' b '] });
    expect(edited.body).toMatchObject({ title: 'Nuovo titolo', categoryTags: ['a', 'b'], slug: body.slug, excerpt: body.excerpt });
    const unknown = await admin('PATCH', '/api/admin/blog-posts/00000000-0000-4000-8000-000000000000', { title: 'x' });
    expect(unknown.status).toBe(404);
  });
});

describe('publication', () => {
  it('publishes drafts only, dating the first publication; the edit form never clears the date', async () => {
    const { body: draft } = await create();
    const published = await admin<BlogPost>('PATCH', `/api/admin/blog-posts/${draft.id}/publish`);
    expect(published.status).toBe(200);
    expect(published.body.status).toBe('published');
    expect(published.body.publishedAt).not.toBeNull();
    const again = await admin<{ code: string }>('PATCH', `/api/admin/blog-posts/${draft.id}/publish`);
    expect(again.status).toBe(409);

    const toDraft = await admin<BlogPost>('PATCH', `/api/admin/blog-posts/${draft.id}`, { status: 'draft' });
    expect(toDraft.body.publishedAt).toBe(published.body.publishedAt);
    const republished = await admin<BlogPost>('PATCH', `/api/admin/blog-posts/${draft.id}`, { status: 'published' });
    expect(republished.body.publishedAt).toBe(published.body.publishedAt);
  });

  it('dates a post created as published, and 404s publishing an unknown id', async () => {
    const { body } = await create({ status: 'published' });
    expect(body.publishedAt).not.toBeNull();
    expect((await admin('PATCH', '/api/admin/blog-posts/00000000-0000-4000-8000-000000000000/publish')).status).toBe(404);
  });
});

describe('lists', () => {
  it('filters the admin list by status, 20 a page by default, newest first', async () => {
    for (let i = 0; i < 21; i++) await create();
    const all = await admin<AdminBlogPostList>('GET', '/api/admin/blog-posts');
    expect(all.body.posts).toHaveLength(20);
    expect(all.body.totalPages).toBe(Math.ceil(all.body.total / 20));
    const drafts = await admin<AdminBlogPostList>('GET', '/api/admin/blog-posts?status=draft&limit=100');
    expect(drafts.body.posts.every((post) => post.status === 'draft')).toBe(true);
    const published = await admin<AdminBlogPostList>('GET', '/api/admin/blog-posts?status=published&limit=100');
    expect(published.body.posts.every((post) => post.status === 'published')).toBe(true);
    expect(drafts.body.total + published.body.total).toBe(all.body.total);
    const second = await admin<AdminBlogPostList>('GET', '/api/admin/blog-posts?page=2');
    expect(second.body.posts[0]?.id).not.toBe(all.body.posts[0]?.id);
    expect((await admin('GET', '/api/admin/blog-posts?status=archived')).status).toBe(400);
  });

  it('shows only published posts publicly, newest publication first, 12 a page, without content', async () => {
    const { body: older } = await create();
    const { body: newer } = await create();
    const { body: draft } = await create();
    await admin('PATCH', `/api/admin/blog-posts/${older.id}/publish`);
    await admin('PATCH', `/api/admin/blog-posts/${newer.id}/publish`);
    const list = await visit<PublicBlogPostList>('/api/blog-posts');
    expect(list.status).toBe(200);
    expect(list.body.posts.length).toBeLessThanOrEqual(12);
    expect(list.body.totalPages).toBe(Math.ceil(list.body.total / 12));
    const ids = list.body.posts.map((post) => post.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(ids).not.toContain(draft.id);
    expect(list.body.posts.every((post) => post.status === 'published' && !('content' in post))).toBe(true);
  });
});

describe('the public article', () => {
  it('answers a published post and 404 for a draft or an unknown slug', async () => {
    const { body: draft } = await create();
    expect(await visit(`/api/blog-posts/${draft.slug}`)).toEqual({ status: 404, body: { code: 'not_found', message: 'Articolo non trovato' } });
    expect((await visit('/api/blog-posts/non-esiste')).status).toBe(404);
    await admin('PATCH', `/api/admin/blog-posts/${draft.id}/publish`);
    const published = await visit(`/api/blog-posts/${draft.slug}`);
    expect(published.status).toBe(200);
    expect(published.body.content).toBe(draft.content);
  });

  it('counts one view per visitor per day; bots never count', async () => {
    const { body } = await create({ status: 'published' });
    const url = `/api/blog-posts/${body.slug}`;
    expect((await visit(url, '198.51.100.1')).body.viewCount).toBe(1);
    expect((await visit(url, '198.51.100.1')).body.viewCount).toBe(1);
    expect((await visit(url, '198.51.100.2')).body.viewCount).toBe(2);
    expect((await visit(url, '198.51.100.1', `${BROWSER} Edg/126.0`)).body.viewCount).toBe(3);
    expect((await visit(url, '198.51.100.3', 'Googlebot/2.1 (+http://www.google.com/bot.html)')).body.viewCount).toBe(3);
    const stored = await t.database.db.selectFrom('blog_post_views').select('visitor_hash').where('post_id', '=', body.id).execute();
    expect(stored).toHaveLength(3);
    expect(stored.every((row) => /^[0-9a-f]{16}$/.test(row.visitor_hash))).toBe(true);
  });
});

describe('delete and sitemap', () => {
  it('lists published posts in the sitemap section; drafts and deleted posts are not there', async () => {
    const { body: published } = await create({ status: 'published' });
    const { body: draft } = await create();
    const { body: deleted } = await create({ status: 'published' });
    expect((await admin('DELETE', `/api/admin/blog-posts/${deleted.id}`)).body).toEqual({ success: true });
    expect((await admin('DELETE', `/api/admin/blog-posts/${deleted.id}`)).status).toBe(404);
    expect((await visit(`/api/blog-posts/${deleted.slug}`)).status).toBe(404);

    const sitemap = await visit<SitemapSection>('/api/sitemap/blog-posts');
    const paths = sitemap.body.entries.map((entry) => entry.path);
    expect(paths).toContain(`/blog/${published.slug}`);
    expect(paths).not.toContain(`/blog/${draft.slug}`);
    expect(paths).not.toContain(`/blog/${deleted.slug}`);
    expect(sitemap.body.totalPages).toBe(1);
  });
});

describe('the article writer', () => {
  it('writes an unsaved, structured Italian article for a keyword', async () => {
    const before = (await admin<AdminBlogPostList>('GET', '/api/admin/blog-posts')).body.total;
    const { status, body } = await admin<GeneratedBlogPost>('POST', '/api/admin/blog-posts/generate', { keyword: 'caldaia' });
    expect(status).toBe(200);
    expect(body.title.toLowerCase()).toContain('caldaia');
    expect(body.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(body.metaDescription.length).toBeLessThanOrEqual(160);
    expect(body.content.match(/<h2>/g)?.length ?? 0).toBeGreaterThanOrEqual(3);
    expect((await admin<AdminBlogPostList>('GET', '/api/admin/blog-posts')).body.total).toBe(before);
  });

  it.each([{ keyword: '' }, { keyword: '   ' }, {}])('refuses %j with the product message', async (payload) => {
    const { status, body } = await admin('POST', '/api/admin/blog-posts/generate', payload);
    expect({ status, body }).toEqual({
      status: 400,
      body: { code: 'validation_error', message: "Inserisci una parola chiave per generare l'articolo", field: 'keyword' },
    });
  });

  it('keeps every admin call behind the sign-in', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/admin/blog-posts/generate', payload: { keyword: 'caldaia' } });
    expect(response.statusCode).toBe(401);
  });
});
