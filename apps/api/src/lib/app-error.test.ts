import { globSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { AppError, conflict, notFound, requiredField } from './app-error.ts';

describe('AppError', () => {
  it("answers its code's status from the domain's vocabulary", () => {
    expect(conflict('email', 'Email già usata')).toMatchObject({ code: 'conflict', status: 409, field: 'email' });
    expect(notFound()).toMatchObject({ code: 'not_found', status: 404, message: 'Risorsa non trovata' });
    expect(requiredField('businessName')).toMatchObject({ code: 'validation_error', status: 400, field: 'businessName' });
    expect(new AppError('too_many_requests', 'Troppe richieste', { headers: { 'retry-after': '5' } })).toMatchObject({
      status: 429,
      headers: { 'retry-after': '5' },
    });
  });

  it('answers another status only where the vocabulary allows one (a past expiry date: 400 card_expired)', () => {
    expect(new AppError('card_expired', 'La carta è scaduta.').status).toBe(402);
    expect(new AppError('card_expired', 'La carta è scaduta.', { field: 'expiry', status: 400 }).status).toBe(400);
  });
});

describe('the error handler', () => {
  it('is the only one: no feature installs its own (a route words its input refusals with `invalidInput`)', () => {
    const features = fileURLToPath(new URL('../features/', import.meta.url));
    const installing = globSync('**/*.ts', { cwd: features }).filter((file) =>
      readFileSync(`${features}${file}`, 'utf8').includes('setErrorHandler('),
    );
    expect(installing).toEqual([]);
  });
});
