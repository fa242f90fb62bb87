import { Button } from '@mantine/core';
import { IconHome, IconSearchOff } from '@tabler/icons-react';
import { checkoutCommon, checkoutLeadUnavailable as copy } from '@trovapro/copy';
import { ResultCard } from '../../../components/result-card.tsx';
import { env } from '../../../lib/env.ts';

export interface LeadUnavailableProps {
  /** `missing`: the link names no lead; `unavailable`: the API refused it (unknown, sold out, network). */
  reason: 'missing' | 'unavailable';
}

export function LeadUnavailable({ reason }: LeadUnavailableProps) {
  const missing = reason === 'missing';
  return (
    <ResultCard
      icon={<IconSearchOff size={34} />}
      color="gray"
      title={missing ? copy.missingTitle : copy.unavailableTitle}
      message={missing ? copy.missingMessage : copy.unavailableMessage}
      actions={
        <Button component="a" href={env.publicSiteUrl} leftSection={<IconHome size={18} aria-hidden />}>
          {checkoutCommon.home}
        </Button>
      }
    />
  );
}
