import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { chatCopy, privacySite, serviceTrades } from '@trovapro/copy';
import { useLegalInfo } from '../../../lib/use-legal-info.ts';
import type { DetailsResult } from '../hooks/use-chat-flow.ts';
import { useFocusWhenReady } from '../hooks/use-focus-when-ready.ts';
import { loadPhoneRule } from '../../../lib/load-phone-rule.ts';
import classes from './chat.module.css';
import { ChatButton, ChatField } from './chat-controls.tsx';

export interface DetailsFormProps {
  busy: boolean;
  /** The request's service, one of the six (the consent says which businesses: «aziende di idraulica»). */
  category: string | null;
  onSubmit: (details: { name: string; phone: string; consent: boolean }) => Promise<DetailsResult>;
}

/**
 * Product §4 step 6: name (required), phone (optional, checked as an Italian number before sending) and the
 * consent to share them and the email with the businesses (required, never ticked in advance; how many
 * businesses comes from `GET /api/legal`, asked when this step opens). A refused value keeps what was
 * typed and gets the focus; a phone or a missing consent says what is wrong under the field.
 */
export function DetailsForm({ busy, category, onSubmit }: DetailsFormProps) {
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [phoneInvalid, setPhoneInvalid] = useState(false);
  const [consent, setConsent] = useState(false);
  const [consentMissing, setConsentMissing] = useState(false);
  const consentInput = useRef<HTMLInputElement>(null);
  const consentId = useId();
  const { data: legal } = useLegalInfo();
  const nameInput = useRef<HTMLInputElement>(null);
  const phoneInput = useRef<HTMLInputElement>(null);
  const form = useRef<HTMLFormElement>(null);
  useFocusWhenReady(nameInput, busy);

  // The phone rule is fetched while the visitor types, so the check does not wait for it.
  useEffect(() => {
    loadPhoneRule().catch(() => {});
  }, []);

  // The consent's sentence grows once GET /api/legal answers with the numbers: the whole form back in view.
  useEffect(() => {
    if (legal !== undefined) form.current?.scrollIntoView?.({ block: 'nearest' });
  }, [legal]);

  // The message under the phone makes the step taller: the whole form back in view, the phone focused.
  useEffect(() => {
    if (!phoneInvalid) return;
    form.current?.scrollIntoView?.({ block: 'nearest' });
    phoneInput.current?.focus({ preventScroll: true });
  }, [phoneInvalid]);

  useEffect(() => {
    if (!consentMissing) return;
    form.current?.scrollIntoView?.({ block: 'nearest' });
    consentInput.current?.focus({ preventScroll: true });
  }, [consentMissing]);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = await onSubmit({ name, phone, consent });
    if (result === 'nameMissing') nameInput.current?.focus();
    if (result === 'phoneInvalid') {
      setPhoneInvalid(true);
      phoneInput.current?.focus();
    }
    if (result === 'consentMissing') {
      setConsentMissing(true);
      consentInput.current?.focus();
    }
  }

  return (
    <form ref={form} className={classes.form} data-layout="grid" onSubmit={handleSubmit} noValidate>
      <ChatField
        ref={nameInput}
        label={chatCopy.nameLabel}
        placeholder={chatCopy.namePlaceholder}
        autoComplete="name"
        maxLength={120}
        required
        readOnly={busy}
        value={name}
        onChange={(event) => setName(event.currentTarget.value)}
      />
      <ChatField
        ref={phoneInput}
        label={chatCopy.phoneLabel}
        placeholder={chatCopy.phonePlaceholder}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        maxLength={40}
        readOnly={busy}
        value={phone}
        error={phoneInvalid ? chatCopy.phoneInvalid : undefined}
        onChange={(event) => {
          setPhone(event.currentTarget.value);
          setPhoneInvalid(false);
        }}
      />
      <div className={classes.consent}>
        <div className={classes.consentRow}>
          <input
            ref={consentInput}
            id={consentId}
            type="checkbox"
            className={classes.checkbox}
            checked={consent}
            disabled={busy}
            required
            aria-required
            aria-invalid={consentMissing || undefined}
            aria-describedby={consentMissing ? `${consentId}-error` : undefined}
            onChange={(event) => {
              setConsent(event.currentTarget.checked);
              setConsentMissing(false);
            }}
          />
          <label className={classes.consentLabel} htmlFor={consentId}>
            {privacySite.consentLabel(
              legal ? { maxOffers: legal.leadMaxOffers, maxBuyers: legal.leadMaxBuyers, customerChooses: legal.customerChooses } : null,
              (category !== null && serviceTrades[category]) || '',
            )}{' '}
            (
            <a href="/privacy" target="_blank" rel="noopener">
              {privacySite.emailNoticeLink}
            </a>
            )
            <span className={classes.required} aria-hidden>
              {' *'}
            </span>
          </label>
        </div>
        {consentMissing && (
          <p id={`${consentId}-error`} className={classes.fieldError}>
            {privacySite.consentRequired}
          </p>
        )}
      </div>
      <ChatButton type="submit" busy={busy}>
        {chatCopy.detailsSubmit}
      </ChatButton>
    </form>
  );
}
