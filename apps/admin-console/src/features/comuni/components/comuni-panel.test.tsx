import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ComuniImportDiff } from '@trovapro/domain';
import { renderSignedIn, stopTestApp } from '../../../test/render-app.tsx';
import { CHANGES_FILE_COLUMN, COMUNI_FILE_COLUMN, emptyDiff, startFakeComuniApi, type FakeComuniApi } from '../test/fake-comuni-api.ts';
import { ComuniPanel } from './comuni-panel.tsx';

let api: FakeComuniApi;
beforeEach(async () => {
  api = await startFakeComuniApi();
});
afterEach(async () => {
  await stopTestApp(api);
});

/** Text as ISTAT writes it, Windows-1252: «ì» is one byte (EC), as the API must receive it. */
const windows1252 = (text: string) => Uint8Array.from(text, (character) => character.charCodeAt(0));
const COMUNI_TEXT = `"Codice Regione";"${COMUNI_FILE_COLUMN}";"Denominazione in italiano"\r\n"08";"D704";"Forlì"\r\n`;
const CHANGES_TEXT = `"Anno";"${CHANGES_FILE_COLUMN}";"Codice Istat del Comune"\r\n"2024";"ES";"098999"\r\n`;
const comuniFile = (name = 'Elenco-comuni-italiani.csv', text = COMUNI_TEXT) => new File([windows1252(text)], name, { type: 'text/csv' });
const changesFile = () => new File([windows1252(CHANGES_TEXT)], 'Variazioni_amministrative.csv', { type: 'text/csv' });

/** A merger with its successor, a suppression without one, a rename, a move and a new comune. */
const DIFF: ComuniImportDiff = {
  inFile: 7_896,
  unchanged: 7_890,
  added: [{ istatCode: '098062', cadastralCode: 'M999', name: 'Borgo Nuovo', provinceCode: 'LO', predecessors: ['Alfa', 'Beta'] }],
  renamed: [{ istatCode: '021001', cadastralCode: 'A952', from: 'Bolzano', to: 'Bolzano - Bozen', provinceCode: 'BZ' }],
  moved: [
    {
      cadastralCode: 'B123',
      name: 'Montecopiolo',
      fromProvinceCode: 'PU',
      toProvinceCode: 'RN',
      fromIstatCode: '041035',
      toIstatCode: '099029',
    },
  ],
  suppressed: [
    {
      istatCode: '098001',
      cadastralCode: 'A001',
      name: 'Alfa',
      provinceCode: 'LO',
      successor: { istatCode: '098062', name: 'Borgo Nuovo', provinceCode: 'LO' },
      landingPages: 3,
      partners: 1,
      openLeads: 2,
    },
    {
      istatCode: '098002',
      cadastralCode: 'A002',
      name: 'Beta',
      provinceCode: 'LO',
      successor: { istatCode: '098062', name: 'Borgo Nuovo', provinceCode: 'LO' },
      landingPages: 0,
      partners: 0,
      openLeads: 0,
    },
    {
      istatCode: '050099',
      cadastralCode: 'Z404',
      name: 'Gamma',
      provinceCode: 'PI',
      successor: null,
      landingPages: 2,
      partners: 1,
      openLeads: 1,
    },
  ],
  otherChanges: 1,
};

async function renderPanel() {
  const user = userEvent.setup();
  const view = renderSignedIn(<ComuniPanel />, api, '/admin/comuni');
  await screen.findByRole('heading', { name: 'Comuni ISTAT' });
  return { user, ...view };
}

/** The hidden file input behind each of Mantine's file buttons. */
const fileInput = (container: HTMLElement, name: 'comuniFile' | 'changesFile') => {
  const input = container.querySelector<HTMLInputElement>(`input[type="file"][name="${name}"]`);
  if (!input) throw new Error(`no file input ${name}`);
  return input;
};
const comuniButton = () => screen.getByRole('button', { name: /Elenco dei comuni \(CSV ISTAT\)/ });
const changesButton = () => screen.getByRole('button', { name: /Variazioni amministrative \(CSV ISTAT, facoltativo\)/ });
const diffSection = async () => within(await screen.findByRole('region', { name: 'Differenze con i comuni attuali' }));
const logSection = () => within(screen.getByRole('region', { name: 'Importazioni precedenti' }));

describe('«Comuni ISTAT» (issue 36)', () => {
  it('previews the files: the diff grouped with counts, each suppressed comune with its successor or «Da verificare» and what it has', async () => {
    api.pendingDiff = DIFF;
    const { user, container } = await renderPanel();
    expect(screen.getByText(/dal codice catastale/)).toBeTruthy();
    await user.upload(fileInput(container, 'comuniFile'), comuniFile());
    await user.upload(fileInput(container, 'changesFile'), changesFile());
    expect(comuniButton().textContent).toContain('Elenco-comuni-italiani.csv');
    await user.click(screen.getByRole('button', { name: 'Mostra le differenze' }));

    const diff = await diffSection();
    expect(await diff.findByText('Il file elenca 7.896 comuni.')).toBeTruthy();
    const counts = within(diff.getByRole('list', { name: 'Riepilogo delle differenze' }));
    expect(counts.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Nuovi: 1',
      'Rinominati: 1',
      'Cambio di provincia: 1',
      'Soppressi: 3',
    ]);
    const added = within(diff.getByRole('list', { name: 'Nuovi' }));
    expect(added.getByText('Borgo Nuovo (LO)')).toBeTruthy();
    expect(added.getByText('Nato da Alfa, Beta')).toBeTruthy();
    expect(added.getByText('ISTAT 098062 · catastale M999')).toBeTruthy();
    expect(within(diff.getByRole('list', { name: 'Rinominati' })).getByText('Bolzano → Bolzano - Bozen (BZ)')).toBeTruthy();
    const moved = within(diff.getByRole('list', { name: 'Cambio di provincia' }));
    expect(moved.getByText('da PU a RN')).toBeTruthy();
    expect(moved.getByText('codice ISTAT 041035 → 099029')).toBeTruthy();

    const suppressed = diff.getByRole('list', { name: 'Soppressi' });
    const [alfa, beta, gamma] = within(suppressed)
      .getAllByRole('listitem')
      .map((item) => within(item));
    expect(alfa?.getByText('Alfa (LO)')).toBeTruthy();
    expect(alfa?.getByText('Sostituito da Borgo Nuovo (LO)')).toBeTruthy();
    expect(alfa?.getByText('3 landing page · 1 partner · 2 lead aperti')).toBeTruthy();
    expect(beta?.getByText('Nessuna landing page, partner o lead aperto')).toBeTruthy();
    expect(gamma?.getByText('Da verificare')).toBeTruthy();
    expect(gamma?.queryByText(/Sostituito da/)).toBeNull();
    expect(gamma?.getByText('2 landing page · 1 partner · 1 lead aperto')).toBeTruthy();
    expect(diff.getByText(/Inoltre 1 comune cambia solo in altri dati/)).toBeTruthy();

    // The very bytes chosen, with their names, and a dry run: nothing is applied or logged.
    expect(api.received).toEqual([
      {
        comuniFile: COMUNI_TEXT,
        comuniFileName: 'Elenco-comuni-italiani.csv',
        changesFile: CHANGES_TEXT,
        changesFileName: 'Variazioni_amministrative.csv',
        apply: false,
      },
    ]);
    expect(api.imports).toEqual([]);
  });

  it('folds a group away and back with its heading, from the keyboard too', async () => {
    api.pendingDiff = DIFF;
    const { user, container } = await renderPanel();
    await user.upload(fileInput(container, 'comuniFile'), comuniFile());
    await user.click(screen.getByRole('button', { name: 'Mostra le differenze' }));
    const toggle = await (await diffSection()).findByRole('button', { name: 'Soppressi: 3' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
  });

  it('shows the API’s message for a wrong file and keeps both files, so the wrong one can be replaced', async () => {
    api.pendingDiff = DIFF;
    const { user, container } = await renderPanel();
    await user.upload(fileInput(container, 'comuniFile'), comuniFile('comuni.csv', '"Nome";"Provincia"\r\n"Forlì";"FC"\r\n'));
    await user.upload(fileInput(container, 'changesFile'), changesFile());
    await user.click(screen.getByRole('button', { name: 'Mostra le differenze' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'Questo non sembra l’elenco dei comuni dell’ISTAT (Elenco-comuni-italiani.csv): manca la colonna «Codice Catastale del comune».',
    );
    expect(screen.queryByRole('region', { name: 'Differenze con i comuni attuali' })).toBeNull();
    expect(comuniButton().textContent).toContain('comuni.csv');
    expect(changesButton().textContent).toContain('Variazioni_amministrative.csv');

    // Only the wrong file replaced: the message goes, and the changes file chosen before is sent with the new list.
    await user.upload(fileInput(container, 'comuniFile'), comuniFile());
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Mostra le differenze' }));
    expect(await (await diffSection()).findByText('Il file elenca 7.896 comuni.')).toBeTruthy();
    expect(api.received.at(-1)).toMatchObject({ comuniFileName: 'Elenco-comuni-italiani.csv', changesFile: CHANGES_TEXT, apply: false });
  });

  it('asks for the list of comuni before sending anything', async () => {
    const { user } = await renderPanel();
    await user.click(screen.getByRole('button', { name: 'Mostra le differenze' }));
    expect(await screen.findByText('Scegli il file con l’elenco dei comuni.')).toBeTruthy();
    expect(api.received).toEqual([]);
  });

  it('applies only after the confirmation, which sums up the counts and warns about comuni without a successor; then the log shows it', async () => {
    api.pendingDiff = DIFF;
    const { user, container } = await renderPanel();
    expect(await logSection().findByText(/Nessuna importazione finora/)).toBeTruthy();
    await user.upload(fileInput(container, 'comuniFile'), comuniFile());
    await user.upload(fileInput(container, 'changesFile'), changesFile());
    await user.click(screen.getByRole('button', { name: 'Mostra le differenze' }));
    await user.click(await (await diffSection()).findByRole('button', { name: 'Applica le modifiche' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Applicare le modifiche ai comuni?' }));
    expect(dialog.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '1 comune nuovo',
      '1 comune rinominato',
      '1 comune con cambio di provincia',
      '3 comuni soppressi',
      '1 comune con altri dati aggiornati',
    ]);
    expect(dialog.getByText(/passano a quel comune/)).toBeTruthy();
    expect(dialog.getByText(/1 comune soppresso non ha un comune successore: le sue landing page vengono tolte dal sito/)).toBeTruthy();
    // «Annulla» applies nothing.
    await user.click(dialog.getByRole('button', { name: 'Annulla' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.received.map((call) => call.apply)).toEqual([false]);

    await user.click((await diffSection()).getByRole('button', { name: 'Applica le modifiche' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Applica' }));
    expect(await screen.findByText(/Le modifiche sono state applicate/)).toBeTruthy();
    // The same bytes as the preview, now with apply.
    expect(api.received.map(({ comuniFile: text, changesFile: changes, apply }) => ({ text, changes, apply }))).toEqual([
      { text: COMUNI_TEXT, changes: CHANGES_TEXT, apply: false },
      { text: COMUNI_TEXT, changes: CHANGES_TEXT, apply: true },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('region', { name: 'Differenze con i comuni attuali' })).toBeNull();
    expect(comuniButton().textContent).toContain('Scegli un file CSV');

    const row = within(await logSection().findByRole('row', { name: /Giulia Bianchi/ }));
    expect(row.getByText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/)).toBeTruthy();
    expect(row.getAllByRole('cell')[2]?.innerHTML).toBe('Elenco-comuni-italiani.csv<br>Variazioni_amministrative.csv');
    expect(row.getByText('Nuovi: 1 · Rinominati: 1 · Cambio di provincia: 1 · Soppressi: 3 · Altri aggiornamenti: 1')).toBeTruthy();
  });

  it('says the list is already up to date when the file changes nothing, and offers nothing to apply', async () => {
    api.pendingDiff = emptyDiff(7_904);
    const { user, container } = await renderPanel();
    await user.upload(fileInput(container, 'comuniFile'), comuniFile());
    await user.click(screen.getByRole('button', { name: 'Mostra le differenze' }));
    const diff = await diffSection();
    expect(await diff.findByText('Nessuna differenza: l’elenco è già aggiornato.')).toBeTruthy();
    expect(diff.getByText('Il file elenca 7.904 comuni.')).toBeTruthy();
    expect(diff.queryByRole('button', { name: 'Applica le modifiche' })).toBeNull();
    expect(api.received.map((call) => call.apply)).toEqual([false]);
  });

  it('drops a preview as soon as a file changes or is taken away: it described other files', async () => {
    api.pendingDiff = DIFF;
    const { user, container } = await renderPanel();
    await user.upload(fileInput(container, 'comuniFile'), comuniFile());
    await user.click(screen.getByRole('button', { name: 'Mostra le differenze' }));
    await (await diffSection()).findByRole('button', { name: 'Applica le modifiche' });
    await user.upload(fileInput(container, 'changesFile'), changesFile());
    expect(screen.queryByRole('region', { name: 'Differenze con i comuni attuali' })).toBeNull();
    // A file taken away with its own (named) button does the same.
    await user.click(screen.getByRole('button', { name: 'Mostra le differenze' }));
    await (await diffSection()).findByRole('button', { name: 'Applica le modifiche' });
    await user.click(screen.getByRole('button', { name: 'Togli il file delle variazioni scelto' }));
    expect(screen.queryByRole('region', { name: 'Differenze con i comuni attuali' })).toBeNull();
    expect(changesButton().textContent).toContain('Scegli un file CSV');
  });

  it('lists earlier imports newest first, the command line’s without a name', async () => {
    const counts = { added: 2, renamed: 0, moved: 1, suppressed: 4, otherChanges: 0 };
    api.imports = [
      {
        id: '6f1c2a8e-1f0b-4c2e-9d51-3c2b8a0e7a11',
        createdAt: '2026-01-15T09:30:00.000Z',
        source: 'cli',
        adminName: null,
        comuniFileName: null,
        changesFileName: null,
        counts,
      },
      {
        id: '7a2d3b9f-2a1c-4d3f-8e62-4d3c9b1f8b22',
        createdAt: '2025-07-01T16:05:00.000Z',
        source: 'admin',
        adminName: 'Marco Verdi',
        comuniFileName: 'Elenco-comuni-italiani.csv',
        changesFileName: null,
        counts,
      },
    ];
    await renderPanel();
    const table = within(await logSection().findByRole('table', { name: 'Importazioni precedenti dei comuni' }));
    const rows = table.getAllByRole('row').slice(1);
    expect(rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent))).toEqual([
      // Rome's clock: 09:30 UTC in January is 10:30, 16:05 UTC in July is 18:05.
      ['15/01/2026 10:30', 'Riga di comando', '—', 'Nuovi: 2 · Rinominati: 0 · Cambio di provincia: 1 · Soppressi: 4'],
      ['01/07/2025 18:05', 'Marco Verdi', 'Elenco-comuni-italiani.csv', 'Nuovi: 2 · Rinominati: 0 · Cambio di provincia: 1 · Soppressi: 4'],
    ]);
  });

  it('shows what to settle by hand, linking a partner and a lead to where the console changes them', async () => {
    const comune = { istatCode: '050099', name: 'Gamma', provinceCode: 'PI' };
    const suppressedAt = '2026-01-15T09:30:00.000Z';
    api.attention = [
      {
        kind: 'partner',
        id: '1b7c1f0e-9a0a-4d8e-8f00-000000000001',
        label: 'Idraulica Gamma',
        comune,
        suppressedAt,
        reason: 'La sede è in un comune soppresso.',
      },
      {
        kind: 'lead',
        id: '1b7c1f0e-9a0a-4d8e-8f00-000000000002',
        label: 'Idraulico',
        comune,
        suppressedAt,
        reason: 'Il comune della richiesta è soppresso.',
      },
      {
        kind: 'landing_page',
        id: '1b7c1f0e-9a0a-4d8e-8f00-000000000003',
        label: 'Idraulico a Gamma',
        comune,
        suppressedAt,
        reason: 'Pagina ritirata.',
      },
    ];
    await renderPanel();
    const list = within(await screen.findByRole('list', { name: /comuni soppressi senza successore/ }));
    expect(screen.getByRole('heading', { name: 'Da sistemare a mano (3)' })).toBeTruthy();
    expect(list.getByRole('link', { name: 'Idraulica Gamma' }).getAttribute('href')).toBe('/admin/businesses?search=Idraulica%20Gamma');
    expect(list.getByRole('link', { name: 'Idraulico' }).getAttribute('href')).toBe('/admin/leads?lead=1b7c1f0e-9a0a-4d8e-8f00-000000000002');
    expect(list.queryByRole('link', { name: 'Idraulico a Gamma' })).toBeNull();
    expect(list.getByText('Idraulico a Gamma')).toBeTruthy();
    expect(list.getAllByText('Gamma (PI)')).toHaveLength(3);
    expect(list.getByText('La sede è in un comune soppresso.')).toBeTruthy();
  });

  it('shows nothing to settle while there is nothing, and a retry when the log cannot be read', async () => {
    api.failing.add('adminComuniImports');
    const { user } = await renderPanel();
    expect(await logSection().findByText('Impossibile caricare le importazioni precedenti.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: /Da sistemare a mano/ })).toBeNull();
    api.failing.delete('adminComuniImports');
    await user.click(logSection().getByRole('button', { name: /Riprova/ }));
    expect(await logSection().findByText(/Nessuna importazione finora/)).toBeTruthy();
  });
});
