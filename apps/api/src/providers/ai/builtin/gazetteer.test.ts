import { describe, expect, it } from 'vitest';
import { getGazetteer } from './gazetteer.ts';

function place(text: string): string | null {
  const found = getGazetteer().find(text);
  return found ? `${found.comune.name} (${found.comune.provinceCode})` : null;
}

describe('gazetteer', () => {
  it('loads the whole ISTAT list', () => {
    expect(getGazetteer().comuni).toHaveLength(7904);
  });

  it.each([
    ["abito a Reggio nell'Emilia", "Reggio nell'Emilia (RE)"],
    ['sono a Reggio Emilia', "Reggio nell'Emilia (RE)"],
    ['Reggio Calabria centro', 'Reggio di Calabria (RC)'],
    ['San Dona di Piave', 'San Donà di Piave (VE)'],
    ["a L'Aquila", "L'Aquila (AQ)"],
    ['abito a Forli', 'Forlì (FC)'],
    ['FORLI', 'Forlì (FC)'],
    ['a Bozen', 'Bolzano (BZ)'],
    ['Cavallino Treporti', 'Cavallino-Treporti (VE)'],
    ['cap 20121', 'Milano (MI)'],
    ['20100', 'Milano (MI)'],
    ['Castro (LE)', 'Castro (LE)'],
    ['Castro', 'Castro (LE)'],
    ['Castro (BG)', 'Castro (BG)'],
    ['a Samone provincia di Trento', 'Samone (TN)'],
    ['Calliano AT', 'Calliano (AT)'],
    ['taglio del prato a Firenze', 'Firenze (FI)'],
    ['mi trovo a Prato', 'Prato (PO)'],
    ['potatura siepi, Prato', 'Prato (PO)'],
    ['zona Mestre', 'Venezia (VE)'],
    ['al Vomero', 'Napoli (NA)'],
    ["all'EUR", 'Roma (RM)'],
    ['Milano Marittima', 'Cervia (RA)'],
    ['via Roma 3, Bergamo', 'Bergamo (BG)'],
    ['sono di Napoli ma abito a Milano', 'Milano (MI)'],
  ])('%s → %s', (text, expected) => {
    expect(place(text)).toBe(expected);
  });

  it.each([
    'taglio del prato',
    'ora mi serve aiuto',
    'pero non funziona',
    'pagamento a meta',
    'casa in campagna',
    'al terzo piano',
    'impianto da mettere a norma',
    'salve, mi serve un tecnico',
    'budget 500 eur',
    'grazie, Paola',
    'mi chiamo Marta',
    'abito in via Roma',
    'tagliare l erba',
    'pulizia del camino',
  ])('finds no comune in "%s"', (text) => {
    expect(place(text)).toBeNull();
  });

  it('resolves bare names as a landing page or a model gives them', () => {
    const gazetteer = getGazetteer();
    expect(gazetteer.resolveName('Prato')?.istatCode).toBe('100005');
    expect(gazetteer.resolveName('Reggio Emilia')?.name).toBe("Reggio nell'Emilia");
    expect(gazetteer.resolveName('Castro (LE)')?.province).toBe('Lecce');
    expect(gazetteer.resolveName('Atlantide')).toBeNull();
  });
});
