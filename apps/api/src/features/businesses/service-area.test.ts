import { formatLocation } from '@trovapro/domain';
import { describe, expect, it } from 'vitest';
import { bundledGazetteerData, getGazetteer, setGazetteerData } from '../../providers/ai/index.ts';
import { resolveServiceArea } from './service-area.ts';

const comuneNamed = (istatCode: string | null) => getGazetteer().comuni.find((comune) => comune.istatCode === istatCode)?.name ?? null;
const area = (location: string) => {
  const { istatCode, provinceCode, region } = resolveServiceArea(location);
  return { comune: comuneNamed(istatCode), provinceCode, region };
};

describe('resolveServiceArea', () => {
  it.each([
    ['Parma', 'Parma'],
    ['parma', 'Parma'],
    ['Parma (PR)', 'Parma'],
    ['Parma (pr)', 'Parma'],
    ['Parma e provincia', 'Parma'],
    ['43122', 'Parma'],
    ['Via Emilia 12, 43036 Fidenza PR', 'Fidenza'],
    ['Fidenza (Parma)', 'Fidenza'],
    ['Reggio Emilia', "Reggio nell'Emilia"],
    ['Fano (Pesaro e Urbino)', 'Fano'],
    ['La Spezia', 'La Spezia'],
  ])('reads «%s» as the comune of %s', (location, comune) => {
    expect(area(location).comune).toBe(comune);
  });

  it('reads a name with its province, as the console writes a place, as that comune and not the provincial capital', () => {
    expect(area('Opera (Milano)')).toEqual({ comune: 'Opera', provinceCode: 'MI', region: 'Lombardia' });
    expect(area('Bore (Parma)')).toEqual({ comune: 'Bore', provinceCode: 'PR', region: 'Emilia-Romagna' });
    expect(area('Arena Po (PV)')).toEqual({ comune: 'Arena Po', provinceCode: 'PV', region: 'Lombardia' });
    expect(area('San Benedetto Po (MN)').comune).toBe('San Benedetto Po');
  });

  it('finds every comune written as the console writes it, and with its sigla', () => {
    const missed = getGazetteer().comuni.filter((comune) => {
      const written = formatLocation({ municipality: comune.name, province: comune.province });
      return (
        resolveServiceArea(written).istatCode !== comune.istatCode ||
        resolveServiceArea(`${comune.name} (${comune.provinceCode})`).istatCode !== comune.istatCode
      );
    });
    expect(missed.map((comune) => comune.name)).toEqual([]);
  });

  it.each([
    ['PR', 'PR', 'Emilia-Romagna'],
    ['PR e provincia', 'PR', 'Emilia-Romagna'],
    ['provincia di Parma', 'PR', 'Emilia-Romagna'],
    ['Prov. Parma', 'PR', 'Emilia-Romagna'],
    ['tutta la provincia di Parma', 'PR', 'Emilia-Romagna'],
    ['Pesaro e Urbino', 'PU', 'Marche'],
    ['Monza e Brianza', 'MB', 'Lombardia'],
    ['RE', 'RE', 'Emilia-Romagna'],
  ])('reads «%s» as the province %s', (location, provinceCode, region) => {
    expect(area(location)).toEqual({ comune: null, provinceCode, region });
  });

  it.each([
    ['Emilia-Romagna', 'Emilia-Romagna'],
    ['Emilia Romagna', 'Emilia-Romagna'],
    ['Lombardia', 'Lombardia'],
    ['Trentino', 'Trentino-Alto Adige/Südtirol'],
  ])('reads «%s» as the region %s', (location, region) => {
    expect(area(location)).toEqual({ comune: null, provinceCode: null, region });
  });

  it('keeps a two-letter comune apart from a sigla, and knows nothing of an area that names no place', () => {
    expect(area('Re').comune).toBe('Re');
    expect(area('Zona industriale')).toEqual({ comune: null, provinceCode: null, region: null });
    expect(area('Tutta Italia')).toEqual({ comune: null, provinceCode: null, region: null });
  });
});

describe('resolveServiceArea after an ISTAT import', () => {
  it('reads the comuni in force, not those of before the import', () => {
    const bundled = bundledGazetteerData();
    const moved = bundled.comuni.map((comune) =>
      comune.name === 'Gabicce Mare' ? { ...comune, istatCode: '099999', province: 'Rimini', provinceCode: 'RN', region: 'Emilia-Romagna' } : comune,
    );
    expect(resolveServiceArea('Gabicce Mare')).toMatchObject({ provinceCode: 'PU' });
    try {
      setGazetteerData({ ...bundled, comuni: moved });
      expect(resolveServiceArea('Gabicce Mare')).toEqual({ istatCode: '099999', provinceCode: 'RN', region: 'Emilia-Romagna' });
    } finally {
      setGazetteerData(bundled);
    }
    expect(resolveServiceArea('Gabicce Mare')).toMatchObject({ provinceCode: 'PU' });
  });
});
