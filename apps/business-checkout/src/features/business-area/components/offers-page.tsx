import { Center, Group, Loader, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiRequestError } from '@trovapro/api-client';
import { businessArea, businessOffers as copy } from '@trovapro/copy';
import type { BusinessOffer } from '@trovapro/domain';
import { LoadError, notifyError, Pager } from '@trovapro/ui';
import { paths } from '../../../lib/paths.ts';
import { useBusinessMe } from '../api/use-business-me.ts';
import { useBusinessOffers } from '../api/use-business-offers.ts';
import { useOfferPurchaseLink } from '../api/use-offer-purchase-link.ts';
import { useSignOut } from '../api/use-sign-out.ts';
import { useFocusOnArrival } from '../hooks/use-focus-on-arrival.ts';
import { isUnauthorized, useLeaveWhenSignedOut } from '../hooks/use-leave-when-signed-out.ts';
import type { AreaSignInState } from '../utils/area-sign-in-state.ts';
import { parsePage, withPage } from '../utils/purchases-params.ts';
import { AreaHeader } from './area-header.tsx';
import { OfferCard } from './offer-card.tsx';

/**
 * `/area/offerte?page=`: the leads offered to the signed-in business that it can still buy, newest offer first, 20 a
 * page. «Acquista» asks the area's purchase link of the offer and opens the checkout's lead page with it. No session
 * (401, or `me` answering nobody) → `/area`.
 */
export function OffersPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const page = parsePage(params.get('page'));
  const me = useBusinessMe();
  const list = useBusinessOffers(page);
  const { signOut, signingOut } = useSignOut();
  const { purchaseLink, pending } = useOfferPurchaseLink();
  const [sessionEnded, setSessionEnded] = useState(false);
  const leaving = useLeaveWhenSignedOut(sessionEnded || me.data === null || isUnauthorized(me.error) || isUnauthorized(list.error));
  const titleRef = useFocusOnArrival<HTMLHeadingElement>(me.data);
  const listTitle = useRef<HTMLHeadingElement>(null);

  // A page past the last (offers bought or sold out meanwhile, a hand-edited URL): the last page instead.
  const totalPages = list.data?.totalPages;
  useEffect(() => {
    if (totalPages !== undefined && totalPages > 0 && page > totalPages) setParams((current) => withPage(current, totalPages), { replace: true });
  }, [totalPages, page]);

  function changePage(next: number) {
    setParams((current) => withPage(current, next));
    listTitle.current?.focus();
    listTitle.current?.scrollIntoView?.({ block: 'start' });
  }

  async function buy(offer: BusinessOffer) {
    let url: string;
    try {
      url = await purchaseLink(offer.leadId);
    } catch (error) {
      if (isUnauthorized(error)) {
        setSessionEnded(true);
        return;
      }
      const code = error instanceof ApiRequestError ? error.code : undefined;
      if (code === 'already_purchased' || code === 'lead_unavailable') {
        // The offer is gone: the toast says why and the list is asked again.
        notifyError(copy.buyFailureTitle, code === 'already_purchased' ? copy.alreadyBought : copy.noLongerOnSale);
        void list.mutate();
        return;
      }
      const tooMany = error instanceof ApiRequestError && error.status === 429;
      notifyError(copy.buyFailureTitle, tooMany ? copy.tooManyLinks : copy.buyFailure);
      return;
    }
    const target = new URL(url, window.location.href);
    // The checkout's lead page is this app's: no reload when it is on this host.
    if (target.origin === window.location.origin) await navigate(`${target.pathname}${target.search}`);
    else window.location.assign(target.href);
  }

  async function leave() {
    try {
      await signOut();
    } catch {
      notifyError(businessArea.signOutFailure);
      return;
    }
    const state: AreaSignInState = { notice: 'signedOut' };
    await navigate(paths.area, { replace: true, state });
  }

  if (leaving) return null;
  if (!me.data) {
    if (me.error) return <LoadError message={copy.loadError} onRetry={() => void me.mutate()} />;
    return (
      <Center py={64} role="status" aria-label={copy.loading}>
        <Loader />
      </Center>
    );
  }

  const offers = list.data?.offers;
  return (
    <Stack gap="lg" maw={880} mx="auto">
      <AreaHeader account={me.data} titleRef={titleRef} signingOut={signingOut} onSignOut={() => void leave()} />
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} fz="h3" ref={listTitle} tabIndex={-1} style={{ outline: 'none', scrollMarginTop: 16 }}>
            {copy.title}
          </Title>
          <Text c="dimmed">{copy.intro}</Text>
        </Stack>
        {list.error && !list.data ? (
          <LoadError message={copy.loadError} onRetry={() => void list.mutate()} />
        ) : !list.data || !offers ? (
          <OffersSkeleton />
        ) : offers.length === 0 ? (
          <Paper withBorder p="xl" ta="center" data-testid="offers-empty">
            <Stack align="center" gap="xs">
              <IconInbox size={36} aria-hidden color="var(--mantine-color-gray-6)" />
              <Text fw={700} fz="lg">
                {copy.emptyTitle}
              </Text>
              <Text c="dimmed" maw={480}>
                {me.data.paused ? copy.pausedEmpty : copy.empty}
              </Text>
            </Stack>
          </Paper>
        ) : (
          <Stack gap="md" aria-busy={list.isValidating || undefined}>
            {offers.map((offer) => (
              <OfferCard
                key={offer.leadId}
                offer={offer}
                buying={pending === offer.leadId}
                disabled={pending !== null && pending !== offer.leadId}
                onBuy={() => void buy(offer)}
              />
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

/** The list's shape while its first page loads: two offers. */
function OffersSkeleton() {
  return (
    <Stack gap="md" role="status" aria-label={copy.loading}>
      {[0, 1].map((index) => (
        <Paper key={index} withBorder p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="sm">
            <Group justify="space-between">
              <Skeleton height={22} width="45%" />
              <Skeleton height={22} width={96} />
            </Group>
            <Skeleton height={14} width="25%" />
            <Skeleton height={40} />
            <Group justify="space-between">
              <Skeleton height={18} width="30%" />
              <Skeleton height={36} width={110} />
            </Group>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
