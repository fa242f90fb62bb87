import { afterEach, describe, expect, it } from 'vitest';
import { bundledCadastralCodes } from './gazetteer-data.ts';
import { bundledGazetteerData, type Comune, Gazetteer, type GazetteerData, getGazetteer, setGazetteerData } from './gazetteer.ts';
import { ALIASES, DISTRICTS } from './place-names.ts';

const bundled = bundledGazetteerData();
const byName = (name: string) => bundled.comuni.find((comune) => comune.name === name)!;

/** The bundled data with some comuni replaced (renamed, merged…) and some former comuni, as an ISTAT import leaves it. */
function dataWith(change: (comuni: Comune[]) => Comune[], formerComuni: GazetteerData['formerComuni'] = []): GazetteerData {
  return { comuni: change([...bundled.comuni]), formerComuni };
}

const placeIn = (gazetteer: Gazetteer, text: string) => {
  const found = gazetteer.find(text);
  return found?.comune ? `${found.comune.name} (${found.comune.cadastralCode})` : found ? 'ambiguous' : null;
};

afterEach(() => setGazetteerData(bundledGazetteerData()));

describe('gazetteer data', () => {
  it('gives every comune of the bundled snapshot its cadastral code, unique', () => {
    expect(new Set(bundled.comuni.map((comune) => comune.cadastralCode)).size).toBe(bundled.comuni.length);
    expect(byName('Bolzano').cadastralCode).toBe('A952');
  });

  it('finds the comune of every hand-kept name in the bundled snapshot', () => {
    const missing = Object.entries({ ...ALIASES, ...DISTRICTS }).filter(([, target]) => bundledCadastralCodes(target).length === 0);
    expect(missing).toEqual([]);
  });

  it('builds from no comuni at all, and finds nothing', () => {
    const empty = new Gazetteer({ comuni: [], formerComuni: [] });
    expect(empty.find('idraulico a Milano, zona Mestre, Bozen')).toBeNull();
  });

  it('builds from odd data without throwing: an empty name, an empty other name, a former comune leading nowhere', () => {
    const odd = new Gazetteer({
      comuni: [
        { ...byName('Thiene'), name: '' },
        { ...byName('Bari'), otherName: ' / ' },
      ],
      formerComuni: [
        { name: '', cadastralCode: 'Z990', successorCadastralCode: 'Z991' },
        { name: 'Nowhere', cadastralCode: 'Z992', successorCadastralCode: 'Z992' },
      ],
    });
    expect(placeIn(odd, 'un idraulico a Bari')).toBe(`Bari (${byName('Bari').cadastralCode})`);
    expect(placeIn(odd, 'un idraulico a Nowhere')).toBeNull();
  });

  it('keeps the short forms and districts of a renamed comune (same cadastral code)', () => {
    const renamed = dataWith((comuni) =>
      comuni.map((comune) =>
        comune.name === 'Venezia'
          ? { ...comune, name: 'Venexia' }
          : comune.name === 'Bassano del Grappa'
            ? { ...comune, name: 'Bassano Veneto' }
            : comune,
      ),
    );
    const gazetteer = new Gazetteer(renamed);
    expect(placeIn(gazetteer, 'casa in zona Mestre')).toBe('Venexia (L736)');
    expect(placeIn(gazetteer, 'un idraulico a Venexia')).toBe('Venexia (L736)');
    expect(placeIn(gazetteer, 'un idraulico a Bassano')).toBe(`Bassano Veneto (${byName('Bassano del Grappa').cadastralCode})`);
    expect(placeIn(gazetteer, 'un idraulico a Bassano Veneto')).toBe(`Bassano Veneto (${byName('Bassano del Grappa').cadastralCode})`);
  });

  it('leads the name, the short forms and the districts of a merged comune to its successor', () => {
    const merged = dataWith(
      (comuni) => [
        ...comuni.filter((comune) => !['Thiene', "Cortina d'Ampezzo", 'Arzachena'].includes(comune.name)),
        { ...byName('Thiene'), name: 'Thiene Unita', istatCode: '024999', cadastralCode: 'Z901', population: 30_000 },
        { ...byName("Cortina d'Ampezzo"), name: 'Ampezzo Unito', istatCode: '025999', cadastralCode: 'Z902' },
      ],
      [
        { name: 'Thiene', cadastralCode: 'L157', successorCadastralCode: 'Z901' },
        { name: "Cortina d'Ampezzo", cadastralCode: 'A266', successorCadastralCode: 'Z902' },
      ],
    );
    const gazetteer = new Gazetteer(merged);
    expect(placeIn(gazetteer, 'la casa è a Thiene')).toBe('Thiene Unita (Z901)');
    expect(placeIn(gazetteer, "una baita a Cortina d'Ampezzo")).toBe('Ampezzo Unito (Z902)');
    expect(placeIn(gazetteer, 'una baita a Cortina')).toBe('Ampezzo Unito (Z902)');
    // Arzachena suppressed with no successor: «Porto Cervo» is dropped, not guessed.
    expect(placeIn(gazetteer, 'una villa a Porto Cervo')).toBeNull();
  });

  it('follows successive mergers, and stops on a loop of successions', () => {
    const twice = dataWith(
      (comuni) => [...comuni.filter((comune) => comune.name !== 'Thiene'), { ...byName('Thiene'), name: 'Alto Vicentino', cadastralCode: 'Z903' }],
      [
        { name: 'Thiene', cadastralCode: 'L157', successorCadastralCode: 'Z902' },
        { name: 'Thiene Unita', cadastralCode: 'Z902', successorCadastralCode: 'Z903' },
        { name: 'Arzachena', cadastralCode: 'A453', successorCadastralCode: 'Z904' },
        { name: 'Nowhere', cadastralCode: 'Z904', successorCadastralCode: 'A453' },
      ],
    );
    const gazetteer = new Gazetteer({ ...twice, comuni: twice.comuni.filter((comune) => comune.name !== 'Arzachena') });
    expect(placeIn(gazetteer, 'la casa è a Thiene')).toBe('Alto Vicentino (Z903)');
    expect(placeIn(gazetteer, 'la casa è a Thiene Unita')).toBe('Alto Vicentino (Z903)');
    expect(placeIn(gazetteer, 'una villa ad Arzachena')).toBeNull();
  });

  it('does not let a former name take the name of a comune in force', () => {
    const data = dataWith((comuni) => comuni, [{ name: 'Bergamo', cadastralCode: 'Z905', successorCadastralCode: byName('Thiene').cadastralCode }]);
    expect(placeIn(new Gazetteer(data), 'a Bergamo')).toBe(`Bergamo (${byName('Bergamo').cadastralCode})`);
  });

  it('reads each of the other-language names ISTAT gives as a name of the comune', () => {
    const data = dataWith((comuni) =>
      comuni.map((comune) =>
        comune.name === 'Ortisei'
          ? { ...comune, otherName: 'St. Ulrich in Gröden/Urtijëi' }
          : comune.name === 'Duino Aurisina'
            ? { ...comune, otherName: 'Devin-Nabrežina' }
            : comune.name === 'Bolzano'
              ? { ...comune, otherName: 'Bozen' }
              : comune,
      ),
    );
    const gazetteer = new Gazetteer(data);
    expect(placeIn(gazetteer, 'una stube da pulire a Urtijëi')).toBe('Ortisei (G140)');
    expect(placeIn(gazetteer, 'Reinigung in St. Ulrich in Gröden')).toBe('Ortisei (G140)');
    expect(placeIn(gazetteer, 'un idraulico a Devin-Nabrežina')).toBe(`Duino Aurisina (${byName('Duino Aurisina').cadastralCode})`);
    expect(placeIn(gazetteer, 'a Bozen')).toBe('Bolzano (A952)');
    expect(gazetteer.hasPlaceName('urtijei')).toBe(true);
  });

  it('replaces what getGazetteer gives with setGazetteerData', () => {
    const before = getGazetteer();
    setGazetteerData(dataWith((comuni) => comuni.map((comune) => (comune.name === 'Venezia' ? { ...comune, name: 'Venexia' } : comune))));
    expect(getGazetteer()).not.toBe(before);
    expect(getGazetteer().resolveName('Venexia')?.cadastralCode).toBe('L736');
    expect(getGazetteer().resolveName('Venezia')).toBeNull();
  });
});
