import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderSignedIn, stopTestApp } from '../../../test/render-app.tsx';
import { makePage, startFakeLandingApi, type FakeLandingApi } from '../test/fake-landing-api.ts';
import { LandingPagesPanel } from './landing-pages-panel.tsx';

let api: FakeLandingApi;
beforeEach(async () => {
  api = await startFakeLandingApi();
});
afterEach(async () => {
  await stopTestApp(api);
});

const listQueries = () =>
  api.calls.filter((call) => call.method === 'GET' && call.path === '/api/admin/landing-pages').map((call) => Object.fromEntries(call.query));

async function renderPanel(path?: string) {
  const { router } = renderSignedIn(<LandingPagesPanel />, api, path);
  await screen.findByRole('tab', { name: 'Gestione Landing Page' });
  return Object.assign(userEvent.setup(), { router });
}

/** Rendering 50 rows of a table is slow under happy-dom on a busy machine. */
const FIFTY_ROWS_TIMEOUT_MS = 30_000;

function rowOf(title: string) {
  const row = screen.getByText(title).closest('tr');
  if (!row) throw new Error(`no row for ${title}`);
  return within(row);
}

/** The generation job poll interval in these tests (1 s in the app). */
const POLL_MS = 40;

const comuni = (count: number) => Array.from({ length: count }, (_, index) => `Comune ${String(index + 1).padStart(3, '0')}`);

describe('Landing Page SEO — manage', () => {
  it(
    'lists 50 a page with their state, filters on the server, and offers view only for published pages',
    async () => {
      api.pages = [
        makePage({ municipalityName: 'Isernia', isPublished: true, viewCount: 12, leadCount: 2 }),
        makePage({ municipalityName: 'Venafro' }),
        ...comuni(60).map((name) => makePage({ keyword: 'elettricista', municipalityName: name, province: 'Campobasso' })),
      ];
      api.provinces = { Isernia: ['Isernia', 'Venafro'], Campobasso: ['Campobasso'] };
      const user = await renderPanel();
      expect(await screen.findByText('62 landing page in totale')).toBeTruthy();
      expect(screen.getAllByRole('row')).toHaveLength(51);
      const published = rowOf('Trova il migliore idraulico a Isernia');
      expect(published.getByText('Pubblicata')).toBeTruthy();
      expect(published.getByRole('link', { name: 'Apri la pagina pubblica' }).getAttribute('href')).toBe('http://localhost:3000/p/idraulico-isernia');
      // Putting a page live or taking it down is a labelled action, not a bare icon.
      const hide = published.getByRole('button', { name: 'Nascondi' });
      expect([hide.textContent, hide.querySelector('svg')]).toEqual(['Nascondi', null]);
      const draft = rowOf('Trova il migliore idraulico a Venafro');
      expect(draft.getByText('Bozza')).toBeTruthy();
      expect(draft.queryByRole('link', { name: 'Apri la pagina pubblica' })).toBeNull();
      const publish = draft.getByRole('button', { name: 'Pubblica' });
      expect([publish.textContent, publish.querySelector('svg')]).toEqual(['Pubblica', null]);
      // The eye means 'Visualizza' across the console: never here, where nothing is viewed in place.
      expect(document.querySelector('.tabler-icon-eye, .tabler-icon-eye-off')).toBeNull();

      await user.type(screen.getByRole('textbox', { name: 'Parola chiave' }), 'idra');
      await waitFor(() => expect(listQueries().at(-1)).toEqual({ keyword: 'idra', page: '1', limit: '50' }));
      expect(await screen.findByText('2 landing page in totale')).toBeTruthy();
      await user.click(screen.getByRole('combobox', { name: 'Stato' }));
      await user.click(await screen.findByRole('option', { name: 'Pubblicate' }));
      await waitFor(() => expect(listQueries().at(-1)).toEqual({ keyword: 'idra', status: 'published', page: '1', limit: '50' }));
      expect(await screen.findByText('1 landing page in totale')).toBeTruthy();
    },
    FIFTY_ROWS_TIMEOUT_MS,
  );

  it('keeps the filters and the page in the URL; back brings the earlier keyword into the field', async () => {
    api.pages = [
      makePage({ municipalityName: 'Isernia', isPublished: true }),
      makePage({ keyword: 'elettricista', municipalityName: 'Venafro', isPublished: true }),
    ];
    const user = await renderPanel('/admin/dashboard?tab=landing-pages&keyword=idra&status=published');
    expect(await screen.findByText('1 landing page in totale')).toBeTruthy();
    expect(listQueries()).toEqual([{ keyword: 'idra', status: 'published', page: '1', limit: '50' }]);
    const keyword = screen.getByRole('textbox', { name: 'Parola chiave' }) as HTMLInputElement;
    expect(keyword.value).toBe('idra');
    expect((screen.getByRole('combobox', { name: 'Stato' }) as HTMLInputElement).value).toBe('Pubblicate');

    await user.clear(keyword);
    await user.type(keyword, 'elet');
    await waitFor(() => expect(user.router.state.location.search).toBe('?tab=landing-pages&keyword=elet&status=published'));
    expect(await screen.findByText('Trova il migliore elettricista a Venafro')).toBeTruthy();

    await act(() => user.router.navigate(-1));
    await waitFor(() => expect(keyword.value).toBe('idra'));
    expect(await screen.findByText('Trova il migliore idraulico a Isernia')).toBeTruthy();
    expect(user.router.state.location.search).toBe('?tab=landing-pages&keyword=idra&status=published');
  });

  it(
    'selects all pages matching the filters with their count; ticking a row or changing page clears it',
    async () => {
      api.pages = comuni(120).map((name) => makePage({ municipalityName: name }));
      const user = await renderPanel();
      await user.click(await screen.findByRole('button', { name: 'Seleziona tutte le 120 landing page corrispondenti ai filtri' }));
      expect(await screen.findByText('Tutte le 120 landing page corrispondenti ai filtri sono selezionate')).toBeTruthy();
      expect(api.calls.some((call) => call.path === '/api/admin/landing-pages/count')).toBe(true);
      await user.click(rowOf('Trova il migliore idraulico a Comune 001').getByRole('checkbox'));
      expect(screen.getByText('0 selezionate')).toBeTruthy();
      await user.click(rowOf('Trova il migliore idraulico a Comune 001').getByRole('checkbox'));
      await user.click(rowOf('Trova il migliore idraulico a Comune 002').getByRole('checkbox'));
      expect(screen.getByText('2 selezionate')).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Pagina 2' }));
      expect(await screen.findByText('0 selezionate')).toBeTruthy();
    },
    FIFTY_ROWS_TIMEOUT_MS,
  );

  it(
    'publishes by filters in all-matching mode, with the progress bar, then hides it',
    async () => {
      api.pages = comuni(120).map((name) => makePage({ municipalityName: name }));
      const user = await renderPanel();
      await user.click(await screen.findByRole('button', { name: /^Seleziona tutte le 120/ }));
      await screen.findByText(/sono selezionate/);
      await user.click(screen.getByRole('button', { name: 'Pubblica selezionate' }));
      expect(await screen.findByRole('progressbar', { name: 'Avanzamento operazione' })).toBeTruthy();
      expect(await screen.findByText('Landing page pubblicate')).toBeTruthy();
      expect(screen.getByText('120 landing page aggiornate')).toBeTruthy();
      const call = api.calls.find((candidate) => candidate.path === '/api/admin/landing-pages/publish-by-filters');
      expect(call?.body).toEqual({ isPublished: true });
      expect(api.pages.every((page) => page.isPublished)).toBe(true);
      await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull(), { timeout: 3000 });
    },
    FIFTY_ROWS_TIMEOUT_MS,
  );

  it('sends the selected ids in one batch, and shows the bulk error when it fails', async () => {
    api.pages = comuni(3).map((name) => makePage({ municipalityName: name }));
    api.failingIds.add(api.pages[1]!.id);
    const user = await renderPanel();
    await user.click(await screen.findByRole('checkbox', { name: 'Seleziona tutte le landing page della pagina' }));
    expect(screen.getByText('3 selezionate')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Nascondi selezionate' }));
    expect(await screen.findByText("Errore nell'aggiornamento massivo")).toBeTruthy();
    const bulk = api.calls.filter((call) => call.path === '/api/admin/landing-pages/bulk');
    expect(bulk).toHaveLength(1);
    expect(bulk[0]!.body).toEqual({ ids: api.pages.map((page) => page.id), updates: { isPublished: false } });
  });

  it("says 'Completato con errori' with the error count when the server reports failures", async () => {
    api.pages = comuni(4).map((name) => makePage({ municipalityName: name }));
    api.byFiltersFailures = 1;
    const user = await renderPanel();
    await user.click(await screen.findByRole('button', { name: /^Seleziona tutte le 4/ }));
    await screen.findByText(/sono selezionate/);
    await user.click(screen.getByRole('button', { name: 'Pubblica selezionate' }));
    expect(await screen.findByText('Completato con errori')).toBeTruthy();
    expect(screen.getByText('3 riuscite, 1 con errori')).toBeTruthy();
  });

  it("asks for a selection first ('Nessuna selezione'), and confirms a bulk delete with the product's text", async () => {
    api.pages = comuni(2).map((name) => makePage({ municipalityName: name }));
    const user = await renderPanel();
    await screen.findByText('2 landing page in totale');
    await user.click(screen.getByRole('button', { name: 'Elimina selezionate' }));
    expect(await screen.findByText('Nessuna selezione')).toBeTruthy();
    expect(screen.getByText('Seleziona almeno una landing page')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Seleziona tutte le landing page della pagina' }));
    await user.click(screen.getByRole('button', { name: 'Elimina selezionate' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('Sei sicuro di voler eliminare 2 landing page selezionate? Questa azione non può essere annullata.'),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Elimina' }));
    expect(await screen.findByText('2 landing page eliminate')).toBeTruthy();
    expect(api.pages).toHaveLength(0);
    expect(await screen.findByText('Nessuna landing page trovata')).toBeTruthy();
  });

  it('edits a page with the publish switch, and publishes or deletes one page', async () => {
    const page = makePage({ municipalityName: 'Venafro' });
    const other = makePage({ municipalityName: 'Agnone' });
    api.pages = [other, page];
    const user = await renderPanel();
    await screen.findByText('2 landing page in totale');
    await user.click(rowOf(page.title).getByRole('button', { name: 'Modifica' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifica landing page' });
    const title = within(dialog).getByRole('textbox', { name: 'Titolo' });
    await user.clear(title);
    await user.type(title, 'Idraulici a Venafro');
    await user.click(within(dialog).getByRole('switch', { name: 'Pubblicata' }));
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Landing page aggiornata')).toBeTruthy();
    expect(api.pages.find((candidate) => candidate.id === page.id)).toMatchObject({ title: 'Idraulici a Venafro', isPublished: true });

    await user.click(rowOf(other.title).getByRole('button', { name: 'Pubblica' }));
    await waitFor(() => expect(other.isPublished).toBe(true));
    await user.click(rowOf(other.title).getByRole('button', { name: 'Elimina' }));
    const confirm = await screen.findByRole('dialog', { name: 'Elimina landing page' });
    await user.click(within(confirm).getByRole('button', { name: 'Elimina' }));
    expect(await screen.findByText('Landing page eliminata')).toBeTruthy();
    expect(api.pages.map((candidate) => candidate.id)).toEqual([page.id]);
  });
});

describe('Landing Page SEO — unsaved edits', () => {
  it('closes an untouched page at once; asks before closing one whose switch or text changed', async () => {
    const page = makePage({ municipalityName: 'Venafro' });
    api.pages = [page];
    const user = await renderPanel();
    await screen.findByText('1 landing page in totale');
    await user.click(rowOf(page.title).getByRole('button', { name: 'Modifica' }));
    await screen.findByRole('dialog', { name: 'Modifica landing page' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Modifica landing page' })).toBeNull());

    await user.click(rowOf(page.title).getByRole('button', { name: 'Modifica' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Modifica landing page' }));
    await user.click(dialog.getByRole('switch', { name: 'Pubblicata' }));
    await user.click(dialog.getByRole('button', { name: 'Chiudi' }));
    const question = within(await screen.findByRole('dialog', { name: 'Vuoi chiudere senza salvare?' }));
    await user.click(question.getByRole('button', { name: 'Continua a modificare' }));
    expect((dialog.getByRole('switch', { name: 'Pubblicata' }) as HTMLInputElement).checked).toBe(true);
    await user.click(dialog.getByRole('button', { name: 'Annulla' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Vuoi chiudere senza salvare?' })).getByRole('button', { name: 'Chiudi senza salvare' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Modifica landing page' })).toBeNull());
    expect(page.isPublished).toBe(false);
  });
});

describe('Landing Page SEO — generate', () => {
  it('imports the Italian data, previews the comuni, and generates once per province; disabled without keyword or province', async () => {
    api.provinces = { Isernia: ['Isernia', 'Venafro', 'Agnone'], Campobasso: ['Campobasso', 'Termoli'] };
    const user = await renderPanel();
    await user.click(screen.getByRole('tab', { name: 'Genera Nuove' }));
    await user.click(await screen.findByRole('button', { name: 'Importa dati' }));
    expect(await screen.findByText('7904 comuni in 107 province')).toBeTruthy();

    const submit = screen.getByRole('button', { name: 'Genera landing page' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Inserisci parola chiave e seleziona almeno una provincia')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Parola chiave' }), '  fabbro ');
    await user.click(screen.getByRole('checkbox', { name: /plurale/ }));
    await user.click(screen.getByRole('combobox', { name: 'Province' }));
    await user.click(await screen.findByRole('option', { name: 'Isernia' }));
    expect(await screen.findByText('Comuni della provincia di Isernia (3)')).toBeTruthy();
    expect(screen.getByText('Isernia, Venafro, Agnone')).toBeTruthy();
    await user.click(await screen.findByRole('option', { name: 'Campobasso' }));
    expect(screen.queryByText('Inserisci parola chiave e seleziona almeno una provincia')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Genera landing page' }));
    expect(await screen.findByText('5 landing page generate o aggiornate')).toBeTruthy();
    const bodies = api.calls.filter((call) => call.path === '/api/admin/landing-pages/generate').map((call) => call.body);
    expect(bodies).toEqual([
      { keyword: 'fabbro', province: 'Isernia', isPlural: true },
      { keyword: 'fabbro', province: 'Campobasso', isPlural: true },
    ]);
  });

  const generateCalls = () => api.calls.filter((call) => call.path === '/api/admin/landing-pages/generate');
  const jobPolls = () => api.calls.filter((call) => call.route === 'adminGenerationJob');
  const isLoading = (button: HTMLElement) => button.hasAttribute('data-loading');
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  /** Opens 'Genera Nuove' with a short poll interval, types a keyword and picks `provinces` in this order. */
  async function startGeneration(...provinces: string[]) {
    renderSignedIn(<LandingPagesPanel pollIntervalMs={POLL_MS} />, api);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Genera Nuove' }));
    await user.type(screen.getByRole('textbox', { name: 'Parola chiave' }), 'idraulico');
    await user.click(screen.getByRole('combobox', { name: 'Province' }));
    for (const province of provinces) await user.click(await screen.findByRole('option', { name: province }));
    const submit = screen.getByRole('button', { name: 'Genera landing page' });
    await user.click(submit);
    return Object.assign(user, { submit });
  }

  it("polls a province's generation job, shows its comuni done, and counts its pages in the toast", async () => {
    api.provinces = { Isernia: comuni(3), Ancona: comuni(5) };
    api.jobScripts = {
      Ancona: [
        { status: 'queued', done: 0 },
        { status: 'running', done: 2 },
        { status: 'done', done: 5, generated: 5 },
      ],
    };
    const { submit } = await startGeneration('Isernia', 'Ancona');
    expect(await screen.findByText('Ancona: 2 di 5 comuni completati')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Generazione in corso: 1 di 2 provinceAncona: 2 di 5 comuni completati');
    expect(isLoading(submit)).toBe(true);
    // Isernia answered 200 with 3 pages, Ancona's job wrote 5.
    expect(await screen.findByText('8 landing page generate o aggiornate')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    expect(isLoading(submit)).toBe(false);
    expect(generateCalls().map((call) => call.body)).toEqual([
      { keyword: 'idraulico', province: 'Isernia', isPlural: false },
      { keyword: 'idraulico', province: 'Ancona', isPlural: false },
    ]);
    // Two polls: running, then done — and none once the job is done.
    expect(jobPolls()).toHaveLength(2);
    await sleep(POLL_MS * 3);
    expect(jobPolls()).toHaveLength(2);
  });

  it('stops at a failed job with the error toast, and the button is usable again', async () => {
    api.provinces = { Isernia: comuni(3), Ancona: comuni(5) };
    api.jobScripts = {
      Ancona: [
        { status: 'running', done: 1 },
        { status: 'failed', done: 1 },
      ],
    };
    const { submit } = await startGeneration('Ancona', 'Isernia');
    expect(await screen.findByText('Errore nella generazione delle landing page')).toBeTruthy();
    expect(screen.getByText('Errore')).toBeTruthy();
    expect(screen.queryByText(/landing page generate o aggiornate/)).toBeNull();
    expect(generateCalls()).toHaveLength(1);
    expect(isLoading(submit)).toBe(false);
    expect((submit as HTMLButtonElement).disabled).toBe(false);
    await sleep(POLL_MS * 3);
    expect(jobPolls()).toHaveLength(1);
  });

  it('retries a failed poll at the next tick up to 3 times in a row, then gives up with the error toast', async () => {
    api.provinces = { Ancona: comuni(5) };
    api.jobScripts = {
      Ancona: [
        { status: 'running', done: 1 },
        { status: 'done', done: 5, generated: 5 },
      ],
    };
    api.failingPolls = 3;
    const user = await startGeneration('Ancona');
    expect(await screen.findByText('5 landing page generate o aggiornate')).toBeTruthy();
    expect(jobPolls()).toHaveLength(4);

    api.failingPolls = 4;
    await user.click(user.submit);
    expect(await screen.findByText('Errore nella generazione delle landing page')).toBeTruthy();
    expect(jobPolls()).toHaveLength(8);
    await sleep(POLL_MS * 3);
    expect(jobPolls()).toHaveLength(8);
    expect(isLoading(user.submit)).toBe(false);
  });

  it('keeps the run going when the generator is left, and tells how it ended', async () => {
    api.provinces = { Ancona: comuni(5) };
    api.jobScripts = {
      Ancona: [
        { status: 'running', done: 1 },
        { status: 'running', done: 3 },
        { status: 'done', done: 5, generated: 5 },
      ],
    };
    const user = await startGeneration('Ancona');
    await waitFor(() => expect(jobPolls().length).toBeGreaterThan(0));
    await user.click(screen.getByRole('tab', { name: 'Gestione Landing Page' }));
    expect(await screen.findByText('5 landing page generate o aggiornate')).toBeTruthy();
    const polls = jobPolls().length;
    await sleep(POLL_MS * 4);
    expect(jobPolls()).toHaveLength(polls);
  });

  it("shows the import error with the product's fallback", async () => {
    api.failing.add('adminImportItalianData');
    const user = await renderPanel();
    await user.click(screen.getByRole('tab', { name: 'Genera Nuove' }));
    await user.click(await screen.findByRole('button', { name: 'Importa dati' }));
    expect(await screen.findByText("Errore nell'Importazione")).toBeTruthy();
    expect(screen.getByText("Si è verificato un errore durante l'importazione")).toBeTruthy();
  });
});
