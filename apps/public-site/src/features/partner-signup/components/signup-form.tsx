import { useId, type FormEvent, type Ref } from 'react';
import { partnerSignupCopy as copy, type PartnerSignupField } from '@trovapro/copy';
import { CATEGORIES } from '@trovapro/domain';
import { type FieldErrors, isCategory, isReach, REACHES, type SignupValues } from '../utils/signup-values.ts';
import { ComunePicker } from './comune-picker.tsx';
import { ActionButton, describedBy, FieldError, TextField } from './form-controls.tsx';
import classes from './partner-signup.module.css';

/** Where the privacy notice and the terms live (server-rendered pages; opened beside the form, which keeps its data). */
const PRIVACY_HREF = '/privacy';
const TERMS_HREF = '/termini';
const BUSINESS_TERMS_HREF = '/termini-aziende';

export interface SignupFormProps {
  values: SignupValues;
  onChange: (patch: Partial<SignupValues>) => void;
  errors: FieldErrors;
  /** A failure that names no field (429, network), shown above the button. */
  formError: string | null;
  busy: boolean;
  onSubmit: () => void;
  /** Each field's element, so the first one with a problem can be focused. */
  fieldRef: (field: PartnerSignupField) => Ref<HTMLElement>;
}

/**
 * Step 1: the company's data. Every field is required; a problem is written under its field (the form's own
 * checks, or the API's `field`); everything typed stays on a failure.
 */
export function SignupForm({ values, onChange, errors, formError, busy, onSubmit, fieldRef }: SignupFormProps) {
  const id = useId();
  const categoryId = `${id}-category`;
  const reachErrorId = `${id}-reach-error`;
  const privacyId = `${id}-privacy`;
  const termsId = `${id}-terms`;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!busy) onSubmit();
  }

  return (
    <form className={classes.form} onSubmit={handleSubmit} noValidate>
      <p className={`${classes.intro} ${classes.wide}`}>{copy.formIntro}</p>
      <TextField
        ref={fieldRef('companyName') as Ref<HTMLInputElement>}
        label={copy.companyNameLabel}
        name="companyName"
        autoComplete="organization"
        maxLength={200}
        required
        readOnly={busy}
        value={values.companyName}
        error={errors.companyName}
        onChange={(event) => onChange({ companyName: event.currentTarget.value })}
      />
      <TextField
        ref={fieldRef('email') as Ref<HTMLInputElement>}
        label={copy.emailLabel}
        hint={copy.emailHint}
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        maxLength={254}
        required
        readOnly={busy}
        value={values.email}
        error={errors.email}
        onChange={(event) => onChange({ email: event.currentTarget.value })}
      />
      <TextField
        ref={fieldRef('phone') as Ref<HTMLInputElement>}
        label={copy.phoneLabel}
        name="phone"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        placeholder={copy.phonePlaceholder}
        maxLength={40}
        required
        readOnly={busy}
        value={values.phone}
        error={errors.phone}
        onChange={(event) => onChange({ phone: event.currentTarget.value })}
      />
      <TextField
        ref={fieldRef('vatNumber') as Ref<HTMLInputElement>}
        label={copy.vatNumberLabel}
        hint={copy.vatNumberHint}
        name="vatNumber"
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        maxLength={20}
        required
        readOnly={busy}
        value={values.vatNumber}
        error={errors.vatNumber}
        onChange={(event) => onChange({ vatNumber: event.currentTarget.value })}
      />
      <div className={classes.field}>
        <label className={classes.label} htmlFor={categoryId}>
          {copy.categoryLabel}
        </label>
        <select
          ref={fieldRef('category') as Ref<HTMLSelectElement>}
          id={categoryId}
          name="category"
          className={classes.input}
          required
          value={values.category}
          aria-invalid={errors.category ? true : undefined}
          aria-describedby={describedBy(errors.category && `${categoryId}-error`)}
          onChange={(event) => {
            const value = event.currentTarget.value;
            if (!busy) onChange({ category: isCategory(value) ? value : '' });
          }}
        >
          <option value="">{copy.categoryPlaceholder}</option>
          {CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </select>
        {errors.category && <FieldError id={`${categoryId}-error`}>{errors.category}</FieldError>}
      </div>
      <ComunePicker
        ref={fieldRef('comune') as Ref<HTMLInputElement>}
        text={values.comuneText}
        chosen={values.comune}
        readOnly={busy}
        error={errors.comune}
        onChange={(comuneText, comune) => onChange({ comuneText, comune })}
      />
      <fieldset className={`${classes.fieldset} ${classes.wide}`} aria-describedby={describedBy(errors.serviceReach && reachErrorId)}>
        <legend className={classes.legend}>{copy.reachLegend}</legend>
        <div className={classes.choices}>
          {REACHES.map((reach, index) => (
            <label key={reach} className={classes.choice}>
              <input
                ref={index === 0 ? (fieldRef('serviceReach') as Ref<HTMLInputElement>) : undefined}
                type="radio"
                name="serviceReach"
                value={reach}
                checked={values.serviceReach === reach}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  if (!busy && isReach(value)) onChange({ serviceReach: value });
                }}
              />
              {copy.reachOptions[reach]}
            </label>
          ))}
        </div>
        {errors.serviceReach && <FieldError id={reachErrorId}>{errors.serviceReach}</FieldError>}
      </fieldset>
      <div className={`${classes.field} ${classes.wide}`}>
        <div className={classes.check}>
          <input
            ref={fieldRef('privacy') as Ref<HTMLInputElement>}
            id={privacyId}
            type="checkbox"
            name="privacy"
            required
            checked={values.privacy}
            aria-invalid={errors.privacy ? true : undefined}
            aria-describedby={describedBy(errors.privacy && `${privacyId}-error`)}
            onChange={(event) => {
              const checked = event.currentTarget.checked;
              if (!busy) onChange({ privacy: checked });
            }}
          />
          <label htmlFor={privacyId}>
            {copy.privacyBefore}
            <a href={PRIVACY_HREF} target="_blank" rel="noopener">
              {copy.privacyLink}
            </a>
            {copy.privacyMiddle}
            <a href={TERMS_HREF} target="_blank" rel="noopener">
              {copy.termsLink}
            </a>
          </label>
        </div>
        {errors.privacy && <FieldError id={`${privacyId}-error`}>{errors.privacy}</FieldError>}
      </div>
      <div className={`${classes.field} ${classes.wide}`}>
        <div className={classes.check}>
          <input
            ref={fieldRef('terms') as Ref<HTMLInputElement>}
            id={termsId}
            type="checkbox"
            name="terms"
            required
            checked={values.terms}
            aria-invalid={errors.terms ? true : undefined}
            aria-describedby={describedBy(errors.terms && `${termsId}-error`)}
            onChange={(event) => {
              const checked = event.currentTarget.checked;
              if (!busy) onChange({ terms: checked });
            }}
          />
          <label htmlFor={termsId}>
            {copy.businessTermsBefore}
            <a href={BUSINESS_TERMS_HREF} target="_blank" rel="noopener">
              {copy.businessTermsLink}
            </a>
          </label>
        </div>
        {errors.terms && <FieldError id={`${termsId}-error`}>{errors.terms}</FieldError>}
      </div>
      {formError !== null && (
        <p role="alert" className={`${classes.alert} ${classes.wide}`}>
          {formError}
        </p>
      )}
      <div className={`${classes.actions} ${classes.wide}`}>
        <ActionButton type="submit" busy={busy}>
          {copy.submit}
        </ActionButton>
      </div>
    </form>
  );
}
