import { Alert, Button, Group, NumberInput, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { adminAutomation as copy } from '@trovapro/copy';
import { DISPATCH_LIMITS, type DispatchRule, type UpdateDispatchRuleBody } from '@trovapro/domain';
import { CategoryIcon, notifySuccess } from '@trovapro/ui';
import { useUnsavedChanges } from '../../../components/unsaved-changes.tsx';
import { actionErrorMessage } from '../../../lib/action-error.ts';
import { useUpdateDispatchRule } from '../api/use-dispatch-rules.ts';

type NumberField = 'topN' | 'holdMinutes' | 'waveHours';
type Draft = Record<NumberField, number | string>;

const draftOf = (rule: DispatchRule): Draft => ({ topN: rule.topN, holdMinutes: rule.holdMinutes, waveHours: rule.waveHours });

/** Each field's range; «Aziende per richiesta» never past LEAD_MAX_OFFERS. */
function limitsOf(maxOffers: number): Record<NumberField, { min: number; max: number }> {
  return {
    topN: { min: DISPATCH_LIMITS.topN.min, max: Math.min(DISPATCH_LIMITS.topN.max, maxOffers) },
    holdMinutes: DISPATCH_LIMITS.holdMinutes,
    waveHours: DISPATCH_LIMITS.waveHours,
  };
}

/** The field's whole number within its range, else null. */
function fieldValue(raw: number | string, limits: { min: number; max: number }): number | null {
  const value = typeof raw === 'number' ? raw : raw.trim() === '' ? Number.NaN : Number(raw);
  return Number.isInteger(value) && value >= limits.min && value <= limits.max ? value : null;
}

export interface RuleCardProps {
  rule: DispatchRule;
  maxOffers: number;
  onSaved: (rule: DispatchRule) => void;
}

/**
 * One category's rule: the switch saves at once (switching off stops the leads waiting), the three numbers are a
 * draft saved with «Salva», disabled until one changed. A refused or failed save keeps the draft and says why.
 */
export function RuleCard({ rule, maxOffers, onSaved }: RuleCardProps) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(rule));
  const [serverError, setServerError] = useState<string | null>(null);
  const { trigger, isMutating } = useUpdateDispatchRule(rule.category);
  const limits = limitsOf(maxOffers);
  const values = {
    topN: fieldValue(draft.topN, limits.topN),
    holdMinutes: fieldValue(draft.holdMinutes, limits.holdMinutes),
    waveHours: fieldValue(draft.waveHours, limits.waveHours),
  };
  const changed = (Object.keys(values) as NumberField[]).some((field) => String(draft[field]) !== String(rule[field]));
  const valid = values.topN !== null && values.holdMinutes !== null && values.waveHours !== null;
  useUnsavedChanges(changed);

  async function save(body: UpdateDispatchRuleBody, message: string, keepDraft: boolean) {
    setServerError(null);
    try {
      const saved = await trigger(body);
      onSaved(saved);
      if (!keepDraft) setDraft(draftOf(saved));
      notifySuccess(copy.savedTitle, message);
    } catch (error) {
      setServerError(actionErrorMessage(error, copy.saveError));
    }
  }

  function saveNumbers() {
    if (!valid || values.topN === null || values.holdMinutes === null || values.waveHours === null) return;
    void save(
      { enabled: rule.enabled, topN: values.topN, holdMinutes: values.holdMinutes, waveHours: values.waveHours },
      copy.savedMessage(rule.category),
      false,
    );
  }

  // The switch saves the rule as stored with only `enabled` changed: a draft of the numbers stays a draft.
  function switchTo(enabled: boolean) {
    void save(
      { enabled, topN: rule.topN, holdMinutes: rule.holdMinutes, waveHours: rule.waveHours },
      enabled ? copy.switchedOn(rule.category) : copy.switchedOff(rule.category),
      true,
    );
  }

  const field = (name: NumberField, label: string, description: string) => (
    <NumberInput
      label={label}
      description={description}
      value={draft[name]}
      onChange={(value) => setDraft((current) => ({ ...current, [name]: value }))}
      min={limits[name].min}
      max={limits[name].max}
      allowDecimal={false}
      allowNegative={false}
      clampBehavior="none"
      error={values[name] === null ? copy.outOfRange(limits[name].min, limits[name].max) : undefined}
      disabled={isMutating}
    />
  );

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={rule.category}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          saveNumbers();
        }}
      >
        <Stack gap="sm">
          <Group gap="xs" wrap="nowrap">
            <CategoryIcon category={rule.category} size={20} />
            <Title order={3} fz="md">
              {rule.category}
            </Title>
          </Group>
          <Switch
            label={copy.enabled}
            description={copy.switchOffHint}
            checked={rule.enabled}
            onChange={(event) => switchTo(event.currentTarget.checked)}
            disabled={isMutating}
          />
          {field('topN', copy.topN, copy.topNHint(limits.topN.max))}
          {field('holdMinutes', copy.holdMinutes, copy.holdMinutesHint)}
          {field('waveHours', copy.waveHours, copy.waveHoursHint)}
          {serverError && (
            <Alert color="red" variant="light" role="alert">
              {serverError}
            </Alert>
          )}
          <Group justify="space-between" align="center" gap="xs">
            <Text size="xs" c="dimmed" data-testid="rule-saved">
              {rule.updatedAt === null ? copy.neverSaved : copy.savedBy(rule.updatedBy, rule.updatedAt)}
            </Text>
            <Button type="submit" disabled={!changed || !valid} loading={isMutating}>
              {copy.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
