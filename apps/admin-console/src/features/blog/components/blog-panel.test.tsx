import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TEST_ADMIN } from '../../../test/fake-admin-api.ts';
import { renderSignedIn, stopTestApp } from '../../../test/render-app.tsx';
import { GENERATED, makePost, startFakeBlogApi, type FakeBlogApi } from '../test/fake-blog-api.ts';
import { BlogPanel } from './blog-panel.tsx';

let api: FakeBlogApi;
beforeEach(async () => {
  api = await startFakeBlogApi();
});
afterEach(async () => {
  await stopTestApp(api);
});

const listQueries = () =>
  api.calls.filter((call) => call.method === 'GET' && call.path === '/api/admin/blog-posts').map((call) => Object.fromEntries(call.query));

async function renderPanel(path?: string) {
  const { router } = renderSignedIn(<BlogPanel />, api, path);
  await screen.findByRole('heading', { name: 'Content Marketing' });
  return Object.assign(userEvent.setup(), { router });
}

function rowOf(title: string) {
  const row = screen.getByText(title).closest('tr');
  if (!row) throw new Error(`no row for ${title}`);
  return within(row);
}

describe('Content Marketing', () => {
  it('lists 20 a page, filters by status on the server, and offers publish for drafts only', async () => {
    api.posts = [
      makePost({ title: 'Pubblicato uno', status: 'published', publishedAt: '2025-03-02T10:00:00.000Z', viewCount: 7 }),
      makePost({ title: 'Bozza uno' }),
      ...Array.from({ length: 23 }, (_, index) => makePost({ title: `Altro ${index + 1}` })),
    ];
    const user = await renderPanel();
    expect(await screen.findByText('25 articoli in totale')).toBeTruthy();
    expect(screen.getAllByRole('row')).toHaveLength(21);
    expect(listQueries()[0]).toEqual({ page: '1', limit: '20' });
    expect(rowOf('Pubblicato uno').queryByRole('button', { name: 'Pubblica' })).toBeNull();
    expect(rowOf('Pubblicato uno').getByRole('link', { name: 'Visualizza' }).getAttribute('href')).toMatch(/\/blog\/pubblicato-uno$/);
    expect(rowOf('Bozza uno').getByRole('button', { name: 'Pubblica' })).toBeTruthy();

    await user.click(screen.getByRole('combobox', { name: 'Stato' }));
    await user.click(await screen.findByRole('option', { name: 'Pubblicati' }));
    await waitFor(() => expect(listQueries().at(-1)).toEqual({ status: 'published', page: '1', limit: '20' }));
    expect(await screen.findByText('1 articolo in totale')).toBeTruthy();
  });

  it('keeps the status filter and the page in the URL; a page past the last steps back to it', async () => {
    api.posts = Array.from({ length: 25 }, (_, index) => makePost({ title: `Bozza ${index + 1}` }));
    const user = await renderPanel('/admin/dashboard?tab=blog-posts&status=draft&page=2');
    expect(await screen.findByText('Bozza 21')).toBeTruthy();
    expect(listQueries()[0]).toEqual({ status: 'draft', page: '2', limit: '20' });
    expect((screen.getByRole('combobox', { name: 'Stato' }) as HTMLInputElement).value).toBe('Bozze');

    await user.click(screen.getByRole('button', { name: 'Pagina 1' }));
    await waitFor(() => expect(user.router.state.location.search).toBe('?tab=blog-posts&status=draft'));
    expect(await screen.findByText('Bozza 1')).toBeTruthy();
    await act(() => user.router.navigate(-1));
    expect(await screen.findByText('Bozza 21')).toBeTruthy();

    // An old link to a page that no longer exists lands on the last one (product §4), replacing the entry.
    await act(() => user.router.navigate('/admin/dashboard?tab=blog-posts&status=draft&page=9'));
    await waitFor(() => expect(user.router.state.location.search).toBe('?tab=blog-posts&status=draft&page=2'));
    expect(user.router.state.historyAction).toBe('REPLACE');
  });

  it('asks for a keyword before generating', async () => {
    const user = await renderPanel();
    await user.click(screen.getByRole('button', { name: 'Genera Articolo' }));
    expect(await screen.findByText("Inserisci una parola chiave per generare l'articolo")).toBeTruthy();
    expect(api.calls.some((call) => call.path === '/api/admin/blog-posts/generate')).toBe(false);
  });

  it('opens the generated article in the create dialog, and creates it after review', async () => {
    const user = await renderPanel();
    await user.type(screen.getByRole('textbox', { name: 'Parola chiave' }), '  caldaia ');
    await user.click(screen.getByRole('button', { name: 'Genera Articolo' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Nuovo Articolo' }));
    expect(api.calls.find((call) => call.path === '/api/admin/blog-posts/generate')?.body).toEqual({ keyword: 'caldaia' });
    expect((dialog.getByRole('textbox', { name: 'Titolo' }) as HTMLInputElement).value).toBe(`${GENERATED.title} (caldaia)`);
    expect((dialog.getByRole('textbox', { name: 'Slug' }) as HTMLInputElement).value).toBe(GENERATED.slug);
    expect((dialog.getByRole('textbox', { name: /Tag/ }) as HTMLInputElement).value).toBe('caldaia, riscaldamento');
    expect(dialog.getByText('massimo 160 caratteri')).toBeTruthy();

    await user.click(dialog.getByRole('button', { name: 'Crea Articolo' }));
    expect(await screen.findByText('Articolo creato')).toBeTruthy();
    const created = api.calls.find((call) => call.method === 'POST' && call.path === '/api/admin/blog-posts')?.body as Record<string, unknown>;
    expect(created).toMatchObject({ slug: GENERATED.slug, categoryTags: ['caldaia', 'riscaldamento'], status: 'draft' });
    expect(await screen.findByText(`${GENERATED.title} (caldaia)`)).toBeTruthy();
  });

  it('derives the slug from the title on creation, splits tags, and keeps submit disabled until complete', async () => {
    const user = await renderPanel();
    await user.click(screen.getByRole('button', { name: 'Nuovo Articolo' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Nuovo Articolo' }));
    const submit = dialog.getByRole('button', { name: 'Crea Articolo' });
    expect(submit.hasAttribute('disabled')).toBe(true);
    await user.type(dialog.getByRole('textbox', { name: 'Titolo' }), 'Perché la caldaia perde? Guida 2025');
    expect((dialog.getByRole('textbox', { name: 'Slug' }) as HTMLInputElement).value).toBe('perche-la-caldaia-perde-guida-2025');
    await user.type(dialog.getByRole('textbox', { name: 'Estratto' }), 'Estratto');
    await user.type(dialog.getByRole('textbox', { name: 'Contenuto (HTML)' }), 'Testo');
    expect(submit.hasAttribute('disabled')).toBe(true);
    await user.type(dialog.getByRole('textbox', { name: 'Meta description' }), 'Meta');
    await user.type(dialog.getByRole('textbox', { name: /Tag/ }), ' caldaia, , guasti ,');
    expect(submit.hasAttribute('disabled')).toBe(false);
    await user.click(submit);
    await screen.findByText('Articolo creato');
    const created = api.calls.find((call) => call.method === 'POST' && call.path === '/api/admin/blog-posts')?.body as Record<string, unknown>;
    expect(created).toMatchObject({ slug: 'perche-la-caldaia-perde-guida-2025', categoryTags: ['caldaia', 'guasti'] });
  });

  it('edits without touching the slug when the title changes', async () => {
    api.posts = [makePost({ title: 'Vecchio titolo', slug: 'slug-fisso' })];
    const user = await renderPanel();
    await screen.findByText('Vecchio titolo');
    await user.click(rowOf('Vecchio titolo').getByRole('button', { name: 'Modifica' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Modifica Articolo' }));
    const title = dialog.getByRole('textbox', { name: 'Titolo' });
    await user.clear(title);
    await user.type(title, 'Titolo nuovo');
    expect((dialog.getByRole('textbox', { name: 'Slug' }) as HTMLInputElement).value).toBe('slug-fisso');
    await user.click(dialog.getByRole('button', { name: 'Salva Modifiche' }));
    expect(await screen.findByText('Articolo aggiornato')).toBeTruthy();
    expect(api.posts[0]).toMatchObject({ title: 'Titolo nuovo', slug: 'slug-fisso' });
  });

  it('closes an untouched article at once, and asks before closing an edited one (Esc, a click outside, «Annulla»)', async () => {
    api.posts = [makePost({ title: 'Vecchio titolo' })];
    const user = await renderPanel();
    await user.click((await screen.findByRole('button', { name: 'Modifica' })) as HTMLElement);
    await screen.findByRole('dialog', { name: 'Modifica Articolo' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Modifica Articolo' })).toBeNull());

    await user.click(rowOf('Vecchio titolo').getByRole('button', { name: 'Modifica' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Modifica Articolo' }));
    await user.type(dialog.getByRole('textbox', { name: 'Estratto' }), ' e un paragrafo in più');
    for (const close of [
      () => user.keyboard('{Escape}'),
      () => user.click(document.querySelector('.mantine-Modal-overlay') as HTMLElement),
      () => user.click(dialog.getByRole('button', { name: 'Annulla' })),
    ]) {
      await close();
      const question = within(await screen.findByRole('dialog', { name: 'Vuoi chiudere senza salvare?' }));
      await user.click(question.getByRole('button', { name: 'Continua a modificare' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Vuoi chiudere senza salvare?' })).toBeNull());
      expect((dialog.getByRole('textbox', { name: 'Estratto' }) as HTMLInputElement).value).toMatch(/e un paragrafo in più$/);
    }
    await user.keyboard('{Escape}');
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Vuoi chiudere senza salvare?' })).getByRole('button', { name: 'Chiudi senza salvare' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Modifica Articolo' })).toBeNull());
    expect(api.calls.filter((call) => call.method === 'PATCH')).toEqual([]);
  });

  it("asks before closing the writer's article, which nothing has saved yet", async () => {
    const user = await renderPanel();
    await user.type(screen.getByRole('textbox', { name: 'Parola chiave' }), 'caldaia');
    await user.click(screen.getByRole('button', { name: 'Genera Articolo' }));
    await screen.findByRole('dialog', { name: 'Nuovo Articolo' });
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('dialog', { name: 'Vuoi chiudere senza salvare?' })).toBeTruthy();
  });

  it('saves an edit that met an ended session once the admin signs in again over it, the form untouched', async () => {
    api.posts = [makePost({ title: 'Vecchio titolo' })];
    const user = await renderPanel();
    await user.click((await screen.findByRole('button', { name: 'Modifica' })) as HTMLElement);
    const dialog = within(await screen.findByRole('dialog', { name: 'Modifica Articolo' }));
    await user.clear(dialog.getByRole('textbox', { name: 'Titolo' }));
    await user.type(dialog.getByRole('textbox', { name: 'Titolo' }), 'Titolo scritto con cura');
    api.expireSessions();
    await user.click(dialog.getByRole('button', { name: 'Salva Modifiche' }));

    const signIn = within(await screen.findByRole('dialog', { name: 'Sessione scaduta' }));
    // The edit is still there, under the sign-in, and nothing was saved.
    expect((dialog.getByRole('textbox', { name: 'Titolo' }) as HTMLInputElement).value).toBe('Titolo scritto con cura');
    expect(api.posts[0]?.title).toBe('Vecchio titolo');
    // Nothing asks about closing the edit meanwhile.
    expect(screen.queryByRole('dialog', { name: 'Vuoi chiudere senza salvare?' })).toBeNull();
    await user.type(signIn.getByLabelText(/Email/), TEST_ADMIN.email);
    await user.type(signIn.getByLabelText(/Password/), TEST_ADMIN.password);
    await user.click(signIn.getByRole('button', { name: 'Accedi' }));

    expect(await screen.findByText('Articolo aggiornato')).toBeTruthy();
    expect(api.posts[0]?.title).toBe('Titolo scritto con cura');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.filter((call) => call.method === 'PATCH').map((call) => (call.body as { title: string }).title)).toEqual([
      'Titolo scritto con cura',
      'Titolo scritto con cura',
    ]);
  });

  it('keeps the edit on screen with an error when the admin closes the sign-in', async () => {
    api.posts = [makePost({ title: 'Vecchio titolo' })];
    const user = await renderPanel();
    await user.click((await screen.findByRole('button', { name: 'Modifica' })) as HTMLElement);
    const dialog = within(await screen.findByRole('dialog', { name: 'Modifica Articolo' }));
    await user.type(dialog.getByRole('textbox', { name: 'Estratto' }), ' da non perdere');
    api.expireSessions();
    await user.click(dialog.getByRole('button', { name: 'Salva Modifiche' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Sessione scaduta' })).getByRole('button', { name: 'Annulla' }));

    expect(
      await screen.findByText('Sessione scaduta: l’operazione non è stata eseguita. Riprova: ti verrà chiesto di accedere di nuovo.'),
    ).toBeTruthy();
    expect((dialog.getByRole('textbox', { name: 'Estratto' }) as HTMLInputElement).value).toMatch(/da non perdere$/);
    expect(screen.getByRole('dialog', { name: 'Modifica Articolo' })).toBeTruthy();
  });

  it('publishes a draft with an empty body, and deletes after confirmation', async () => {
    api.posts = [makePost({ title: 'Da pubblicare' }), makePost({ title: 'Da eliminare' })];
    const user = await renderPanel();
    await screen.findByText('Da pubblicare');
    await user.click(rowOf('Da pubblicare').getByRole('button', { name: 'Pubblica' }));
    expect(await screen.findByText('Articolo pubblicato')).toBeTruthy();
    const publishCall = api.calls.find((call) => call.path.endsWith('/publish'));
    expect(publishCall).toMatchObject({ method: 'PATCH', body: undefined });
    await waitFor(() => expect(rowOf('Da pubblicare').queryByRole('button', { name: 'Pubblica' })).toBeNull());

    await user.click(rowOf('Da eliminare').getByRole('button', { name: 'Elimina' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Eliminare l’articolo?' }));
    await user.click(confirm.getByRole('button', { name: 'Elimina' }));
    expect(await screen.findByText('Articolo eliminato')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Da eliminare')).toBeNull());
  });

  it.each([
    ['adminGenerateBlogPost', "Errore nella generazione dell'articolo"],
    ['adminCreateBlogPost', "Errore nella creazione dell'articolo"],
    ['adminUpdateBlogPost', "Errore nell'aggiornamento dell'articolo"],
    ['adminPublishBlogPost', "Errore nella pubblicazione dell'articolo"],
    ['adminDeleteBlogPost', "Errore nell'eliminazione dell'articolo"],
  ] as const)('shows the product toast when %s fails', async (route, message) => {
    api.posts = [makePost({ title: 'Articolo di prova' })];
    api.failing.add(route);
    const user = await renderPanel();
    const row = () => rowOf('Articolo di prova');
    await screen.findByText('Articolo di prova');
    if (route === 'adminGenerateBlogPost') {
      await user.type(screen.getByRole('textbox', { name: 'Parola chiave' }), 'caldaia');
      await user.click(screen.getByRole('button', { name: 'Genera Articolo' }));
    } else if (route === 'adminCreateBlogPost') {
      await user.click(screen.getByRole('button', { name: 'Nuovo Articolo' }));
      const dialog = within(await screen.findByRole('dialog', { name: 'Nuovo Articolo' }));
      for (const name of ['Titolo', 'Estratto', 'Contenuto (HTML)', 'Meta description']) await user.type(dialog.getByRole('textbox', { name }), 'x');
      await user.click(dialog.getByRole('button', { name: 'Crea Articolo' }));
    } else if (route === 'adminUpdateBlogPost') {
      await user.click(row().getByRole('button', { name: 'Modifica' }));
      const dialog = within(await screen.findByRole('dialog', { name: 'Modifica Articolo' }));
      await user.click(dialog.getByRole('button', { name: 'Salva Modifiche' }));
    } else if (route === 'adminPublishBlogPost') {
      await user.click(row().getByRole('button', { name: 'Pubblica' }));
    } else {
      await user.click(row().getByRole('button', { name: 'Elimina' }));
      const confirm = within(await screen.findByRole('dialog', { name: 'Eliminare l’articolo?' }));
      await user.click(confirm.getByRole('button', { name: 'Elimina' }));
    }
    expect(await screen.findByText(message)).toBeTruthy();
  });
});
