import { Button, Stack, TextInput } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '@trovapro/api-client';
import type { PurchaseBody, PurchaseResponse } from '@trovapro/domain';
import { checkoutCompany as copy } from '@trovapro/copy';
import { notifyError } from '@trovapro/ui';
import { usePurchase } from '../api/use-purchase.ts';
import { checkCompany } from '../utils/company.ts';

export interface CompanyFormProps {
  leadId: string;
  /** The purchase link's token: the business buying. */
  token: string;
  /** The invited business's record, to start from (the buyer may change both). */
  company: { name: string; email: string };
  onPrepared: (company: PurchaseBody, payment: PurchaseResponse) => void;
}

/**
 * Company name and email, prefilled from the invited business, then `POST /api/business/purchase/:leadId`;
 * what was typed stays on failure.
 */
export function CompanyForm({ leadId, token, company, onPrepared }: CompanyFormProps) {
  const { trigger, isMutating } = usePurchase(leadId, token);
  const [name, setName] = useState(company.name);
  const [email, setEmail] = useState(company.email);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const check = checkCompany({ name, email });
    if (!check.ok) {
      notifyError(check.title, check.message);
      return;
    }
    try {
      onPrepared(check.body, await trigger(check.body));
    } catch (error) {
      // e.g. 409 (already bought by this email) or 410 (sold out) carry the server's Italian message.
      notifyError(copy.errorTitle, errorMessage(error, copy.errorMessage));
    }
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          label={copy.nameLabel}
          placeholder={copy.namePlaceholder}
          autoComplete="organization"
          maxLength={200}
          withAsterisk
          aria-required
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
        />
        <TextInput
          label={copy.emailLabel}
          placeholder={copy.emailPlaceholder}
          type="email"
          autoComplete="email"
          maxLength={254}
          withAsterisk
          aria-required
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
        />
        <Button type="submit" size="md" fullWidth loading={isMutating} rightSection={<IconArrowRight size={18} aria-hidden />}>
          {copy.submit}
        </Button>
      </Stack>
    </form>
  );
}
