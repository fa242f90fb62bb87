import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AppProviders } from './app-providers.tsx';

/** Test helper: renders inside the real providers in Mantine's test environment. */
export function renderWithTheme(ui: ReactElement) {
  return render(<AppProviders env="test">{ui}</AppProviders>);
}
