import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconClock, IconClockX, IconLinkOff, IconMailForward, IconRepeatOff } from '@tabler/icons-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { businessArea as copy } from '@trovapro/copy';
import { ResultCard } from '../../../components/result-card.tsx';
import { paths } from '../../../lib/paths.ts';
import { useOpenSession, type SignInRefusal } from '../api/use-open-session.ts';

/** The longest token the API takes (`BusinessSessionBodySchema`): a longer one is no link, and is not sent. */
const MAX_TOKEN_LENGTH = 200;

/**
 * `/area/accesso#<token>`, the page the emailed link opens. The token is in the fragment (never sent to a server, nor
 * in its logs); it is taken out of the address bar at once, then spent once — the ref keeps React's development
 * double effect from spending it twice, which would answer «già usato». Signed in, the purchases replace this page.
 */
export function AreaAccessPage() {
  const location = useLocation();
  // Another link opened in this tab while the page is shown only changes the fragment: it is spent afresh. (The
  // browser's own fragment navigation gives every such location the same key, 'default': the fragment tells them apart.)
  const [arrival, setArrival] = useState({ key: location.key, hash: location.hash, count: 0 });
  if (location.hash !== '' && (location.key !== arrival.key || location.hash !== arrival.hash)) {
    setArrival({ key: location.key, hash: location.hash, count: arrival.count + 1 });
  }
  return <LinkSignIn key={arrival.count} hash={arrival.hash} />;
}

function LinkSignIn({ hash }: { hash: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  const openSession = useOpenSession();
  const [token] = useState(() => readToken(hash));
  const [refusal, setRefusal] = useState<SignInRefusal | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void navigate({ pathname: location.pathname, search: location.search, hash: '' }, { replace: true });
    if (token === null) {
      setRefusal({ kind: 'invalid_token' });
      return;
    }
    void openSession(token).then((outcome) => {
      if (outcome.kind === 'signedIn') void navigate(paths.areaPurchases, { replace: true });
      else setRefusal(outcome);
    });
  }, []);

  if (refusal === null) {
    return (
      <Center py={64}>
        <Stack align="center" gap="sm" role="status" aria-live="polite">
          <Loader />
          <Text>{copy.signingIn}</Text>
        </Stack>
      </Center>
    );
  }
  const { icon, title, message } = explain(refusal);
  return (
    <ResultCard
      icon={icon}
      color={refusal.kind === 'failed' ? 'red' : 'orange'}
      title={title}
      message={message}
      actions={
        <Button component={Link} to={paths.area} leftSection={<IconMailForward size={18} aria-hidden />}>
          {copy.askNewLink}
        </Button>
      }
    />
  );
}

/** The fragment's token, or null when there is none a link could carry. */
function readToken(hash: string): string | null {
  let token: string;
  try {
    token = decodeURIComponent(hash.replace(/^#/, '')).trim();
  } catch {
    return null;
  }
  return token === '' || token.length > MAX_TOKEN_LENGTH ? null : token;
}

/** What the business is told of a link that did not sign it in. */
function explain(refusal: SignInRefusal): { icon: ReactNode; title: string; message: string } {
  switch (refusal.kind) {
    case 'link_expired':
      return { icon: <IconClockX size={34} />, title: copy.linkExpiredTitle, message: copy.linkExpired };
    case 'link_already_used':
      return { icon: <IconRepeatOff size={34} />, title: copy.linkUsedTitle, message: copy.linkUsed };
    case 'invalid_token':
      return { icon: <IconLinkOff size={34} />, title: copy.linkInvalidTitle, message: copy.linkInvalid };
    case 'too_many_requests':
      return { icon: <IconClock size={34} />, title: copy.tooManyTitle, message: copy.tooManyTries(refusal.minutes) };
    case 'failed':
      return { icon: <IconAlertTriangle size={34} />, title: copy.signInFailureTitle, message: copy.signInFailure };
  }
}
