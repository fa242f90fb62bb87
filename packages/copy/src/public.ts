/** Public site (product §2 Home). */
export const publicSite = {
  home: {
    heroTitle: 'Trova quello che ti serve, vicino a te',
    heroSubtitle: 'Descrivi il servizio di cui hai bisogno e dove: ricevi preventivi gratuiti via email dalle aziende della tua zona.',
  },
} as const;
