/** The content writers (product §3 Blog post): texts a generated article carries by default. */
export const writerCopy = {
  defaultCallToAction: 'Richiedi un preventivo gratuito',
} as const;
