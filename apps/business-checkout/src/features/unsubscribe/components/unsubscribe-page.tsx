import { Anchor, Button, Loader } from '@mantine/core';
import {
  IconAlertTriangle,
  IconBan,
  IconBellRinging,
  IconClock,
  IconHome,
  IconLinkOff,
  IconMailOff,
  IconPlayerPause,
  IconRefresh,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { ApiRequestError } from '@trovapro/api-client';
import { checkoutCommon, checkoutUnsubscribe as copy, formatDate } from '@trovapro/copy';
import type { OffersStatus } from '@trovapro/domain';
import { notifyError, notifySuccess } from '@trovapro/ui';
import { ResultCard } from '../../../components/result-card.tsx';
import { env } from '../../../lib/env.ts';
import { useOffersStatus } from '../api/use-offers-status.ts';
import { useResumeOffers } from '../api/use-resume-offers.ts';
import { useUnsubscribe } from '../api/use-unsubscribe.ts';
import { readUnsubscribeLink, type UnsubscribeLink } from '../utils/unsubscribe-link.ts';

/**
 * `/business/unsubscribe?b=<businessId>&t=<token>`, the offer emails' stop link. The page reads where the
 * business's offers stand from the server (so a reload shows the same): active → the stop button (opening
 * the link changes nothing: mail scanners open links); stopped by the business → since when, and «Riattiva le
 * offerte»; paused by the admin, pending or refused → who to write to, no button that cannot work. A link
 * missing either parameter, or refused by the API (404), is «Link non valido».
 */
export function UnsubscribePage() {
  const [searchParams] = useSearchParams();
  const link = readUnsubscribeLink(searchParams);
  if (!link) return <InvalidLink />;
  return <Offers key={`${link.businessId}:${link.token}`} link={link} />;
}

/** The API does not know this business or token (404), or refuses the link's shape (400). */
function isInvalidLink(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.status === 404 || error.status === 400);
}

function Offers({ link }: { link: UnsubscribeLink }) {
  const { data: status, error, isValidating, mutate } = useOffersStatus(link.businessId, link.token);
  const stop = useUnsubscribe(link.businessId, link.token);
  const resume = useResumeOffers(link.businessId, link.token);

  // Both writes refresh the status themselves (their hooks share its SWR key).
  async function confirmStop() {
    try {
      await stop.trigger();
      notifySuccess(copy.stoppedToast);
    } catch (failure) {
      if (!isInvalidLink(failure)) notifyError(copy.errorTitle, copy.errorMessage);
    }
  }

  async function confirmResume() {
    try {
      await resume.trigger();
      notifySuccess(copy.resumedToast, copy.resumedToastMessage);
    } catch (failure) {
      // Refused (the admin paused the offers meanwhile) or gone: the page shows what the server says now.
      if (failure instanceof ApiRequestError && failure.status === 409) notifyError(copy.errorTitle, failure.serverMessage ?? copy.errorMessage);
      else if (!isInvalidLink(failure)) notifyError(copy.errorTitle, copy.errorMessage);
    }
  }

  if (status) {
    return (
      <OffersState status={status} stop={{ run: confirmStop, busy: stop.isMutating }} resume={{ run: confirmResume, busy: resume.isMutating }} />
    );
  }
  if (isValidating) return <ResultCard icon={<Loader size={30} />} color="brand" title={copy.loading} message="" actions={null} />;
  if (isInvalidLink(error)) return <InvalidLink />;
  return (
    <ResultCard
      icon={<IconAlertTriangle size={34} />}
      color="red"
      title={copy.loadErrorTitle}
      message={copy.loadErrorMessage}
      actions={
        <Button onClick={() => void mutate()} leftSection={<IconRefresh size={18} aria-hidden />}>
          {copy.retry}
        </Button>
      }
    />
  );
}

interface Action {
  run: () => Promise<void>;
  busy: boolean;
}

function OffersState({ status, stop, resume }: { status: OffersStatus; stop: Action; resume: Action }) {
  const support = (text: string): ReactNode => (
    <>
      {text}
      <Anchor href={`mailto:${status.supportEmail}`} inherit>
        {status.supportEmail}
      </Anchor>
      .
    </>
  );
  switch (status.state) {
    case 'active':
      return (
        <ResultCard
          icon={<IconMailOff size={34} />}
          color="brand"
          title={copy.title}
          message={copy.message}
          actions={
            <Button loading={stop.busy} onClick={() => void stop.run()} leftSection={<IconMailOff size={18} aria-hidden />}>
              {copy.confirm}
            </Button>
          }
        />
      );
    case 'stopped':
      return (
        <ResultCard
          icon={<IconPlayerPause size={34} />}
          color="orange"
          title={copy.stoppedTitle(status.stoppedAt === null ? null : formatDate(status.stoppedAt))}
          message={copy.stoppedMessage}
          actions={
            <Button loading={resume.busy} onClick={() => void resume.run()} leftSection={<IconBellRinging size={18} aria-hidden />}>
              {copy.resume}
            </Button>
          }
        />
      );
    case 'paused':
      return (
        <ResultCard
          icon={<IconPlayerPause size={34} />}
          color="gray"
          title={copy.pausedTitle}
          message={support(copy.pausedMessage)}
          actions={<HomeButton />}
        />
      );
    case 'pending':
      return (
        <ResultCard
          icon={<IconClock size={34} />}
          color="gray"
          title={copy.pendingTitle}
          message={support(copy.pendingMessage)}
          actions={<HomeButton />}
        />
      );
    case 'refused':
      return (
        <ResultCard
          icon={<IconBan size={34} />}
          color="gray"
          title={copy.refusedTitle}
          message={support(copy.refusedMessage)}
          actions={<HomeButton />}
        />
      );
  }
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
