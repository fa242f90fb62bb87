import { Badge, Button, Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconMessageReply } from '@tabler/icons-react';
import { useState } from 'react';
import { businessReviewsPage as copy, formatDate } from '@trovapro/copy';
import type { BusinessReview, ReviewStatus } from '@trovapro/domain';
import { ReviewReplyDialog } from './review-reply-dialog.tsx';

const STATUS_COLORS: Record<ReviewStatus, string> = { pending: 'yellow', published: 'teal', hidden: 'gray' };

export interface ReviewCardProps {
  review: BusinessReview;
  onSessionEnded: () => void;
}

/**
 * One review: its stars, author («Cliente» once anonymised), status as the business may see it, the request it is
 * about and when, the comment, and the business's reply — «Rispondi» / «Modifica la risposta» while it may, read-only after.
 */
export function ReviewCard({ review, onSessionEnded }: ReviewCardProps) {
  const [replying, setReplying] = useState(false);
  const titleId = `review-${review.id}`;
  const author = review.author ?? copy.anonymous;
  const reviewedOn = formatDate(review.createdAt);
  return (
    <Paper component="article" withBorder shadow="xs" p={{ base: 'md', sm: 'lg' }} aria-labelledby={titleId} data-testid="review">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2} miw={0} style={{ flex: '1 1 14rem' }}>
            <Group gap="sm" wrap="nowrap" align="center">
              <Title order={3} fz="h4" id={titleId} style={{ overflowWrap: 'anywhere' }}>
                {author}
              </Title>
              <Text span fz={20} fw={700} c="orange.9" lh={1} style={{ whiteSpace: 'nowrap' }} data-testid="review-stars">
                <span aria-hidden>{'★'.repeat(review.stars) + '☆'.repeat(5 - review.stars)}</span>
                <VisuallyHidden>{copy.stars(review.stars)}</VisuallyHidden>
              </Text>
            </Group>
            <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {copy.requestTitle(review.category, review.place)} · {copy.requestedOn(formatDate(review.requestedAt))} · {copy.reviewedOn(reviewedOn)}
            </Text>
          </Stack>
          <Badge color={STATUS_COLORS[review.status]} variant="light" tt="none" size="lg" fw={600} c="dark.7">
            {copy.statuses[review.status]}
          </Badge>
        </Group>

        <Text
          style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
          c={review.comment ? undefined : 'dimmed'}
          fs={review.comment ? undefined : 'italic'}
        >
          {review.comment ?? copy.noComment}
        </Text>
        {review.status === 'hidden' && (
          <Text fz="sm" c="dimmed">
            {copy.hiddenNote}
          </Text>
        )}

        {review.reply !== null && (
          <Paper bg="gray.0" p="sm" radius="sm" data-testid="review-reply">
            <Stack gap={4}>
              <Text fz="sm" fw={700}>
                {copy.replyTitle}
              </Text>
              <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{review.reply}</Text>
              {review.repliedAt !== null && (
                <Text fz="xs" c="dimmed">
                  {copy.repliedOn(formatDate(review.repliedAt))}
                </Text>
              )}
            </Stack>
          </Paper>
        )}

        {review.canReply ? (
          <Group justify="space-between" align="center" gap="sm">
            <Text fz="sm">{copy.replyUntil(review.replyUntil)}</Text>
            <Button
              variant={review.reply === null ? 'filled' : 'light'}
              leftSection={<IconMessageReply size={18} aria-hidden />}
              onClick={() => setReplying(true)}
              aria-label={review.reply === null ? copy.replyTo(author, reviewedOn) : copy.editReplyTo(author, reviewedOn)}
            >
              {review.reply === null ? copy.reply : copy.editReply}
            </Button>
          </Group>
        ) : (
          review.status === 'pending' && (
            <Text fz="sm" c="dimmed">
              {copy.replyClosed}
            </Text>
          )
        )}
      </Stack>
      <ReviewReplyDialog review={review} opened={replying} onClose={() => setReplying(false)} onSessionEnded={onSessionEnded} />
    </Paper>
  );
}
