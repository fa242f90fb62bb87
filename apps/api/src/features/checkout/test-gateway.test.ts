import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromAddress, postJson } from '../../test/chat-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertSentLead, invitedBuyers, purchasesOf } from './sent-lead.fixture.ts';
import { TEST_BILLING } from '../../test/billing.ts';

let t: TestApp;
let buyers: ReturnType<typeof invitedBuyers>;
beforeAll(async () => {
  t = await createTestApp();
  buyers = invitedBuyers(t.database.db);
});
afterAll(() => t.close());

let addressSeq = 0;
const nextAddress = () => fromAddress(`203.0.113.${(addressSeq++ % 250) + 1}`);

async function startPurchase(leadId: string, businessEmail: string): Promise<string> {
  const response = await postJson(
    t.app,
    `/api/business/purchase/${leadId}${await buyers.query(leadId, businessEmail)}`,
    { businessEmail, businessName: 'Ditta di prova', billing: TEST_BILLING, acceptTerms: true },
    nextAddress(),
  );
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { clientSecret: string }).clientSecret;
}

const confirm = (clientSecret: string, cardNumber: string) =>
  postJson(t.app, '/api/business/test-gateway/confirm', { clientSecret, cardNumber, expiry: '12/39', cvc: '123' }, nextAddress());

describe("the test gateway refuses Stripe's decline test cards with Stripe's reason, in Italian", () => {
  it.each([
    ['4000 0000 0000 0069', 'card_expired', 'La carta è scaduta.'],
    ['4000 0000 0000 0127', 'incorrect_cvc', 'Il codice di sicurezza (CVC) non è corretto.'],
    ['4000 0000 0000 9995', 'insufficient_funds', 'Fondi insufficienti sulla carta. Prova con un’altra carta.'],
    ['4000 0000 0000 0119', 'processing_error', 'Si è verificato un errore durante l’elaborazione della carta. Riprova tra qualche istante.'],
    ['4000 0000 0000 0002', 'card_declined', 'La carta è stata rifiutata.'],
    ['5555 5555 5555 4444', 'card_declined', 'La carta è stata rifiutata.'],
  ])('%s → 402 %s, the purchase failed with that reason, and a good card then pays', async (card, code, message) => {
    const leadId = await insertSentLead(t.database.db);
    const clientSecret = await startPurchase(leadId, `carta-${code}@example.it`);
    const refused = await confirm(clientSecret, card);
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toEqual({ code, message });
    expect((await purchasesOf(t.database.db, leadId))[0]).toMatchObject({ status: 'failed', failure_reason: code });

    expect((await confirm(clientSecret, '4242 4242 4242 4242')).statusCode).toBe(200);
    expect((await purchasesOf(t.database.db, leadId))[0]).toMatchObject({ status: 'paid', failure_reason: null });
  });
});
