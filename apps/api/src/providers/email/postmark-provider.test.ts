import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakePostmark, type FakePostmark } from '../../test/fake-postmark.ts';
import { createEmailProvider, LogEmailProvider, PostmarkEmailProvider } from './index.ts';

let postmark: FakePostmark;
beforeAll(async () => {
  postmark = await startFakePostmark();
});
afterAll(() => postmark.close());
beforeEach(() => {
  postmark.requests.length = 0;
});

const email = { to: 'cliente@example.it', subject: 'Il tuo codice', html: '<p>Codice 1234</p>', text: 'Codice 1234' };

describe('Postmark provider (the real postmark SDK against a local fake API)', () => {
  it('posts the message to /email with the server token and answers the message id', async () => {
    const provider = new PostmarkEmailProvider({ serverToken: 'pm-server-token', from: 'TrovaPro <noreply@trovapro.it>', apiUrl: postmark.url });
    expect(await provider.send(email)).toEqual({ providerMessageId: 'fake-message-1' });

    expect(postmark.requests).toHaveLength(1);
    const [request] = postmark.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/email');
    expect(request?.headers['x-postmark-server-token']).toBe('pm-server-token');
    expect(request?.headers.accept).toBe('application/json');
    expect(request?.body).toEqual({
      From: 'TrovaPro <noreply@trovapro.it>',
      To: 'cliente@example.it',
      Subject: 'Il tuo codice',
      HtmlBody: '<p>Codice 1234</p>',
      TextBody: 'Codice 1234',
      MessageStream: 'outbound',
    });
  });

  it('sends extra headers as Postmark’s Headers list (the offers’ List-Unsubscribe), and none when there are none', async () => {
    const provider = new PostmarkEmailProvider({ serverToken: 't', from: 'noreply@trovapro.it', apiUrl: postmark.url });
    const oneClick = 'https://pay.trovapro.example/api/partners/unsubscribe?b=1&t=2';
    await provider.send({ ...email, headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } });
    expect(postmark.requests[0]?.body.Headers).toEqual([
      { Name: 'List-Unsubscribe', Value: `<${oneClick}>` },
      { Name: 'List-Unsubscribe-Post', Value: 'List-Unsubscribe=One-Click' },
    ]);
    await provider.send(email);
    expect(postmark.requests[1]?.body).not.toHaveProperty('Headers');
  });

  it('throws when Postmark refuses the message', async () => {
    const provider = new PostmarkEmailProvider({ serverToken: 't', from: 'noreply@trovapro.it', apiUrl: postmark.url });
    postmark.failNext(422);
    await expect(provider.send(email)).rejects.toThrow('Errore simulato 422');
  });

  it('is chosen by the configuration when POSTMARK_SERVER_TOKEN is set, with EMAIL_FROM as sender and replies to SUPPORT_EMAIL', async () => {
    const provider = createEmailProvider(
      {
        postmark: { serverToken: 'da-config', apiUrl: postmark.url },
        emailFrom: 'TrovaPro <noreply@example.it>',
        supportEmail: 'aiuto@example.it',
      },
      { info: () => {} },
    );
    expect(provider).toBeInstanceOf(PostmarkEmailProvider);
    await provider.send(email);
    expect(postmark.requests[0]?.headers['x-postmark-server-token']).toBe('da-config');
    expect(postmark.requests[0]?.body.From).toBe('TrovaPro <noreply@example.it>');
    // «Rispondi a questa email» reaches a person.
    expect(postmark.requests[0]?.body.ReplyTo).toBe('aiuto@example.it');
  });
});

describe('log provider (the embedded default)', () => {
  it('prints recipient, subject and text to the log and answers a synthetic id', async () => {
    const lines: object[] = [];
    const provider = createEmailProvider(
      { postmark: undefined, emailFrom: 'noreply@trovapro.it', supportEmail: 'supporto@trovapro.it' },
      { info: (details) => void lines.push(details) },
    );
    expect(provider).toBeInstanceOf(LogEmailProvider);
    const { providerMessageId } = await provider.send(email);
    expect(providerMessageId).toMatch(/^log-[0-9a-f-]{36}$/);
    expect(lines).toEqual([{ to: 'cliente@example.it', subject: 'Il tuo codice', text: 'Codice 1234' }]);
  });
});
