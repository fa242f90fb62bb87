import { describe, expect, it } from 'vitest';
import { agree, articulated, inflectionOf, nounPhrase, withArticle } from './italian-noun-phrase.ts';

describe('nounPhrase', () => {
  it.each([
    ['caldaia a condensazione', 'la caldaia a condensazione', 'della caldaia a condensazione', 'sulla caldaia a condensazione'],
    ['Impianto fotovoltaico', 'l’impianto fotovoltaico', 'dell’impianto fotovoltaico', 'sull’impianto fotovoltaico'],
    ['potatura olivi', 'la potatura degli olivi', 'della potatura degli olivi', 'sulla potatura degli olivi'],
    ['cambio gomme', 'il cambio delle gomme', 'del cambio delle gomme', 'sul cambio delle gomme'],
    ['sanificazione divani', 'la sanificazione dei divani', 'della sanificazione dei divani', 'sulla sanificazione dei divani'],
    ['cartongesso', 'il cartongesso', 'del cartongesso', 'sul cartongesso'],
    ['scaldabagno elettrico', 'lo scaldabagno elettrico', 'dello scaldabagno elettrico', 'sullo scaldabagno elettrico'],
    ['caldaie a condensazione', 'le caldaie a condensazione', 'delle caldaie a condensazione', 'sulle caldaie a condensazione'],
    ['infissi in PVC', 'gli infissi in PVC', 'degli infissi in PVC', 'sugli infissi in PVC'],
    ['pannelli solari', 'i pannelli solari', 'dei pannelli solari', 'sui pannelli solari'],
    ['zanzariere', 'le zanzariere', 'delle zanzariere', 'sulle zanzariere'],
    ['siepe di lauro', 'la siepe di lauro', 'della siepe di lauro', 'sulla siepe di lauro'],
    ['auto elettrica', 'l’auto elettrica', 'dell’auto elettrica', 'sull’auto elettrica'],
    ['parquet', 'il parquet', 'del parquet', 'sul parquet'],
    [
      'installazione condizionatori',
      'l’installazione dei condizionatori',
      'dell’installazione dei condizionatori',
      'sull’installazione dei condizionatori',
    ],
  ])('«%s» → «%s», «%s», «%s»', (keyword, the, of, on) => {
    const phrase = nounPhrase(keyword);
    expect(withArticle(phrase)).toBe(the);
    expect(articulated('di', phrase)).toBe(of);
    expect(articulated('su', phrase)).toBe(on);
  });

  it('knows number and gender by the ending and the common exceptions', () => {
    expect(inflectionOf('problema')).toEqual({ gender: 'm', plural: false });
    expect(inflectionOf('parete')).toEqual({ gender: 'f', plural: false });
    expect(inflectionOf('condizionatore')).toEqual({ gender: 'm', plural: false });
    expect(inflectionOf('tapparelle')).toEqual({ gender: 'f', plural: true });
    expect(inflectionOf('riparazioni')).toEqual({ gender: 'f', plural: true });
    expect(inflectionOf('città')).toEqual({ gender: 'f', plural: false });
    expect(agree(nounPhrase('cambio gomme'), 'costa', 'costano')).toBe('costa');
    expect(agree(nounPhrase('pannelli solari'), 'costa', 'costano')).toBe('costano');
  });
});
