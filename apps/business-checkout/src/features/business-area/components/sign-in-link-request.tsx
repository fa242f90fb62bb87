import { Alert, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { IconAlertTriangle, IconClock, IconInfoCircle, IconMailForward, IconPencil, IconRefresh } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { businessArea as copy } from '@trovapro/copy';
import { isValidEmail } from '@trovapro/domain';
import { notifySuccess } from '@trovapro/ui';
import { useRequestLink, type LinkRequestOutcome } from '../api/use-request-link.ts';
import { useFocusOnArrival } from '../hooks/use-focus-on-arrival.ts';
import { signInNotice } from '../utils/area-sign-in-state.ts';
import { AreaCard } from './area-card.tsx';

/** The longest email the API takes (`EmailSchema`). */
const EMAIL_MAX_LENGTH = 254;

/**
 * The request of a sign-in link. Once sent, the API's message (the same whatever the email: nobody learns from it
 * whether an address is a business's), the address, «Invia di nuovo» and «Cambia email» (back to the form, the email
 * as typed). A 429 says when to try again, in place.
 */
export function SignInLinkRequest() {
  const location = useLocation();
  const notice = signInNotice(location.state);
  const { send, sending } = useRequestLink();
  const [sent, setSent] = useState<{ email: string; message: string } | null>(null);
  const [refusal, setRefusal] = useState<Exclude<LinkRequestOutcome, { kind: 'sent' }> | null>(null);
  /** Back from «Cambia email»: the field takes the focus. */
  const [changingEmail, setChangingEmail] = useState(false);
  const titleRef = useFocusOnArrival<HTMLHeadingElement>();
  const form = useForm({
    initialValues: { email: '' },
    validate: {
      email: (value) => (value.trim() === '' ? copy.emailRequired : isValidEmail(value.trim()) ? null : copy.emailInvalid),
    },
  });

  async function request(email: string, again: boolean) {
    setRefusal(null);
    const outcome = await send(email);
    if (outcome.kind !== 'sent') {
      setRefusal(outcome);
      return;
    }
    setSent({ email, message: outcome.message });
    if (again) notifySuccess(copy.sentAgain);
  }

  return (
    <AreaCard title={copy.title} titleRef={titleRef} subtitle={copy.intro}>
      {refusal && <RefusalAlert refusal={refusal} />}
      {sent ? (
        <LinkSent
          email={sent.email}
          message={sent.message}
          sending={sending}
          onSendAgain={() => void request(sent.email, true)}
          onChangeEmail={() => {
            setSent(null);
            setRefusal(null);
            setChangingEmail(true);
          }}
        />
      ) : (
        <>
          {notice && !refusal && (
            <Alert
              color={notice === 'sessionExpired' ? 'orange' : 'blue'}
              variant="light"
              icon={notice === 'sessionExpired' ? <IconClock size={18} aria-hidden /> : <IconInfoCircle size={18} aria-hidden />}
              role="status"
            >
              {notice === 'sessionExpired' ? copy.sessionExpired : copy.signedOut}
            </Alert>
          )}
          <Text fz="sm">{copy.howItWorks}</Text>
          <form onSubmit={form.onSubmit(({ email }) => void request(email.trim(), false))} noValidate>
            <Stack gap="md">
              <EmailField form={form} focusOnMount={changingEmail} />
              <Button type="submit" loading={sending} leftSection={<IconMailForward size={18} aria-hidden />}>
                {copy.submit}
              </Button>
            </Stack>
          </form>
        </>
      )}
    </AreaCard>
  );
}

type EmailForm = UseFormReturnType<{ email: string }>;

/** The email field; back from «Cambia email» it takes the focus, with what was typed still in it. */
function EmailField({ form, focusOnMount }: { form: EmailForm; focusOnMount: boolean }) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focusOnMount) input.current?.focus();
  }, []);
  return (
    <TextInput
      ref={input}
      label={copy.emailLabel}
      description={copy.emailDescription}
      placeholder={copy.emailPlaceholder}
      type="email"
      autoComplete="email"
      maxLength={EMAIL_MAX_LENGTH}
      withAsterisk
      aria-required
      {...form.getInputProps('email')}
    />
  );
}

function RefusalAlert({ refusal }: { refusal: Exclude<LinkRequestOutcome, { kind: 'sent' }> }) {
  return refusal.kind === 'tooMany' ? (
    <Alert color="orange" variant="light" icon={<IconClock size={18} aria-hidden />} title={copy.tooManyTitle} role="alert">
      {copy.tooMany(refusal.minutes)}
    </Alert>
  ) : (
    <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} title={copy.sendFailureTitle} role="alert">
      {copy.sendFailure}
    </Alert>
  );
}

interface LinkSentProps {
  email: string;
  message: string;
  sending: boolean;
  onSendAgain: () => void;
  onChangeEmail: () => void;
}

function LinkSent({ email, message, sending, onSendAgain, onChangeEmail }: LinkSentProps) {
  const titleRef = useFocusOnArrival<HTMLHeadingElement>();
  return (
    <Stack gap="md">
      <Title order={2} fz="h4" ref={titleRef} tabIndex={-1} style={{ outline: 'none' }}>
        {copy.sentTitle}
      </Title>
      <Text>{message}</Text>
      <Text>
        {copy.sentTo}{' '}
        <Text span fw={700} style={{ overflowWrap: 'anywhere' }}>
          {email}
        </Text>
      </Text>
      <Text fz="sm" c="dimmed">
        {copy.sentHint}
      </Text>
      <Group gap="sm">
        <Button variant="light" loading={sending} onClick={onSendAgain} leftSection={<IconRefresh size={18} aria-hidden />}>
          {copy.sendAgain}
        </Button>
        <Button variant="subtle" onClick={onChangeEmail} leftSection={<IconPencil size={18} aria-hidden />}>
          {copy.changeEmail}
        </Button>
      </Group>
    </Stack>
  );
}
