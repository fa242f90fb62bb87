import { Button, Center, Loader, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch, IconShoppingBagX, IconX } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { businessArea as copy } from '@trovapro/copy';
import { LoadError, notifyError, Pager, useSearchInput } from '@trovapro/ui';
import { paths } from '../../../lib/paths.ts';
import { useBusinessMe } from '../api/use-business-me.ts';
import { useBusinessPurchases } from '../api/use-business-purchases.ts';
import { useSignOut } from '../api/use-sign-out.ts';
import { useFocusOnArrival } from '../hooks/use-focus-on-arrival.ts';
import { isUnauthorized, useLeaveWhenSignedOut } from '../hooks/use-leave-when-signed-out.ts';
import type { AreaSignInState } from '../utils/area-sign-in-state.ts';
import { parsePage, parseSearch, SEARCH_MAX_LENGTH, withPage, withSearch } from '../utils/purchases-params.ts';
import { AreaHeader } from './area-header.tsx';
import { PurchaseCard } from './purchase-card.tsx';
import { PurchasesSkeleton } from './purchases-skeleton.tsx';

/**
 * `/area/acquisti?q=&page=`: the signed-in business's purchases, newest first, 20 a page, with a search kept in the
 * URL (a reload or a shared link shows the same list). No session (401, or `me` answering nobody) → `/area`.
 */
export function PurchasesPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const q = parseSearch(params.get('q'));
  const page = parsePage(params.get('page'));
  const me = useBusinessMe();
  const list = useBusinessPurchases(q, page);
  const { signOut, signingOut } = useSignOut();
  const leaving = useLeaveWhenSignedOut(me.data === null || isUnauthorized(me.error) || isUnauthorized(list.error));
  const titleRef = useFocusOnArrival<HTMLHeadingElement>(me.data);
  const listTitle = useRef<HTMLHeadingElement>(null);
  const [searchInput, setSearchInput] = useSearchInput(q, (value) => setParams((current) => withSearch(current, value), { replace: true }));

  // A page past the last (a list that shrank, a hand-edited URL): the last page instead.
  const totalPages = list.data?.totalPages;
  useEffect(() => {
    if (totalPages !== undefined && totalPages > 0 && page > totalPages) setParams((current) => withPage(current, totalPages), { replace: true });
  }, [totalPages, page]);

  function changePage(next: number) {
    setParams((current) => withPage(current, next));
    // The new page starts at the list's title: the focus goes there, and the view with it.
    listTitle.current?.focus();
    listTitle.current?.scrollIntoView?.({ block: 'start' });
  }

  async function leave() {
    try {
      await signOut();
    } catch {
      notifyError(copy.signOutFailure);
      return;
    }
    const state: AreaSignInState = { notice: 'signedOut' };
    await navigate(paths.area, { replace: true, state });
  }

  if (leaving) return null;
  if (!me.data) {
    if (me.error) return <LoadError message={copy.purchasesLoadError} onRetry={() => void me.mutate()} />;
    return (
      <Center py={64} role="status" aria-label={copy.loadingPurchases}>
        <Loader />
      </Center>
    );
  }

  const purchases = list.data?.purchases;
  return (
    <Stack gap="lg" maw={880} mx="auto">
      <AreaHeader account={me.data} titleRef={titleRef} signingOut={signingOut} onSignOut={() => void leave()} />
      <Stack gap="md">
        <Title order={2} fz="h3" ref={listTitle} tabIndex={-1} style={{ outline: 'none', scrollMarginTop: 16 }}>
          {copy.purchasesTitle}
        </Title>
        <TextInput
          type="search"
          label={copy.searchLabel}
          placeholder={copy.searchPlaceholder}
          leftSection={<IconSearch size={16} aria-hidden />}
          maxLength={SEARCH_MAX_LENGTH}
          value={searchInput}
          onChange={(event) => setSearchInput(event.currentTarget.value)}
        />
        {list.error && !list.data ? (
          <LoadError message={copy.purchasesLoadError} onRetry={() => void list.mutate()} />
        ) : !list.data || !purchases ? (
          <PurchasesSkeleton />
        ) : purchases.length === 0 ? (
          <EmptyList query={q} onClear={() => setSearchInput('')} />
        ) : (
          <Stack gap="md" aria-busy={list.isValidating || undefined}>
            {purchases.map((purchase) => (
              <PurchaseCard key={purchase.id} purchase={purchase} back={{ listSearch: params.size === 0 ? '' : `?${params.toString()}` }} />
            ))}
            <Pager
              page={Math.min(page, list.data.totalPages)}
              totalPages={list.data.totalPages}
              onChange={changePage}
              totalLabel={copy.total(list.data.total)}
            />
          </Stack>
        )}
      </Stack>
    </Stack>
  );
}

/** No purchase yet, or none matching the search (with a way to clear it). */
function EmptyList({ query, onClear }: { query: string; onClear: () => void }) {
  return (
    <Paper withBorder p="xl" ta="center" data-testid="purchases-empty">
      <Stack align="center" gap="xs">
        <IconShoppingBagX size={36} aria-hidden color="var(--mantine-color-gray-6)" />
        <Text fw={700} fz="lg">
          {query === '' ? copy.emptyTitle : copy.noMatchTitle}
        </Text>
        <Text c="dimmed" maw={480}>
          {query === '' ? copy.empty : copy.noMatch(query)}
        </Text>
        {query !== '' && (
          <Button variant="light" mt="xs" onClick={onClear} leftSection={<IconX size={16} aria-hidden />}>
            {copy.clearSearch}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
