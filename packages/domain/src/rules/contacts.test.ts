import { describe, expect, it } from 'vitest';
import { redactContacts } from './contacts.ts';

const HIDDEN = '[contatto nascosto]';
const redact = (text: string) => redactContacts(text, HIDDEN);

describe('redactContacts', () => {
  it('removes the phone and the email of the reported request', () => {
    expect(redact('Perdita in bagno, chiamatemi al 333 1234567 o scrivete a mario.rossi@example.com')).toBe(
      `Perdita in bagno, chiamatemi al ${HIDDEN} o scrivete a ${HIDDEN}`,
    );
  });

  it.each([
    '3331234567',
    '+39 333 123 4567',
    '0039 333.123.45.67',
    '02 1234567',
    '06-12345678',
    '347/1234567',
    '0721 123456',
    '3 3 3 1 2 3 4 5 6 7',
    '+44 20 7946 0958',
    '333 12345678 9',
  ])('removes the phone number %s wherever it stands', (phone) => {
    expect(redact(`Il mio numero è ${phone}, grazie.`)).toBe(`Il mio numero è ${HIDDEN}, grazie.`);
  });

  it.each([
    'mario.rossi@example.com',
    'Mario_Rossi+casa@libero.it',
    'mario.rossi [at] gmail [dot] com',
    'mario.rossi(at)gmail(dot)com',
    'mario chiocciola libero punto it',
    'https://www.idraulica-rossi.it/contatti',
    'www.rossi.it',
    'idraulicarossi.com',
    '@mario_rossi_88',
  ])('removes the email, link or handle %s', (contact) => {
    expect(redact(`Scrivetemi: ${contact} per un preventivo`)).toBe(`Scrivetemi: ${HIDDEN} per un preventivo`);
  });

  it('keeps what is not a contact: sizes, prices, CAP, years, times, a dotted abbreviation', () => {
    const text =
      'Bagno di 8 mq al 2° piano, budget 1.250,00 €, CAP 20100, casa del 1975, dalle 9.30 alle 18, ' +
      'ecc. Rubinetto da 1/2 pollice, 3 prese e 12 faretti. Sig. Rossi, via Roma 12.';
    expect(redact(text)).toBe(text);
  });

  it('leaves the punctuation around a link', () => {
    expect(redact('(foto su www.foto-casa.it/album) e https://example.com.')).toBe(`(foto su ${HIDDEN}) e ${HIDDEN}.`);
  });

  it('makes one placeholder of contacts next to each other', () => {
    expect(redact('Contatti: 333 1234567 / 02 1234567, mario@example.it. A presto')).toBe(`Contatti: ${HIDDEN}. A presto`);
  });
});
