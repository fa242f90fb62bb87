import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from './render-with-theme.tsx';
import { StatCard } from './stat-card.tsx';

describe('StatCard', () => {
  it('explains its figure in a tooltip, and to assistive technology as the description of its info button', async () => {
    const hint = { label: 'Come si calcola Lead Oggi', text: 'Le richieste diventate lead oggi.' };
    renderWithTheme(<StatCard title="Lead Oggi" value="14" badge="+12% vs ieri" hint={hint} />);
    const button = screen.getByRole('button', { name: hint.label });
    expect(button.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent).toBe(hint.text);
    expect(screen.getByText('Lead Oggi').nextElementSibling?.textContent).toBe('14');
    await userEvent.setup().hover(button);
    expect((await screen.findByRole('tooltip', {}, { timeout: 2000 })).textContent).toBe(hint.text);
  });

  it('has no info button without a hint', () => {
    renderWithTheme(<StatCard title="Aziende Totali" value="3" />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
