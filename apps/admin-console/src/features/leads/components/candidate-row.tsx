import { Badge, Button, Checkbox, Group, Paper, SimpleGrid, Stack, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { businessSelection as copy, candidatePosition, candidateRanking, common, preferenceMismatchTexts } from '@trovapro/copy';
import type { Business, PlaceRelation, PreferenceCheck, PreferenceMismatch, ReviewRatingSummary, UpdateBusinessBody } from '@trovapro/domain';
import { notifyError, notifySuccess } from '@trovapro/ui';
import { IconAction } from '../../../components/icon-action.tsx';
import { useUnsavedChanges } from '../../../components/unsaved-changes.tsx';
import { actionErrorMessage } from '../../../lib/action-error.ts';
import type { ListedCandidate } from '../api/use-get-candidate-businesses.ts';
import { useUpdateBusiness } from '../../../lib/use-update-business.ts';

/** Nearer is stronger: the same comune stands out, another area fades. */
const RELATION_COLORS: Record<PlaceRelation, string> = {
  same_comune: 'teal',
  same_province: 'blue',
  same_region: 'indigo',
  elsewhere: 'gray',
};

type EditableFields = Pick<Required<UpdateBusinessBody>, 'name' | 'email' | 'phone' | 'location'>;

const editableOf = (business: Business): EditableFields => ({
  name: business.name,
  email: business.email,
  phone: business.phone ?? '',
  location: business.location,
});

/** The fields that changed; an emptied location keeps the old one (a business always has one). */
function changes(before: EditableFields, after: EditableFields): UpdateBusinessBody {
  const trimmed = { name: after.name.trim(), email: after.email.trim(), phone: after.phone.trim(), location: after.location.trim() };
  const body: UpdateBusinessBody = {};
  if (trimmed.name !== before.name) body.name = trimmed.name;
  if (trimmed.email !== before.email) body.email = trimmed.email;
  if (trimmed.phone !== before.phone) body.phone = trimmed.phone;
  if (trimmed.location && trimmed.location !== before.location) body.location = trimmed.location;
  return body;
}

export interface CandidateRowProps {
  business: ListedCandidate;
  checked: boolean;
  onToggle: (checked: boolean) => void;
  onUpdated: (business: Business) => void;
}

/** One candidate: a checkbox, where it is, and an inline edit of name, email, phone and location (product §2, §5). */
export function CandidateRow({ business, checked, onToggle, onUpdated }: CandidateRowProps) {
  const [editing, setEditing] = useState(false);
  return editing ? (
    <CandidateEditForm business={business} onDone={() => setEditing(false)} onUpdated={onUpdated} />
  ) : (
    <CandidateView business={business} checked={checked} onToggle={onToggle} onEdit={() => setEditing(true)} />
  );
}

/** The inline edit, mounted per opening: it starts from the business as it is now. */
function CandidateEditForm({
  business,
  onDone,
  onUpdated,
}: {
  business: ListedCandidate;
  onDone: () => void;
  onUpdated: (business: Business) => void;
}) {
  const form = useForm<EditableFields>({ initialValues: editableOf(business) });
  const { trigger, isMutating } = useUpdateBusiness(business.id);
  const draft = form.values;
  const canSave = draft.name.trim() !== '' && draft.email.trim() !== '';
  useUnsavedChanges(Object.keys(changes(editableOf(business), draft)).length > 0);

  async function save() {
    if (!canSave) return;
    const body = changes(editableOf(business), draft);
    if (Object.keys(body).length === 0) {
      onDone();
      return;
    }
    try {
      const updated = await trigger(body);
      onDone();
      notifySuccess(copy.businessUpdatedTitle, updated.name);
      onUpdated(updated);
    } catch (error) {
      notifyError(common.errorTitle, actionErrorMessage(error, copy.businessUpdateError));
    }
  }

  const field = (name: keyof EditableFields) => form.getInputProps(name);
  return (
    <Paper withBorder p="sm" radius="md">
      <form onSubmit={form.onSubmit(() => void save())} noValidate aria-label={copy.editBusiness(business.name)}>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
          <TextInput size="xs" label={copy.name} withAsterisk {...field('name')} />
          <TextInput size="xs" label={copy.email} type="email" withAsterisk {...field('email')} />
          <TextInput size="xs" label={copy.phone} type="tel" {...field('phone')} />
          <TextInput size="xs" label={copy.businessLocation} {...field('location')} />
        </SimpleGrid>
        <Group justify="flex-end" gap="xs" mt="xs">
          <Button size="xs" variant="default" onClick={onDone} disabled={isMutating}>
            {copy.cancel}
          </Button>
          <Button size="xs" type="submit" disabled={!canSave} loading={isMutating}>
            {copy.save}
          </Button>
        </Group>
      </form>
    </Paper>
  );
}

/** «Fuori zona», «Prezzo oltre il massimo (30,00 €)»… */
function mismatchText(reason: PreferenceMismatch, check: PreferenceCheck): string {
  return reason === 'price' ? preferenceMismatchTexts.price(check.maxPrice) : preferenceMismatchTexts[reason];
}

/** «★ 4,6 (12)» with its words for a screen reader, or «Nessuna recensione». */
function CandidateRating({ rating }: { rating: ReviewRatingSummary | null }) {
  if (rating === null) {
    return (
      <Text size="xs" c="dimmed" data-testid="candidate-rating">
        {candidateRanking.noReviews}
      </Text>
    );
  }
  return (
    <Text size="xs" fw={600} data-testid="candidate-rating">
      <span aria-hidden>{candidateRanking.rating(rating.average, rating.count)}</span>
      <VisuallyHidden>{candidateRanking.ratingLabel(rating.average, rating.count)}</VisuallyHidden>
    </Text>
  );
}

function CandidateView({ business, checked, onToggle, onEdit }: Omit<CandidateRowProps, 'onUpdated'> & { onEdit: () => void }) {
  const details = [business.email, business.phone, business.location].filter(Boolean).join(' · ');
  // Issue 33: a business whose «Preferenze» refuse the lead is shown with why, and cannot be ticked.
  const refused = business.preferenceCheck !== undefined && !business.preferenceCheck.accepts ? business.preferenceCheck : null;
  return (
    <Paper withBorder p="sm" radius="md">
      <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
        <Stack gap={6} miw={0} style={{ flex: 1 }}>
          <Checkbox
            label={business.name}
            description={details}
            checked={checked && refused === null}
            disabled={refused !== null}
            onChange={(event) => onToggle(event.currentTarget.checked)}
            // A long email wraps on a phone rather than widening the list.
            styles={{ description: { overflowWrap: 'anywhere' } }}
          />
          {(business.placeRelation || business.rating !== undefined) && (
            <Group gap="xs" ml={32}>
              {business.placeRelation && (
                <Badge variant="light" size="sm" color={RELATION_COLORS[business.placeRelation]}>
                  {copy.placeRelations[business.placeRelation]}
                </Badge>
              )}
              {/* Issue 34: its published reviews, which order it within its place. */}
              {business.rating !== undefined && <CandidateRating rating={business.rating} />}
            </Group>
          )}
          {/* Issue 35 §3: its place in the ranking and why, «1° · Stesso comune · Accetta le preferenze · …». */}
          {business.ranking && (
            <Text size="xs" c="dimmed" ml={32} data-testid="candidate-ranking" style={{ overflowWrap: 'anywhere' }}>
              <Text span fw={700} c={business.ranking.suggested ? 'teal.9' : undefined}>
                {candidatePosition(business.ranking.position)}
              </Text>
              {business.ranking.reasons.map((reason) => ` · ${reason}`).join('')}
            </Text>
          )}
          {refused && (
            <Group gap={4} ml={32}>
              {refused.mismatches.map((reason) => (
                <Badge
                  key={reason}
                  variant="light"
                  size="sm"
                  color="orange"
                  // A long reason («Prezzo oltre il massimo (30,00 €)») wraps on a phone rather than being cut.
                  styles={{ root: { height: 'auto', maxWidth: '100%' }, label: { whiteSpace: 'normal', overflow: 'visible' } }}
                >
                  {mismatchText(reason, refused)}
                </Badge>
              ))}
            </Group>
          )}
        </Stack>
        <IconAction kind="edit" label={copy.editBusiness(business.name)} onClick={onEdit} />
      </Group>
    </Paper>
  );
}
