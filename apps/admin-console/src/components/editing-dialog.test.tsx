import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Select, TextInput } from '@mantine/core';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@trovapro/ui';
import { EditingDialog, useCloseEditingDialog } from './editing-dialog.tsx';
import { UnsavedChangesProvider, useUnsavedChanges } from './unsaved-changes.tsx';

const QUESTION = 'Vuoi chiudere senza salvare?';

/** A form that opened with «prima»: anything else is unsaved work. */
function NoteForm() {
  const [text, setText] = useState('prima');
  const close = useCloseEditingDialog();
  useUnsavedChanges(text !== 'prima');
  return (
    <>
      <TextInput label="Nota" value={text} onChange={(event) => setText(event.currentTarget.value)} />
      <Select label="Tipo" data={['Breve', 'Lunga']} />
      <Button variant="default" onClick={close}>
        Annulla
      </Button>
    </>
  );
}

/** The dialog as a screen uses it: open until it closes for good. */
function NoteDialog({ onClose }: { onClose: () => void }) {
  const [opened, setOpened] = useState(true);
  return (
    <EditingDialog
      opened={opened}
      onClose={() => {
        onClose();
        setOpened(false);
      }}
      title="Modifica nota"
    >
      {opened && <NoteForm />}
    </EditingDialog>
  );
}

function renderDialog() {
  const onClose = vi.fn();
  const router = createMemoryRouter(
    [
      {
        path: '/admin/dashboard',
        element: (
          <UnsavedChangesProvider>
            <NoteDialog onClose={onClose} />
          </UnsavedChangesProvider>
        ),
      },
      { path: '/altrove', element: <p>Altra pagina</p> },
    ],
    { initialEntries: ['/admin/dashboard'] },
  );
  render(
    <AppProviders env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { onClose, router, user: userEvent.setup() };
}

const dialog = () => screen.getByRole('dialog', { name: 'Modifica nota' });
const note = () => within(dialog()).getByLabelText('Nota') as HTMLInputElement;
const question = () => screen.queryByRole('dialog', { name: QUESTION });

async function change(user: ReturnType<typeof userEvent.setup>) {
  await user.type(note(), ' e dopo');
  expect(note().value).toBe('prima e dopo');
}

/** Every way to close the dialog, each tested with and without unsaved changes. */
const CLOSING_ACTIONS: [string, (user: ReturnType<typeof userEvent.setup>) => Promise<void>][] = [
  ['Esc', (user) => user.keyboard('{Escape}')],
  ['the close button', (user) => user.click(within(dialog()).getByRole('button', { name: 'Chiudi' }))],
  ['«Annulla»', (user) => user.click(within(dialog()).getByRole('button', { name: 'Annulla' }))],
  ['a click outside', (user) => user.click(document.querySelector('.mantine-Modal-overlay') as HTMLElement)],
];

afterEach(() => {
  window.onbeforeunload = null;
});

describe('EditingDialog: nothing changed', () => {
  it.each(CLOSING_ACTIONS)('closes at once on %s', async (_, act) => {
    const { onClose, user } = renderDialog();
    await user.click(note());
    await act(user);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(question()).toBeNull();
  });

  it('counts a change typed and undone as nothing changed', async () => {
    const { onClose, user } = renderDialog();
    await change(user);
    await user.clear(note());
    await user.type(note(), 'prima');
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(question()).toBeNull();
  });
});

describe('EditingDialog: unsaved changes', () => {
  it.each(CLOSING_ACTIONS)('asks first on %s; «Continua a modificare» keeps the work, «Chiudi senza salvare» closes', async (_, act) => {
    const { onClose, user } = renderDialog();
    await change(user);
    await act(user);
    const asked = within(await screen.findByRole('dialog', { name: QUESTION }));
    expect(asked.getByText('Le modifiche che hai fatto in questa finestra non sono state salvate: chiudendo andranno perse.')).toBeTruthy();
    await user.click(asked.getByRole('button', { name: 'Continua a modificare' }));
    await waitFor(() => expect(question()).toBeNull());
    expect(onClose).not.toHaveBeenCalled();
    expect(note().value).toBe('prima e dopo');

    await act(user);
    await user.click(within(await screen.findByRole('dialog', { name: QUESTION })).getByRole('button', { name: 'Chiudi senza salvare' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('takes Esc in the question as «keep editing», without asking again or closing the dialog', async () => {
    const { onClose, user } = renderDialog();
    await change(user);
    await user.keyboard('{Escape}');
    await screen.findByRole('dialog', { name: QUESTION });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(question()).toBeNull());
    expect(onClose).not.toHaveBeenCalled();
    expect(note().value).toBe('prima e dopo');
  });

  it('lets Esc close an open list of a field first', async () => {
    const { onClose, user } = renderDialog();
    await user.click(within(dialog()).getByRole('combobox', { name: 'Tipo' }));
    expect(await screen.findByRole('option', { name: 'Breve' })).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('option', { name: 'Breve' })).toBeNull());
    expect(onClose).not.toHaveBeenCalled();
    expect(question()).toBeNull();
  });
});

describe('UnsavedChangesProvider: leaving the page with a changed dialog', () => {
  it('asks before a navigation inside the console; «Resta qui» stays, «Esci senza salvare» leaves', async () => {
    const { router, user } = renderDialog();
    await change(user);
    await act(() => router.navigate('/altrove'));
    const asked = within(await screen.findByRole('dialog', { name: 'Vuoi uscire senza salvare?' }));
    await user.click(asked.getByRole('button', { name: 'Resta qui' }));
    expect(router.state.location.pathname).toBe('/admin/dashboard');
    expect(note().value).toBe('prima e dopo');

    await act(() => router.navigate('/altrove'));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Vuoi uscire senza salvare?' })).getByRole('button', { name: 'Esci senza salvare' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/altrove'));
    expect(await screen.findByText('Altra pagina')).toBeTruthy();
  });

  it('has the browser ask before the tab is closed or reloaded, only while something is unsaved', async () => {
    const { router, user } = renderDialog();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await change(user);
    expect(unload()).toBe(true);
    await user.clear(note());
    await user.type(note(), 'prima');
    await waitFor(() => expect(unload()).toBe(false));
    // Nothing unsaved: a navigation goes without a word.
    await act(() => router.navigate('/altrove'));
    expect(await screen.findByText('Altra pagina')).toBeTruthy();
  });
});
