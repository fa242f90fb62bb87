import { Anchor, Badge, Button, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ApiRequestError } from '@trovapro/api-client';
import { adminReviews as copy, common, formatDate, formatDateTime } from '@trovapro/copy';
import { ADMIN_SECTION_PATHS, REVIEW_STATUSES, type AdminReview, type ReviewEvent, type ReviewStatus } from '@trovapro/domain';
import { ConfirmDialog, notifyError, notifySuccess, PagedList } from '@trovapro/ui';
import { ReasonDialog } from '../../../components/reason-dialog.tsx';
import { actionErrorMessage } from '../../../lib/action-error.ts';
import { parseOption, useListParams } from '../../../lib/use-list-params.ts';
import { usePageInRange } from '../../../lib/use-page-in-range.ts';
import { useGetReviews, useHideReview, usePublishReview } from '../api/use-reviews.ts';

const FILTERS = ['status'] as const;
const STATUS_OPTIONS = REVIEW_STATUSES.map((status) => ({ value: status, label: copy.statuses[status] }));
const STATUS_COLORS: Readonly<Record<ReviewStatus, string>> = { pending: 'yellow', published: 'teal', hidden: 'gray' };

/**
 * Issue 34 «Recensioni»: the customers' reviews by status, those to decide first (oldest first). Each with its stars,
 * comment, author, business, category and comune, dates, the business's reply or until when it may come, and its
 * history; «Pubblica» once the business replied or its days are over, «Nascondi» with a reason (a published one too).
 */
export function ReviewsPanel() {
  const { filters, page, setFilter, setPage } = useListParams(FILTERS);
  const status = parseOption(filters.status, REVIEW_STATUSES) ?? 'pending';
  const { data, error, isLoading, mutate } = useGetReviews(status, page);
  usePageInRange(page, data?.totalPages, setPage);

  return (
    <Stack gap="md">
      <div>
        <Title order={2} fz="h3">
          {copy.title}
        </Title>
        <Text size="sm" c="dimmed">
          {copy.description}
        </Text>
      </div>
      <Stack gap={4}>
        <Text size="sm" fw={500} id="reviews-status-label">
          {copy.statusFilter}
        </Text>
        <SegmentedControl
          aria-labelledby="reviews-status-label"
          data={STATUS_OPTIONS}
          value={status}
          onChange={(next) => setFilter('status', next === 'pending' ? undefined : next)}
          w={{ base: '100%', xs: 'auto' }}
          style={{ alignSelf: 'flex-start' }}
        />
      </Stack>
      <PagedList
        data={data}
        error={error}
        isLoading={isLoading}
        onRetry={() => void mutate()}
        rowsOf={(loaded) => loaded.reviews}
        texts={copy}
        page={page}
        onPageChange={setPage}
      >
        {(reviews) => (
          <Stack gap="sm">
            {reviews.map((review) => (
              <ReviewCard key={review.id} review={review} />
            ))}
          </Stack>
        )}
      </PagedList>
    </Stack>
  );
}

function Stars({ rating }: { rating: number }) {
  return (
    <Text component="span" size="lg" c="yellow.8" aria-label={copy.stars(rating)} role="img" style={{ letterSpacing: '0.1em' }}>
      {'★'.repeat(rating)}
      <Text component="span" c="gray.5" inherit>
        {'☆'.repeat(5 - rating)}
      </Text>
    </Text>
  );
}

function ReviewCard({ review }: { review: AdminReview }) {
  const [showHistory, setShowHistory] = useState(false);
  const [publishing, setPublishing] = useState(false);
  const [hiding, setHiding] = useState(false);
  const titleId = `review-${review.id}`;
  const pastDeadline = new Date(review.replyUntil).getTime() <= Date.now();
  return (
    <Paper component="article" withBorder p="md" aria-labelledby={titleId} data-testid="review">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2} miw={0} style={{ flex: '1 1 18rem' }}>
            <Title order={3} fz="md" id={titleId} style={{ overflowWrap: 'anywhere' }}>
              {review.business.name} · {review.lead.category}
              {review.lead.place ? ` · ${review.lead.place}` : ''}
            </Title>
            <Group gap="xs" wrap="wrap">
              <Stars rating={review.rating} />
              <Text size="sm" c="dimmed">
                {copy.author(review.authorName ?? copy.anonymous)} · {copy.writtenOn(formatDate(review.createdAt))}
              </Text>
            </Group>
            {review.anonymisedAt !== null && (
              <Text size="xs" c="dimmed">
                {copy.anonymised(formatDate(review.anonymisedAt))}
              </Text>
            )}
          </Stack>
          <Badge color={STATUS_COLORS[review.status]} variant="light" tt="none" size="lg">
            {copy.badges[review.status]}
          </Badge>
        </Group>

        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} c={review.comment ? undefined : 'dimmed'}>
          {review.comment ?? copy.noComment}
        </Text>

        <Paper bg="gray.0" p="sm" radius="sm">
          {review.reply !== null ? (
            <Stack gap={2}>
              <Text size="xs" c="dimmed">
                {copy.reply}
                {review.repliedAt !== null ? ` · ${copy.repliedOn(formatDate(review.repliedAt))}` : ''}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {review.reply}
              </Text>
            </Stack>
          ) : (
            <Text size="sm" c="dimmed">
              {pastDeadline ? copy.noReply(formatDate(review.replyUntil)) : copy.replyUntil(formatDate(review.replyUntil))}
            </Text>
          )}
        </Paper>

        {review.status === 'hidden' && review.hiddenReason !== null && (
          <Text size="sm" c="dimmed">
            {copy.hiddenReason(review.hiddenReason)}
          </Text>
        )}

        <Group justify="space-between" gap="sm">
          <Group gap="sm">
            <Anchor component={Link} to={`${ADMIN_SECTION_PATHS.leads}?lead=${review.lead.id}`} size="sm">
              {copy.openLead}
            </Anchor>
            <Button
              variant="subtle"
              size="compact-sm"
              aria-expanded={showHistory}
              rightSection={showHistory ? <IconChevronUp size={14} aria-hidden /> : <IconChevronDown size={14} aria-hidden />}
              onClick={() => setShowHistory((shown) => !shown)}
            >
              {copy.history}
            </Button>
          </Group>
          <Group gap="sm">
            {review.status !== 'hidden' && (
              <Button variant="default" color="red" onClick={() => setHiding(true)}>
                {copy.hide}
              </Button>
            )}
            {review.status !== 'published' && (
              <Button color="teal" disabled={!review.publishable} onClick={() => setPublishing(true)}>
                {copy.publish}
              </Button>
            )}
          </Group>
        </Group>
        {review.status !== 'published' && !review.publishable && (
          <Text size="xs" c="dimmed" ta="right">
            {copy.publishWaits(formatDate(review.replyUntil))}
          </Text>
        )}
        {showHistory && <ReviewHistory events={review.events} />}
      </Stack>
      <PublishDialog review={review} opened={publishing} onClose={() => setPublishing(false)} />
      <HideDialog review={review} opened={hiding} onClose={() => setHiding(false)} />
    </Paper>
  );
}

function ReviewHistory({ events }: { events: readonly ReviewEvent[] }) {
  return (
    <Stack gap={4} pt="xs">
      <Title order={4} fz="sm">
        {copy.history}
      </Title>
      <Stack component="ol" gap={2} m={0} pl="md">
        {events.map((event) => (
          <Text component="li" size="sm" key={`${event.type}-${event.at}`}>
            {formatDateTime(event.at)} — {copy.events[event.type]}
            {event.adminName ? ` ${copy.byAdmin(event.adminName)}` : ''}
            {event.reason ? ` (${copy.eventReason(event.reason)})` : ''}
          </Text>
        ))}
      </Stack>
    </Stack>
  );
}

/** Closes after a success or a refusal (409: decided meanwhile, the list refreshed); a failure keeps it, to try again. */
const closesAfter = (error: unknown) => error instanceof ApiRequestError && error.status < 500;

function PublishDialog({ review, opened, onClose }: { review: AdminReview; opened: boolean; onClose: () => void }) {
  const { trigger, isMutating } = usePublishReview(review.id);
  async function publish() {
    try {
      await trigger();
      notifySuccess(copy.published);
    } catch (error) {
      notifyError(common.errorTitle, actionErrorMessage(error, copy.publishError));
      if (!closesAfter(error)) return;
    }
    onClose();
  }
  return (
    <ConfirmDialog
      opened={opened}
      title={copy.publishTitle}
      message={copy.publishMessage(review.business.name)}
      confirmLabel={copy.publish}
      loading={isMutating}
      onConfirm={() => void publish()}
      onCancel={onClose}
    />
  );
}

function HideDialog({ review, opened, onClose }: { review: AdminReview; opened: boolean; onClose: () => void }) {
  const { trigger, isMutating } = useHideReview(review.id);
  async function hide(reason: string) {
    try {
      await trigger(reason);
      notifySuccess(copy.hidden);
    } catch (error) {
      notifyError(common.errorTitle, actionErrorMessage(error, copy.hideError));
      if (!closesAfter(error)) return;
    }
    onClose();
  }
  return (
    <ReasonDialog
      opened={opened}
      title={copy.hideTitle}
      message={copy.hideMessage}
      reasonLabel={copy.hideReason}
      reasonHint={copy.hideReasonHint}
      reasonRequired={copy.hideReasonRequired}
      confirmLabel={copy.hide}
      loading={isMutating}
      onConfirm={(reason) => void hide(reason)}
      onCancel={onClose}
    />
  );
}
