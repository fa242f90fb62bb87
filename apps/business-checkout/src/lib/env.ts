import { readAppLinks } from '@trovapro/ui';

/** Links to the other frontends: written into the page by this app's server at run time. */
export const env = {
  publicSiteUrl: readAppLinks().publicSiteUrl,
} as const;
