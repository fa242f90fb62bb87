import { Anchor, Button } from '@mantine/core';
import { IconCircleCheck, IconHome, IconLinkOff, IconMailOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiRequestError } from '@trovapro/api-client';
import { SUPPORT_EMAIL, checkoutCommon, checkoutUnsubscribe as copy } from '@trovapro/copy';
import { notifyError } from '@trovapro/ui';
import { ResultCard } from '../../../components/result-card.tsx';
import { env } from '../../../lib/env.ts';
import { useUnsubscribe } from '../api/use-unsubscribe.ts';
import { readUnsubscribeLink, type UnsubscribeLink } from '../utils/unsubscribe-link.ts';

/**
 * `/business/unsubscribe?b=<businessId>&t=<token>`, the offer emails' stop link. Opening it changes nothing
 * (mail scanners open links): the business confirms with the button, which POSTs. A link missing either
 * parameter, or refused by the API (404), is «Link non valido».
 */
export function UnsubscribePage() {
  const [searchParams] = useSearchParams();
  const link = readUnsubscribeLink(searchParams);
  if (!link) return <InvalidLink />;
  return <Unsubscribe key={`${link.businessId}:${link.token}`} link={link} />;
}

/** The API does not know this business or token (404), or refuses the link's shape (400). */
function isInvalidLink(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.status === 404 || error.status === 400);
}

function Unsubscribe({ link }: { link: UnsubscribeLink }) {
  const { trigger, isMutating } = useUnsubscribe(link.businessId, link.token);
  const [outcome, setOutcome] = useState<'asking' | 'done' | 'invalid'>('asking');

  async function confirm() {
    try {
      await trigger();
      setOutcome('done');
    } catch (error) {
      if (isInvalidLink(error)) setOutcome('invalid');
      else notifyError(copy.errorTitle, copy.errorMessage);
    }
  }

  if (outcome === 'invalid') return <InvalidLink />;
  if (outcome === 'done') {
    return (
      <ResultCard
        icon={<IconCircleCheck size={34} />}
        color="teal"
        title={copy.doneTitle}
        message={
          <>
            {copy.donePrefix}
            <Anchor href={`mailto:${SUPPORT_EMAIL}`} inherit>
              {SUPPORT_EMAIL}
            </Anchor>
            .
          </>
        }
        actions={<HomeButton />}
      />
    );
  }
  return (
    <ResultCard
      icon={<IconMailOff size={34} />}
      color="brand"
      title={copy.title}
      message={copy.message}
      actions={
        <Button loading={isMutating} onClick={() => void confirm()} leftSection={<IconMailOff size={18} aria-hidden />}>
          {copy.confirm}
        </Button>
      }
    />
  );
}

function InvalidLink() {
  return (
    <ResultCard icon={<IconLinkOff size={34} />} color="gray" title={copy.invalidTitle} message={copy.invalidMessage} actions={<HomeButton />} />
  );
}

function HomeButton() {
  return (
    <Button component="a" href={env.publicSiteUrl} leftSection={<IconHome size={18} aria-hidden />}>
      {checkoutCommon.home}
    </Button>
  );
}
