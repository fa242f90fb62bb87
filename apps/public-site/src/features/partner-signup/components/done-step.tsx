import type { Ref } from 'react';
import { partnerSignupCopy as copy } from '@trovapro/copy';
import classes from './partner-signup.module.css';

/** Step 3: the sign-up is confirmed; the business waits for the admin's approval. */
export function DoneStep({ titleRef }: { titleRef: Ref<HTMLHeadingElement> }) {
  return (
    <div className={classes.done}>
      <span className={classes.doneIcon} aria-hidden>
        <svg
          aria-hidden="true"
          width="24"
          height="24"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M5 12l5 5l10 -10" />
        </svg>
      </span>
      <div>
        <h3 ref={titleRef} className={classes.stepTitle} tabIndex={-1}>
          {copy.doneTitle}
        </h3>
        <p className={classes.stepText}>{copy.doneText}</p>
      </div>
    </div>
  );
}
