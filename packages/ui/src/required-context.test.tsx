import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createRequiredContext } from './required-context.tsx';

const { Provider: GreetingProvider, use: useGreeting } = createRequiredContext<string>('GreetingProvider');

function Greeting() {
  return <p>{useGreeting()}</p>;
}

describe('createRequiredContext', () => {
  it('gives the provided value to the components inside the provider', () => {
    render(
      <GreetingProvider value="Ciao">
        <Greeting />
      </GreetingProvider>,
    );
    expect(screen.getByText('Ciao')).toBeTruthy();
  });

  it('fails loudly, naming the provider, when a component is rendered without it', () => {
    // React reports the thrown error on the console as well; keep the test output clean.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Greeting />)).toThrow('This component must be rendered inside <GreetingProvider>.');
    vi.restoreAllMocks();
  });
});
