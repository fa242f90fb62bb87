import { Anchor, Button, Checkbox, Fieldset, Grid, Stack, Text, TextInput, type TextInputProps } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useForm } from '@mantine/form';
import { useRef, useState } from 'react';
import { ApiRequestError, errorMessage } from '@trovapro/api-client';
import type { BusinessLeadView, PurchaseBody, PurchaseResponse } from '@trovapro/domain';
import { checkoutBilling as billingCopy, businessTermsCopy as termsCopy, checkoutCompany as copy } from '@trovapro/copy';
import { notifyError } from '@trovapro/ui';
import { usePurchase } from '../api/use-purchase.ts';
import {
  checkCompany,
  COMPANY_FIELDS,
  companyFieldOf,
  companyInputOf,
  type CompanyErrors,
  type CompanyField,
  type CompanyInput,
} from '../utils/company.ts';

export interface CompanyFormProps {
  leadId: string;
  /** The purchase link's token: the business buying. */
  token: string;
  /** The invited business's record, to start from (the buyer may change everything). */
  company: BusinessLeadView['invitedBusiness'];
  /** The terms for businesses to accept before paying (first purchase, or a new version), or null. */
  termsToAccept: BusinessLeadView['termsToAccept'];
  onPrepared: (company: PurchaseBody, payment: PurchaseResponse) => void;
}

/** A refusal of the server about one field it names (400 with `field`), with its Italian message. */
function refusedField(error: unknown): { field: CompanyField | 'acceptTerms'; message: string } | undefined {
  if (!(error instanceof ApiRequestError) || error.status !== 400 || !error.serverMessage) return undefined;
  const field = error.field === 'acceptTerms' ? 'acceptTerms' : companyFieldOf(error.field);
  return field && { field, message: error.serverMessage };
}

/**
 * Company name and email (product §5), then the billing data of the receipt, prefilled from the invited
 * business; then `POST /api/business/purchase/:leadId`. Each problem is said at its field (and the
 * product's toasts for name and email), the first such field takes the focus; what was typed stays on failure.
 */
export function CompanyForm({ leadId, token, company, termsToAccept, onPrepared }: CompanyFormProps) {
  const { trigger, isMutating } = usePurchase(leadId, token);
  // The domain's rules run on submit (`checkCompany`), which also chooses the toast; a field's error clears as it changes.
  const form = useForm<CompanyInput>({ initialValues: companyInputOf(company) });
  const inputs = useRef<Partial<Record<CompanyField, HTMLInputElement | null>>>({});
  // The terms' box (issue 33): shown only when the server asks for them; required then.
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [termsError, setTermsError] = useState<string | null>(null);
  const termsBox = useRef<HTMLInputElement | null>(null);

  function showTermsProblem(message: string) {
    setTermsError(message);
    termsBox.current?.focus();
  }

  function showProblems(problems: CompanyErrors) {
    form.setErrors(problems);
    const first = COMPANY_FIELDS.find((field) => problems[field]);
    if (first) inputs.current[first]?.focus();
  }

  async function submit(values: CompanyInput) {
    const check = checkCompany(values);
    if (!check.ok) {
      showProblems(check.errors);
      notifyError(check.title, check.message);
      return;
    }
    form.clearErrors();
    if (termsToAccept !== null && !termsAccepted) {
      showTermsProblem(termsCopy.checkoutRequired);
      return;
    }
    setTermsError(null);
    const body: PurchaseBody = termsToAccept === null ? check.body : { ...check.body, acceptTerms: true };
    try {
      onPrepared(body, await trigger(body));
    } catch (error) {
      const refused = refusedField(error);
      if (refused?.field === 'acceptTerms') {
        showTermsProblem(refused.message);
        return;
      }
      if (refused) {
        showProblems({ [refused.field]: refused.message });
        return;
      }
      // e.g. 409 (already bought by this email) or 410 (sold out) carry the server's Italian message.
      notifyError(copy.errorTitle, errorMessage(error, copy.errorMessage));
    }
  }

  /** The props every field shares: the form's value, problem and change handler (through `transform`), and its ref. */
  const field = (
    name: CompanyField,
    transform: (value: string) => string = (value) => value,
  ): Partial<TextInputProps> & {
    ref: (node: HTMLInputElement | null) => void;
  } => ({
    ...form.getInputProps(name),
    onChange: (event) => form.setFieldValue(name, transform(event.currentTarget.value)),
    ref: (node) => {
      inputs.current[name] = node;
    },
  });
  const required = { withAsterisk: true, 'aria-required': true } as const;
  const upperCase = (value: string) => value.toUpperCase();

  return (
    <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
      <Stack gap="md">
        <TextInput
          label={copy.nameLabel}
          placeholder={copy.namePlaceholder}
          autoComplete="organization"
          maxLength={200}
          {...required}
          {...field('name')}
        />
        <TextInput
          label={copy.emailLabel}
          placeholder={copy.emailPlaceholder}
          type="email"
          autoComplete="email"
          maxLength={254}
          {...required}
          {...field('email')}
        />
        <Fieldset
          variant="unstyled"
          legend={
            <Text component="span" fw={700} fz="md">
              {billingCopy.sectionTitle}
            </Text>
          }
          // A bare fieldset: no inset, so its fields line up with name and email.
          styles={{ root: { padding: 0, marginInline: 0, border: 0, minInlineSize: 0 }, legend: { padding: 0, marginBottom: 2 } }}
          mt={4}
        >
          <Stack gap="sm">
            <Text c="dimmed" fz="sm">
              {billingCopy.sectionHint}
            </Text>
            <TextInput
              label={billingCopy.taxIdLabel}
              placeholder={billingCopy.taxIdPlaceholder}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={24}
              {...required}
              {...field('taxId')}
            />
            <TextInput
              label={billingCopy.streetLabel}
              placeholder={billingCopy.streetPlaceholder}
              autoComplete="address-line1"
              maxLength={200}
              {...required}
              {...field('street')}
            />
            <TextInput
              label={billingCopy.cityLabel}
              placeholder={billingCopy.cityPlaceholder}
              autoComplete="address-level2"
              maxLength={100}
              {...required}
              {...field('city')}
            />
            <Grid gap="sm">
              <Grid.Col span={6}>
                <TextInput
                  label={billingCopy.postalCodeLabel}
                  placeholder={billingCopy.postalCodePlaceholder}
                  inputMode="numeric"
                  autoComplete="postal-code"
                  maxLength={5}
                  {...required}
                  {...field('postalCode')}
                />
              </Grid.Col>
              <Grid.Col span={6}>
                <TextInput
                  label={billingCopy.provinceLabel}
                  placeholder={billingCopy.provincePlaceholder}
                  autoComplete="address-level1"
                  autoCapitalize="characters"
                  maxLength={2}
                  {...required}
                  {...field('province', upperCase)}
                />
              </Grid.Col>
            </Grid>
            <Text c="dimmed" fz="sm">
              {billingCopy.eInvoiceHint}
            </Text>
            <Grid gap="sm">
              <Grid.Col span={{ base: 12, xs: 5 }}>
                <TextInput
                  label={billingCopy.sdiLabel}
                  placeholder={billingCopy.sdiPlaceholder}
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  maxLength={7}
                  {...field('sdiCode', upperCase)}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, xs: 7 }}>
                <TextInput
                  label={billingCopy.pecLabel}
                  placeholder={billingCopy.pecPlaceholder}
                  type="email"
                  autoComplete="off"
                  maxLength={254}
                  {...field('pec')}
                />
              </Grid.Col>
            </Grid>
          </Stack>
        </Fieldset>
        {termsToAccept !== null && (
          <Checkbox
            ref={termsBox}
            checked={termsAccepted}
            onChange={(event) => {
              setTermsAccepted(event.currentTarget.checked);
              if (event.currentTarget.checked) setTermsError(null);
            }}
            required
            aria-required
            label={
              <>
                {termsCopy.checkoutLabelBefore}
                <Anchor href={termsToAccept.url} target="_blank" rel="noopener">
                  {termsCopy.checkoutLink}
                </Anchor>
                {termsCopy.checkoutLabelAfter(termsToAccept.version)}
              </>
            }
            description={termsCopy.checkoutHint}
            error={termsError}
          />
        )}
        <Button type="submit" size="md" fullWidth loading={isMutating} rightSection={<IconArrowRight size={18} aria-hidden />}>
          {copy.submit}
        </Button>
      </Stack>
    </form>
  );
}
