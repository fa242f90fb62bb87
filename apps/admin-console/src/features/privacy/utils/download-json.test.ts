import { describe, expect, it } from 'vitest';
import { exportFileName } from './download-json.ts';

describe('the export file name', () => {
  it('names the person the data belongs to', () => {
    expect(exportFileName('mario.rossi@example.it')).toBe('dati-mario.rossi@example.it.json');
  });

  it('leaves out what a file system refuses in a name', () => {
    expect(exportFileName('a/b\\c:d*e?"f"<g>|h@example.it')).toBe('dati-a_b_c_d_e__f__g__h@example.it.json');
  });
});
