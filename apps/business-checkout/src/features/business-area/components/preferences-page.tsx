import {
  Alert,
  Button,
  Checkbox,
  Fieldset,
  Grid,
  Group,
  Modal,
  MultiSelect,
  Paper,
  Radio,
  Skeleton,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconInfoCircle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useBlocker, useNavigate } from 'react-router';
import { ApiRequestError, errorMessage } from '@trovapro/api-client';
import { businessArea, businessPreferencesPage as copy, checkoutBilling as billingCopy } from '@trovapro/copy';
import { CATEGORIES, type BusinessPreferences, type ComuneOption } from '@trovapro/domain';
import { LoadError, notifyError, notifySuccess } from '@trovapro/ui';
import { paths } from '../../../lib/paths.ts';
import { useBusinessMe } from '../api/use-business-me.ts';
import { useBusinessPreferences, useComuniSearch, useSaveBusinessPreferences } from '../api/use-business-preferences.ts';
import { useSignOut } from '../api/use-sign-out.ts';
import { useFocusOnArrival } from '../hooks/use-focus-on-arrival.ts';
import { isUnauthorized, useLeaveWhenSignedOut } from '../hooks/use-leave-when-signed-out.ts';
import type { AreaSignInState } from '../utils/area-sign-in-state.ts';
import { bodyOf, fieldOfApi, REACH_CHOICES, sameValues, valuesOf, type PreferencesValues, type ReachChoice } from '../utils/preferences-form.ts';
import { AreaHeader } from './area-header.tsx';

/**
 * `/area/preferenze` (issue 33): which leads the signed-in business wants (categories, reach, highest price, weekly
 * cap), pause and resume, contacts and billing data. Saved with one PUT; the API's refusal of a field is said at the
 * field; leaving with unsaved changes asks first. No session → `/area`.
 */
export function PreferencesPage() {
  const navigate = useNavigate();
  const me = useBusinessMe();
  const preferences = useBusinessPreferences();
  const { signOut, signingOut } = useSignOut();
  const leaving = useLeaveWhenSignedOut(me.data === null || isUnauthorized(me.error) || isUnauthorized(preferences.error));
  const titleRef = useFocusOnArrival<HTMLHeadingElement>(me.data);

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
    return <PreferencesSkeleton />;
  }
  return (
    <Stack gap="lg" maw={880} mx="auto">
      <AreaHeader account={me.data} titleRef={titleRef} signingOut={signingOut} onSignOut={() => void leave()} />
      <Stack gap="xs">
        <Title order={2} fz="h3">
          {copy.title}
        </Title>
        <Text c="dimmed">{copy.intro}</Text>
      </Stack>
      {preferences.error && !preferences.data ? (
        <LoadError message={copy.loadError} onRetry={() => void preferences.mutate()} />
      ) : !preferences.data ? (
        <PreferencesSkeleton />
      ) : (
        <PreferencesForm key={preferences.data.weekStartedAt} preferences={preferences.data} />
      )}
    </Stack>
  );
}

function PreferencesSkeleton() {
  return (
    <Stack gap="md" role="status" aria-label={copy.loading} maw={880} mx="auto" w="100%">
      <Skeleton height={120} />
      <Skeleton height={160} />
      <Skeleton height={120} />
    </Stack>
  );
}

const section = { root: { minInlineSize: 0 } } as const;

function PreferencesForm({ preferences }: { preferences: BusinessPreferences }) {
  const save = useSaveBusinessPreferences();
  const [saved, setSaved] = useState(preferences);
  const [saving, setSaving] = useState(false);
  const form = useForm<PreferencesValues>({ initialValues: valuesOf(preferences) });
  const values = form.values;
  const dirty = !sameValues(values, valuesOf(saved));
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && !saving && currentLocation.pathname !== nextLocation.pathname);

  // Closing or reloading the tab with unsaved changes: the browser's own question.
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  async function submit() {
    if (values.categories.length === 0) {
      form.setFieldError('categories', copy.fieldsInvalid);
      return;
    }
    setSaving(true);
    try {
      const answer = await save(bodyOf(values));
      setSaved(answer);
      form.setValues(valuesOf(answer));
      form.resetDirty(valuesOf(answer));
      notifySuccess(copy.saved);
    } catch (error) {
      const field = error instanceof ApiRequestError && error.status === 400 ? fieldOfApi(error.field) : undefined;
      if (field && error instanceof ApiRequestError) {
        form.setFieldError(field, error.serverMessage ?? copy.fieldsInvalid);
        notifyError(copy.fieldsInvalid);
      } else {
        notifyError(errorMessage(error, copy.saveFailure));
      }
    } finally {
      setSaving(false);
    }
  }

  const seat = saved.seat;
  const reachMeans: Record<ReachChoice, string> = {
    comune: copy.reachMeans.comune(seat.comune?.name ?? null),
    comuni: copy.reachMeans.comuni,
    province: copy.reachMeans.province(seat.comune?.province ?? seat.provinceCode),
    region: copy.reachMeans.region(seat.region),
    everywhere: copy.reachMeans.everywhere,
  };
  const adminPaused = saved.paused && !saved.canResume;

  return (
    <form onSubmit={form.onSubmit(() => void submit())} noValidate>
      <Stack gap="lg">
        <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="lg">
            <Checkbox.Group label={copy.categoriesLegend} description={copy.categoriesDescription} withAsterisk {...form.getInputProps('categories')}>
              <Grid gap="xs" mt="xs">
                {CATEGORIES.map((category) => (
                  <Grid.Col key={category} span={{ base: 6, sm: 4 }}>
                    <Checkbox value={category} label={category} />
                  </Grid.Col>
                ))}
              </Grid>
            </Checkbox.Group>

            <Radio.Group label={copy.reachLegend} description={copy.reachDescription} {...form.getInputProps('reach')}>
              <Stack gap="xs" mt="xs">
                {REACH_CHOICES.map((choice) => (
                  <Radio key={choice} value={choice} label={copy.reachOptions[choice]} />
                ))}
              </Stack>
            </Radio.Group>
            <Text fz="sm" c="dimmed" mt={-8}>
              {reachMeans[values.reach]}
            </Text>
            {values.reach === 'comuni' && (
              <ComuniPicker
                value={values.comuni}
                onChange={(comuni) => form.setFieldValue('comuni', comuni)}
                error={form.errors.comuni as string | undefined}
              />
            )}
          </Stack>
        </Paper>

        <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
          <Fieldset variant="unstyled" legend={<SectionLegend text={copy.pricesLegend} />} styles={section}>
            <Stack gap="md">
              <Grid gap="md">
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <TextInput
                    label={copy.maxPriceLabel}
                    description={copy.maxPriceDescription}
                    placeholder={copy.amountPlaceholder}
                    inputMode="decimal"
                    rightSection={copy.euro}
                    maxLength={20}
                    {...form.getInputProps('maxPrice')}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <TextInput
                    label={copy.weeklyCapLabel}
                    description={copy.weeklyCapDescription}
                    placeholder={copy.amountPlaceholder}
                    inputMode="decimal"
                    rightSection={copy.euro}
                    maxLength={20}
                    {...form.getInputProps('weeklyCap')}
                  />
                </Grid.Col>
              </Grid>
              <Text fw={600} data-testid="spent-this-week">
                {copy.spentThisWeek(saved.spentThisWeek, saved.weeklyCap)}
              </Text>
            </Stack>
          </Fieldset>
        </Paper>

        <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
          <Fieldset variant="unstyled" legend={<SectionLegend text={copy.pauseLegend} />} styles={section}>
            <Stack gap="xs">
              <Switch
                label={copy.pauseLabel}
                disabled={adminPaused}
                {...form.getInputProps('paused', { type: 'checkbox' })}
                error={form.errors.paused}
              />
              {adminPaused ? (
                <Alert color="gray" variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
                  {copy.pausedByAdmin}
                </Alert>
              ) : (
                <Text fz="sm" c="dimmed">
                  {values.paused ? copy.pausedMeans : copy.activeMeans}
                </Text>
              )}
            </Stack>
          </Fieldset>
        </Paper>

        <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
          <Fieldset variant="unstyled" legend={<SectionLegend text={copy.contactsLegend} />} styles={section}>
            <Stack gap="md">
              <TextInput label={copy.emailLabel} description={copy.emailHint} value={saved.email} readOnly />
              <Grid gap="md">
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <TextInput label={copy.phoneLabel} type="tel" autoComplete="tel" maxLength={40} {...form.getInputProps('phone')} />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <TextInput
                    label={copy.websiteLabel}
                    type="url"
                    placeholder={copy.websitePlaceholder}
                    maxLength={500}
                    {...form.getInputProps('website')}
                  />
                </Grid.Col>
              </Grid>
            </Stack>
          </Fieldset>
        </Paper>

        <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
          <Fieldset variant="unstyled" legend={<SectionLegend text={copy.billingLegend} />} styles={section}>
            <Stack gap="sm">
              <Text fz="sm" c="dimmed">
                {copy.billingDescription}
              </Text>
              <Switch label={copy.billingToggle} {...form.getInputProps('billingEnabled', { type: 'checkbox' })} />
              {values.billingEnabled && <BillingFields form={form} />}
            </Stack>
          </Fieldset>
        </Paper>

        <Group justify="flex-end">
          <Button type="submit" loading={saving}>
            {copy.save}
          </Button>
        </Group>
      </Stack>
      <Modal opened={blocker.state === 'blocked'} onClose={() => blocker.reset?.()} title={copy.unsavedTitle} centered>
        <Stack gap="md">
          <Text>{copy.unsavedMessage}</Text>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => blocker.reset?.()}>
              {copy.stay}
            </Button>
            <Button color="red" onClick={() => blocker.proceed?.()}>
              {copy.leave}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </form>
  );
}

function SectionLegend({ text }: { text: string }) {
  return (
    <Text component="span" fw={700} fz="md">
      {text}
    </Text>
  );
}

type Form = ReturnType<typeof useForm<PreferencesValues>>;

function BillingFields({ form }: { form: Form }) {
  const upperCase = (name: 'province' | 'sdiCode') => ({
    ...form.getInputProps(name),
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => form.setFieldValue(name, event.currentTarget.value.toUpperCase()),
  });
  return (
    <Stack gap="sm">
      <TextInput label={billingCopy.taxIdLabel} withAsterisk maxLength={24} autoComplete="off" {...form.getInputProps('taxId')} />
      <TextInput label={billingCopy.streetLabel} withAsterisk maxLength={200} autoComplete="address-line1" {...form.getInputProps('street')} />
      <TextInput label={billingCopy.cityLabel} withAsterisk maxLength={100} autoComplete="address-level2" {...form.getInputProps('city')} />
      <Grid gap="sm">
        <Grid.Col span={6}>
          <TextInput
            label={billingCopy.postalCodeLabel}
            withAsterisk
            inputMode="numeric"
            maxLength={5}
            autoComplete="postal-code"
            {...form.getInputProps('postalCode')}
          />
        </Grid.Col>
        <Grid.Col span={6}>
          <TextInput label={billingCopy.provinceLabel} withAsterisk maxLength={2} autoComplete="address-level1" {...upperCase('province')} />
        </Grid.Col>
      </Grid>
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, xs: 5 }}>
          <TextInput label={billingCopy.sdiLabel} maxLength={7} autoComplete="off" {...upperCase('sdiCode')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, xs: 7 }}>
          <TextInput label={billingCopy.pecLabel} type="email" maxLength={254} autoComplete="off" {...form.getInputProps('pec')} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

const comuneLabel = (comune: ComuneOption) => `${comune.name} (${comune.provinceCode})`;

/** «Elenco di comuni»: a search of the comuni (`GET /api/comuni?q=`), the chosen ones as removable pills. */
function ComuniPicker({ value, onChange, error }: { value: ComuneOption[]; onChange: (comuni: ComuneOption[]) => void; error?: string | undefined }) {
  const [search, setSearch] = useState('');
  const found = useComuniSearch(search);
  const known = new Map<string, ComuneOption>();
  for (const comune of [...value, ...(found.data ?? [])]) known.set(comune.istatCode, comune);
  const data = [...known.values()].map((comune) => ({ value: comune.istatCode, label: comuneLabel(comune) }));
  const typed = search.trim().length >= 2;
  return (
    <MultiSelect
      label={copy.comuniLabel}
      placeholder={copy.comuniPlaceholder}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      data={data}
      value={value.map((comune) => comune.istatCode)}
      onChange={(codes) => onChange(codes.flatMap((code) => known.get(code) ?? []))}
      // The server searched already; the field only shows what it found.
      filter={({ options }) => (typed ? options : [])}
      nothingFoundMessage={typed ? (found.error ? copy.comuniSearchError : found.isLoading ? undefined : copy.comuniNothingFound) : undefined}
      hidePickedOptions
      error={error}
      withAsterisk
    />
  );
}
