import { ScrollArea, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import type { SWRResponse } from 'swr';
import { businessSelection as copy, candidateRanking, common } from '@trovapro/copy';
import type { Business } from '@trovapro/domain';
import { LoadError, notifyError } from '@trovapro/ui';
import type { ListedCandidate } from '../api/use-get-candidate-businesses.ts';
import { CandidateRow } from './candidate-row.tsx';

export interface CandidateListProps {
  query: SWRResponse<ListedCandidate[]>;
  selected: ReadonlySet<string>;
  onToggle: (id: string, checked: boolean) => void;
  onUpdated: (business: Business) => void;
}

/**
 * The candidate businesses with a checkbox each and where they are relative to the lead, scrolling past
 * 15rem (product §2, §9). A failed load is an error with a retry, even over a list an earlier opening left in
 * the cache: 'no candidate' is said only when the server said so.
 */
export function CandidateList({ query, selected, onToggle, onUpdated }: CandidateListProps) {
  const { data: candidates, error, isLoading, mutate } = query;
  const viewport = useRef<HTMLDivElement>(null);

  // A business added by hand goes first: the list scrolls back up to show it.
  const first = candidates?.[0]?.id;
  useEffect(() => {
    if (first !== undefined) viewport.current?.scrollTo({ top: 0 });
  }, [first]);

  // Product §8: a failed load is also announced as a toast.
  useEffect(() => {
    if (error) notifyError(common.errorTitle, copy.candidatesError);
  }, [error]);

  return (
    <Stack gap="xs">
      <Title order={3} fz="sm">
        {copy.candidatesTitle}
      </Title>
      {/* Issue 34: the rule the server orders them by. */}
      <Text size="xs" c="dimmed" data-testid="candidate-order">
        {candidateRanking.order}
      </Text>
      {error ? (
        <LoadError message={copy.candidatesError} onRetry={() => void mutate()} />
      ) : isLoading || !candidates ? (
        <Stack gap="xs" role="status" aria-label={common.loading}>
          <Skeleton height={48} />
          <Skeleton height={48} />
        </Stack>
      ) : candidates.length === 0 ? (
        <Text size="sm" c="dimmed" py="sm">
          {copy.noCandidates}
        </Text>
      ) : (
        <ScrollArea.Autosize mah="15rem" type="auto" offsetScrollbars viewportRef={viewport}>
          <Stack gap="xs" role="group" aria-label={copy.candidatesLabel}>
            {candidates.map((business) => (
              <CandidateRow
                key={business.id}
                business={business}
                checked={selected.has(business.id)}
                onToggle={(checked) => onToggle(business.id, checked)}
                onUpdated={onUpdated}
              />
            ))}
          </Stack>
        </ScrollArea.Autosize>
      )}
    </Stack>
  );
}
