import type { ComuneRef } from '@trovapro/domain';

/** The two comuni «Reggio» may be, as the analyzers offer them to choose from (issue 29). */
export const REGGIO_CHOICES: ComuneRef[] = [
  { municipality: 'Reggio di Calabria', province: 'Reggio Calabria', provinceCode: 'RC', istatCode: '080063' },
  { municipality: "Reggio nell'Emilia", province: "Reggio nell'Emilia", provinceCode: 'RE', istatCode: '035033' },
];
