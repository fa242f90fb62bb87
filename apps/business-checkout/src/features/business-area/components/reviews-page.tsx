import { Center, Group, Loader, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconMessageReply, IconStar } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { businessArea, businessReviewsPage as copy } from '@trovapro/copy';
import { LoadError, notifyError, Pager } from '@trovapro/ui';
import { paths } from '../../../lib/paths.ts';
import { useBusinessMe } from '../api/use-business-me.ts';
import { useBusinessReviews } from '../api/use-business-reviews.ts';
import { useSignOut } from '../api/use-sign-out.ts';
import { useFocusOnArrival } from '../hooks/use-focus-on-arrival.ts';
import { isUnauthorized, useLeaveWhenSignedOut } from '../hooks/use-leave-when-signed-out.ts';
import type { AreaSignInState } from '../utils/area-sign-in-state.ts';
import { parsePage, withPage } from '../utils/purchases-params.ts';
import { AreaHeader } from './area-header.tsx';
import { ReviewCard } from './review-card.tsx';

/**
 * `/area/recensioni?page=` (issue 34): the signed-in business's reviews, newest first, 20 a page, its rating (published
 * reviews) and how many await its reply; each review with its reply, written or edited while the review waits for
 * publication and its days to reply last. No session (401, or `me` answering nobody) → `/area`.
 */
export function ReviewsPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const page = parsePage(params.get('page'));
  const me = useBusinessMe();
  const list = useBusinessReviews(page);
  const { signOut, signingOut } = useSignOut();
  const [sessionEnded, setSessionEnded] = useState(false);
  const leaving = useLeaveWhenSignedOut(sessionEnded || me.data === null || isUnauthorized(me.error) || isUnauthorized(list.error));
  const titleRef = useFocusOnArrival<HTMLHeadingElement>(me.data);
  const listTitle = useRef<HTMLHeadingElement>(null);

  // A page past the last (a hand-edited URL): the last page instead.
  const totalPages = list.data?.totalPages;
  useEffect(() => {
    if (totalPages !== undefined && totalPages > 0 && page > totalPages) setParams((current) => withPage(current, totalPages), { replace: true });
  }, [totalPages, page]);

  function changePage(next: number) {
    setParams((current) => withPage(current, next));
    listTitle.current?.focus();
    listTitle.current?.scrollIntoView?.({ block: 'start' });
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

  const data = list.data;
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
        {list.error && !data ? (
          <LoadError message={copy.loadError} onRetry={() => void list.mutate()} />
        ) : !data ? (
          <ReviewsSkeleton />
        ) : data.total === 0 ? (
          <Paper withBorder p="xl" ta="center" data-testid="reviews-empty">
            <Stack align="center" gap="xs">
              <IconStar size={36} aria-hidden color="var(--mantine-color-gray-6)" />
              <Text fw={700} fz="lg">
                {copy.emptyTitle}
              </Text>
              <Text c="dimmed" maw={480}>
                {copy.empty}
              </Text>
            </Stack>
          </Paper>
        ) : (
          <Stack gap="md" aria-busy={list.isValidating || undefined}>
            <Group gap="md" justify="space-between" data-testid="reviews-summary">
              <Text fw={700}>{data.rating ? copy.rating(data.rating.average, data.rating.count) : copy.noRating}</Text>
              {data.awaitingReply > 0 && (
                <Group gap={6} wrap="nowrap">
                  <IconMessageReply size={18} aria-hidden color="var(--mantine-color-orange-7)" style={{ flexShrink: 0 }} />
                  <Text fw={600}>{copy.awaitingReply(data.awaitingReply)}</Text>
                </Group>
              )}
            </Group>
            {data.reviews.map((review) => (
              <ReviewCard key={review.id} review={review} onSessionEnded={() => setSessionEnded(true)} />
            ))}
            <Pager page={Math.min(page, data.totalPages)} totalPages={data.totalPages} onChange={changePage} totalLabel={copy.total(data.total)} />
          </Stack>
        )}
      </Stack>
    </Stack>
  );
}

/** The list's shape while its first page loads: two reviews. */
function ReviewsSkeleton() {
  return (
    <Stack gap="md" role="status" aria-label={copy.loading}>
      {[0, 1].map((index) => (
        <Paper key={index} withBorder p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="sm">
            <Group justify="space-between">
              <Skeleton height={22} width="40%" />
              <Skeleton height={26} width={150} />
            </Group>
            <Skeleton height={14} width="60%" />
            <Skeleton height={40} />
            <Group justify="space-between">
              <Skeleton height={18} width="35%" />
              <Skeleton height={36} width={110} />
            </Group>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
