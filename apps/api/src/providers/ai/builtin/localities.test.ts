import { describe, expect, it } from 'vitest';
import { bundledGazetteerData, type Comune, Gazetteer, getGazetteer } from './gazetteer.ts';
import { bundledLocalities, type Locality } from './localities.ts';

const bundled = bundledGazetteerData();
const comune = (name: string) => bundled.comuni.find((item) => item.name === name)!;
const label = (item: Comune) => `${item.name} (${item.provinceCode})`;

function placeIn(gazetteer: Gazetteer, text: string): string | null {
  const found = gazetteer.find(text);
  if (!found) return null;
  return found.comune ? label(found.comune) : `? ${found.choices.map(label).join(' | ')}`;
}

/** A gazetteer over the bundled comuni with only these localities. */
const withLocalities = (localities: Locality[]) => new Gazetteer(bundled, localities);

describe('localities from a list', () => {
  const thiene = comune('Thiene').cadastralCode;
  const schio = comune('Schio').cadastralCode;
  const roma = comune('Roma').cadastralCode;

  it('reads a frazione as its comune, also after an articulated preposition, and as a part of a comune named first', () => {
    const gazetteer = withLocalities([{ name: 'Borgo Ventoso', cadastralCode: thiene, kind: 'locality', population: 1200 }]);
    expect(placeIn(gazetteer, 'perdita in casa a Borgo Ventoso')).toBe('Thiene (VI)');
    expect(placeIn(gazetteer, 'abito al Borgo Ventoso')).toBe('Thiene (VI)');
    expect(placeIn(gazetteer, 'Thiene, Borgo Ventoso')).toBe('Thiene (VI)');
  });

  it('asks which comune a locality several comuni have means, whatever their size', () => {
    const gazetteer = withLocalities([
      { name: 'Borgo Ventoso', cadastralCode: thiene, kind: 'locality' },
      { name: 'Borgo Ventoso', cadastralCode: roma, kind: 'locality' },
    ]);
    expect(placeIn(gazetteer, 'una villetta a Borgo Ventoso')).toBe('? Roma (RM) | Thiene (VI)');
    expect(placeIn(gazetteer, 'una villetta a Borgo Ventoso (VI)')).toBe('Thiene (VI)');
  });

  it('needs a place cue for a locality named like an ordinary word', () => {
    const gazetteer = withLocalities([{ name: 'Pozzo Vecchio', cadastralCode: schio, kind: 'locality' }]);
    expect(placeIn(gazetteer, 'il pozzo vecchio del giardino è secco')).toBeNull();
    expect(placeIn(gazetteer, 'abito a Pozzo Vecchio')).toBe('Schio (VI)');
  });

  it("lets a comune's own name, and a hand-kept name, beat a locality of another comune", () => {
    const gazetteer = withLocalities([
      { name: 'Bergamo', cadastralCode: thiene, kind: 'locality' },
      { name: 'Mestre', cadastralCode: thiene, kind: 'locality' },
    ]);
    expect(placeIn(gazetteer, 'un idraulico a Bergamo')).toBe('Bergamo (BG)');
    expect(placeIn(gazetteer, 'un idraulico a Mestre')).toBe('Venezia (VE)');
  });

  it('leads a locality of a merged comune to its successor, and drops one whose comune is gone', () => {
    const data = {
      comuni: [
        ...bundled.comuni.filter((item) => item.name !== 'Thiene' && item.name !== 'Schio'),
        { ...comune('Thiene'), name: 'Thiene Unita', cadastralCode: 'Z901' },
      ],
      formerComuni: [{ name: 'Thiene', cadastralCode: thiene, successorCadastralCode: 'Z901' }],
    };
    const gazetteer = new Gazetteer(data, [
      { name: 'Borgo Ventoso', cadastralCode: thiene, kind: 'locality' },
      { name: 'Pozzo Vecchio', cadastralCode: schio, kind: 'locality' },
    ]);
    expect(placeIn(gazetteer, 'casa a Borgo Ventoso')).toBe('Thiene Unita (VI)');
    expect(placeIn(gazetteer, 'casa a Pozzo Vecchio')).toBeNull();
  });

  it('reads other-language names and short forms as names of the comune itself', () => {
    const gazetteer = withLocalities([
      { name: 'Tiene', cadastralCode: thiene, kind: 'other-language' },
      { name: 'Thien', cadastralCode: thiene, kind: 'short' },
    ]);
    expect(placeIn(gazetteer, 'Reparatur in Tiene')).toBe('Thiene (VI)');
    expect(placeIn(gazetteer, 'Thien, perdita in bagno')).toBe('Thiene (VI)');
  });
});

describe('the shipped localities', () => {
  const place = (text: string) => placeIn(getGazetteer(), text);

  it('are many, each with a kind', () => {
    expect(bundledLocalities().length).toBeGreaterThan(1000);
    expect(new Set(bundledLocalities().map((locality) => locality.kind))).toEqual(
      new Set(['locality', 'resort', 'island', 'other-language', 'short']),
    );
  });

  it.each([
    // Frazioni and quarters.
    ['casa al Lido di Jesolo', 'Jesolo (VE)'],
    ['sono a Marina di Campo', "Campo nell'Elba (LI)"],
    // Resorts.
    ['baita da pulire a Madonna di Campiglio', 'Pinzolo (TN)'],
    ['appartamento a Cervinia', 'Valtournenche (AO)'],
    // German and Ladin names.
    ['Heizung kaputt in Brixen', 'Bressanone (BZ)'],
    ['una stube a Urtijëi', 'Ortisei (BZ)'],
    // Short forms.
    ['idraulico a Montecatini', 'Montecatini-Terme (PT)'],
  ])('%s → %s', (text, expected) => {
    expect(place(text)).toBe(expected);
  });

  it('asks which comune an island of several comuni means', () => {
    expect(place("una villa all'Isola d'Elba")).toMatch(/^\? .*Portoferraio \(LI\).*Capoliveri \(LI\)/);
  });
});
