import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DateRangePicker, type DateRange } from './date-range-picker.tsx';
import { renderWithTheme } from './render-with-theme.tsx';

function Harness({ initial, changes }: { initial: DateRange; changes: DateRange[] }) {
  const [range, setRange] = useState(initial);
  return (
    <DateRangePicker
      label="Periodo"
      placeholder="Seleziona periodo"
      value={range}
      onChange={(next) => {
        changes.push(next);
        setRange(next);
      }}
    />
  );
}

describe('DateRangePicker', () => {
  it("shows the range as 'dd/MM/yyyy - dd/MM/yyyy'", () => {
    renderWithTheme(<Harness initial={{ startDate: '2025-03-01', endDate: '2025-03-07' }} changes={[]} />);
    expect(screen.getByRole('button', { name: 'Periodo' }).textContent).toBe('01/03/2025 - 07/03/2025');
  });

  it('opens two Italian months and reports a change only when both ends are chosen', async () => {
    const changes: DateRange[] = [];
    const user = userEvent.setup();
    renderWithTheme(<Harness initial={{ startDate: '2025-03-01', endDate: '2025-03-07' }} changes={changes} />);
    await user.click(screen.getByRole('button', { name: 'Periodo' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('marzo 2025')).toBeTruthy();
    expect(within(dialog).getByText('aprile 2025')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: '10 marzo 2025' }));
    expect(changes).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: '2 aprile 2025' }));
    expect(changes).toEqual([{ startDate: '2025-03-10', endDate: '2025-04-02' }]);
    expect(screen.getByRole('button', { name: 'Periodo' }).textContent).toBe('10/03/2025 - 02/04/2025');
  });
});
