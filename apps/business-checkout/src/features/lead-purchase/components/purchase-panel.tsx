import { Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { BusinessLeadView, PurchaseBody, PurchaseResponse } from '@trovapro/domain';
import { checkoutCompany } from '@trovapro/copy';
import { CompanyForm } from './company-form.tsx';
import { PaymentStep } from './payment-step.tsx';

interface Prepared {
  company: PurchaseBody;
  payment: PurchaseResponse;
}

/** Product §4 Purchase flow: the company step, then the card form for the payment the server created. */
export function PurchasePanel({ lead, token }: { lead: BusinessLeadView; token: string }) {
  const [prepared, setPrepared] = useState<Prepared | null>(null);
  return (
    <Paper withBorder shadow="xs" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} fz="h3">
            {checkoutCompany.title}
          </Title>
          <Text c="dimmed" fz="sm">
            {prepared ? checkoutCompany.buyingAs(prepared.company.businessName, prepared.company.businessEmail) : checkoutCompany.subtitle}
          </Text>
        </Stack>
        {prepared ? (
          <PaymentStep payment={prepared.payment} price={lead.price} />
        ) : (
          <CompanyForm
            leadId={lead.id}
            token={token}
            company={lead.invitedBusiness}
            termsToAccept={lead.termsToAccept}
            onPrepared={(company, payment) => setPrepared({ company, payment })}
          />
        )}
      </Stack>
    </Paper>
  );
}
