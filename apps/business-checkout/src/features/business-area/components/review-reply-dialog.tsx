import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { ApiRequestError, errorMessage } from '@trovapro/api-client';
import { businessReviewsPage as copy } from '@trovapro/copy';
import { REVIEW_REPLY_MAX, type BusinessReview } from '@trovapro/domain';
import { notifySuccess } from '@trovapro/ui';
import { useReplyToReview } from '../api/use-business-reviews.ts';
import { isUnauthorized } from '../hooks/use-leave-when-signed-out.ts';

export interface ReviewReplyDialogProps {
  review: BusinessReview;
  opened: boolean;
  onClose: () => void;
  /** A 401 while saving: the page leaves for `/area`. */
  onSessionEnded: () => void;
}

/**
 * The business's reply to a review, in a dialog: one text of at most 1000 characters (counted as typed), starting from
 * the reply saved before. Closing it with the text changed asks first («Vuoi chiudere senza salvare?»).
 */
export function ReviewReplyDialog({ review, opened, onClose, onSessionEnded }: ReviewReplyDialogProps) {
  const [confirming, setConfirming] = useState(false);
  const [dirty, setDirty] = useState(false);

  function requestClose() {
    if (dirty && !confirming) setConfirming(true);
    else close();
  }

  function close() {
    setConfirming(false);
    setDirty(false);
    onClose();
  }

  return (
    <Modal opened={opened} onClose={requestClose} title={confirming ? copy.discardTitle : copy.dialogTitle} centered size="lg">
      {opened && (
        <>
          {confirming && (
            <Stack gap="md">
              <Text>{copy.discardMessage}</Text>
              <Group justify="flex-end" gap="sm">
                <Button variant="default" onClick={() => setConfirming(false)} data-autofocus>
                  {copy.keepWriting}
                </Button>
                <Button color="red" onClick={close}>
                  {copy.discard}
                </Button>
              </Group>
            </Stack>
          )}
          {/* Kept mounted (hidden) while asking, so «Continua a scrivere» finds the text as it was. */}
          <div hidden={confirming}>
            <ReplyForm review={review} onDirty={setDirty} onCancel={requestClose} onSaved={close} onSessionEnded={onSessionEnded} />
          </div>
        </>
      )}
    </Modal>
  );
}

interface ReplyFormProps {
  review: BusinessReview;
  onDirty: (dirty: boolean) => void;
  onCancel: () => void;
  onSaved: () => void;
  onSessionEnded: () => void;
}

function ReplyForm({ review, onDirty, onCancel, onSaved, onSessionEnded }: ReplyFormProps) {
  const { saveReply, saving } = useReplyToReview(review.id);
  const [text, setText] = useState(review.reply ?? '');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  function change(value: string) {
    setText(value);
    setFieldError(null);
    onDirty(value.trim() !== (review.reply ?? '').trim());
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const reply = text.trim();
    if (reply === '') return setFieldError(copy.replyRequired);
    if (reply.length > REVIEW_REPLY_MAX) return setFieldError(copy.replyTooLong(REVIEW_REPLY_MAX));
    setFailure(null);
    try {
      await saveReply(reply);
    } catch (error) {
      if (isUnauthorized(error)) return onSessionEnded();
      const status = error instanceof ApiRequestError ? error.status : undefined;
      // 409 (the days are over, or the admin decided) and 400 carry the API's own Italian words.
      setFailure(status === 429 ? copy.tooMany : status === 409 || status === 400 ? errorMessage(error, copy.saveFailure) : copy.saveFailure);
      return;
    }
    notifySuccess(copy.saved, copy.savedMessage);
    onSaved();
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <Text fz="sm">{copy.dialogIntro}</Text>
        <Textarea
          label={copy.replyLabel}
          withAsterisk
          description={copy.replyCount(text.length, REVIEW_REPLY_MAX)}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          rows={6}
          resize="vertical"
          maxLength={REVIEW_REPLY_MAX}
          value={text}
          error={fieldError}
          onChange={(event) => change(event.currentTarget.value)}
          data-autofocus
        />
        {failure !== null && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={saving}>
            {copy.cancel}
          </Button>
          <Button type="submit" loading={saving}>
            {copy.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
