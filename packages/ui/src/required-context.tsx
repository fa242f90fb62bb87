import { createContext, use, type ReactNode } from 'react';

/**
 * A context a screen cannot work without (the api-client, the chat's notifier): `Provider` takes the value,
 * `use` returns it and throws, naming the missing provider, outside one. Free of Mantine, so the landing
 * page's chat island can use it.
 */
export function createRequiredContext<T>(providerName: string) {
  const Context = createContext<T | null>(null);

  function Provider({ value, children }: { value: T; children: ReactNode }) {
    return <Context value={value}>{children}</Context>;
  }

  function useRequired(): T {
    const value = use(Context);
    if (value === null) throw new Error(`This component must be rendered inside <${providerName}>.`);
    return value;
  }

  return { Provider, use: useRequired };
}
