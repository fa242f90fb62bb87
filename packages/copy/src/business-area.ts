/** «Area aziende» (issue 33): the business's own pages on the checkout host. */
export const businessArea = {
  title: 'Area aziende',
} as const;
