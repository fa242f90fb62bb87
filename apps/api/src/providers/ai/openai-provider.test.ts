import { analyzerQuestions } from '@trovapro/copy';
import { describe, expect, it } from 'vitest';
import { createAiProvider } from './create-ai-provider.ts';
import { useFakeOpenAi } from '../../test/fake-openai-for-file.ts';
import { REGGIO_CHOICES } from '../../test/places.ts';

/** A local stand-in for the OpenAI API (test/fake-openai.ts). */
const fake = useFakeOpenAi();
const { warnings, logger } = fake;

function provider() {
  return createAiProvider({ openai: fake.options(), logger });
}

describe('OpenAI provider', () => {
  it('sends a strict JSON-schema request and resolves the comune through the gazetteer', async () => {
    fake.openai.reply = {
      status: 200,
      content: JSON.stringify({ category: 'Idraulico', needsClarification: false, clarificationQuestions: [], municipality: 'Reggio Emilia' }),
    };
    const profile = await provider().analyzeRequest({ userRequest: 'perde il sifone a Reggio Emilia' });
    expect(profile).toEqual({
      category: 'Idraulico',
      needsClarification: false,
      clarificationQuestions: [],
      location: { municipality: "Reggio nell'Emilia", province: "Reggio nell'Emilia", provinceCode: 'RE', istatCode: '035033' },
    });
    fake.expectOneStrictRequest('lead_profile');
    expect(warnings).toEqual([]);
  });

  it('numbers the model questions and asks for the comune it could not resolve', async () => {
    fake.openai.reply = {
      status: 200,
      content: JSON.stringify({ category: 'Commercialista', needsClarification: false, clarificationQuestions: [], municipality: 'Atlantide' }),
    };
    expect(await provider().analyzeRequest({ userRequest: 'cerco un commercialista' })).toEqual({
      category: 'Commercialista',
      needsClarification: true,
      clarificationQuestions: ["1. In quale comune serve l'intervento?"],
      location: null,
    });
    fake.openai.reply = {
      status: 200,
      content: JSON.stringify({
        category: null,
        needsClarification: true,
        clarificationQuestions: ['Che lavoro ti serve?', 'Dove?'],
        municipality: null,
      }),
    };
    expect((await provider().analyzeRequest({ userRequest: 'ho un problema in casa' })).clarificationQuestions).toEqual([
      '1. Che lavoro ti serve?',
      '2. Dove?',
    ]);
  });

  it('names only a trade of the closed list: another one is the built-in reading, or a question', async () => {
    fake.openai.reply = {
      status: 200,
      content: JSON.stringify({ category: 'fabbro', needsClarification: false, clarificationQuestions: [], municipality: 'Bergamo' }),
    };
    expect(await provider().analyzeRequest({ userRequest: 'mi sono chiuso fuori casa, serve un fabbro a Bergamo' })).toMatchObject({
      category: 'Fabbro',
      needsClarification: false,
    });
    fake.openai.reply = {
      status: 200,
      content: JSON.stringify({ category: 'Cucina', needsClarification: false, clarificationQuestions: [], municipality: 'Bergamo' }),
    };
    expect(await provider().analyzeRequest({ userRequest: 'da pitturare la cucina, le pareti sono gialle, Bergamo' })).toMatchObject({
      category: 'Imbianchino',
    });
    fake.openai.reply = {
      status: 200,
      content: JSON.stringify({ category: 'Astrologo', needsClarification: false, clarificationQuestions: [], municipality: 'Bergamo' }),
    };
    expect(await provider().analyzeRequest({ userRequest: 'mi serve una mano per una cosa a Bergamo' })).toMatchObject({
      category: null,
      needsClarification: true,
    });
  });

  it('gives the landing page only what the visitor did not say, and never shows the model the page', async () => {
    const landing = { prefilledService: 'imbianchino', prefilledLocation: 'Agnone', landingContext: 'Imbianchini ad Agnone' };
    fake.openai.reply = {
      status: 200,
      content: JSON.stringify({ category: 'Idraulico', needsClarification: false, clarificationQuestions: [], municipality: 'Milano' }),
    };
    expect(await provider().analyzeRequest({ userRequest: 'mi serve un idraulico a Milano', ...landing })).toMatchObject({
      category: 'Idraulico',
      needsClarification: false,
      location: { municipality: 'Milano' },
    });
    const messages = fake.openai.requests[0]!.body.messages as { role: string; content: string }[];
    expect(messages.find((message) => message.role === 'user')?.content).toBe('Richiesta: mi serve un idraulico a Milano');
    expect(JSON.stringify(messages)).not.toMatch(/Agnone/);

    fake.openai.reply = {
      status: 200,
      content: JSON.stringify({ category: null, needsClarification: true, clarificationQuestions: ['Che lavoro?', 'Dove?'], municipality: null }),
    };
    expect(await provider().analyzeRequest({ userRequest: 'quattro stanze e il corridoio', ...landing })).toEqual({
      category: 'Imbianchino',
      needsClarification: false,
      clarificationQuestions: [],
      location: { municipality: 'Agnone', province: 'Isernia', provinceCode: 'IS', istatCode: '094002' },
    });
  });

  it('never sends the model an email address or a phone number (data minimisation), in the request, the context or the answers', async () => {
    fake.openai.reply = {
      status: 200,
      content: JSON.stringify({ category: 'Idraulico', needsClarification: false, clarificationQuestions: [], municipality: 'Fano' }),
    };
    const profile = await provider().analyzeRequest({
      userRequest: 'Perdita dal lavandino a Fano, chiamatemi al 333 123 4567 o scrivete a lucia.bianchi@example.it',
      context: 'il mio fisso è 0721.80.12.34, email lucia [at] libero [dot] it',
      answers: 'CAP 61032, cell +39 347 765 4321',
    });
    expect(profile).toMatchObject({ category: 'Idraulico', location: { municipality: 'Fano' } });
    const sent = JSON.stringify(fake.openai.requests[0]!.body.messages);
    for (const contact of ['333 123 4567', 'lucia.bianchi', 'example.it', '0721', 'libero', '347 765 4321', '+39'])
      expect(sent).not.toContain(contact);
    // The job and the place stay: that is all the analysis needs.
    for (const kept of ['Perdita dal lavandino a Fano', 'CAP 61032', '[contatto rimosso]']) expect(sent).toContain(kept);
  });

  it('never sends the model the visitor’s name (the one given at completion too) or street address', async () => {
    fake.openai.reply = {
      status: 200,
      content: JSON.stringify({ category: 'Idraulico', needsClarification: false, clarificationQuestions: [], municipality: 'Fano' }),
    };
    await provider().analyzeRequest({
      // «Lucia» alone is hidden only because it is the name given in the chat.
      userRequest: 'Perdita dal lavandino in via Verdi 12 a Fano. Lucia',
      answers: 'citofono Bianchi, mio marito Paolo apre',
      userName: 'Lucia Bianchi',
    });
    const sent = JSON.stringify(fake.openai.requests[0]!.body.messages);
    for (const personal of ['Lucia', 'Bianchi', 'Verdi', 'Paolo']) expect(sent).not.toContain(personal);
    for (const kept of ['Perdita dal lavandino in [indirizzo rimosso] a Fano. [nome rimosso]', 'citofono [nome rimosso]'])
      expect(sent).toContain(kept);
  });

  it('keeps the places the gazetteer knows and hides a name nobody announced', async () => {
    fake.openai.reply = {
      status: 200,
      content: JSON.stringify({ category: 'Idraulico', needsClarification: false, clarificationQuestions: [], municipality: 'Firenze' }),
    };
    await provider().analyzeRequest({ userRequest: "Lavandino intasato, Firenze Rifredi: c'è la Loretta che vi apre" });
    const sent = JSON.stringify(fake.openai.requests[0]!.body.messages);
    expect(sent).toContain("Lavandino intasato, Firenze Rifredi: c'è la [nome rimosso] che vi apre");
  });

  it('asks a greeting to describe the job without calling the model, even on a landing page', async () => {
    const profile = await provider().analyzeRequest({ userRequest: 'ciao', prefilledService: 'idraulico', prefilledLocation: 'Firenze' });
    expect(profile).toEqual({
      category: null,
      needsClarification: true,
      clarificationQuestions: [`1. ${analyzerQuestions.describeJob}`],
      location: { municipality: 'Firenze', province: 'Firenze', provinceCode: 'FI', istatCode: '048017' },
    });
    expect(fake.openai.requests).toHaveLength(0);
  });

  // Issue 29: the model must not pick one of the comuni an ambiguous place may be, whatever it answers.
  it.each([["Reggio nell'Emilia"], ['Reggio'], [null]])(
    'asks which Reggio when the visitor wrote only «Reggio» and the model said %s',
    async (municipality) => {
      fake.openai.reply = {
        status: 200,
        content: JSON.stringify({ category: 'Idraulico', needsClarification: false, clarificationQuestions: [], municipality }),
      };
      expect(await provider().analyzeRequest({ userRequest: 'mi serve un idraulico a Reggio' })).toEqual({
        category: 'Idraulico',
        needsClarification: true,
        clarificationQuestions: [`1. ${analyzerQuestions.whichComune('Reggio')}`],
        location: null,
        placeChoices: REGGIO_CHOICES,
      });
      expect(fake.openai.requests).toHaveLength(1);
      // The instructions tell the model to give such a name as written.
      const system = (fake.openai.requests[0]!.body.messages as { role: string; content: string }[])[0]!.content;
      expect(system).toContain('può indicare più comuni');
    },
  );

  it('asks with the choices when the model gives an ambiguous name of its own, unless the visitor’s words say which', async () => {
    fake.openai.reply = {
      status: 200,
      content: JSON.stringify({ category: 'Imbianchino', needsClarification: false, clarificationQuestions: [], municipality: 'Castelfranco' }),
    };
    const profile = await provider().analyzeRequest({ userRequest: 'imbiancare casa a Castelfranco' });
    expect(profile.clarificationQuestions).toEqual([`1. ${analyzerQuestions.whichComune('Castelfranco')}`]);
    expect(profile.placeChoices?.map((choice) => `${choice.municipality} (${choice.provinceCode})`)).toEqual([
      'Castelfranco Veneto (TV)',
      'Castelfranco Emilia (MO)',
      'Castelfranco di Sotto (PI)',
      'Castelfranco Piandiscò (AR)',
      'Castelfranco in Miscano (BN)',
    ]);

    // The words settle it: a full name, a sigla, the model's bare «Castro» for «Castro (LE)».
    for (const [text, said, municipality, sigla] of [
      ['idraulico a Reggio Calabria', 'Reggio di Calabria', 'Reggio di Calabria', 'RC'],
      ['idraulico a Reggio (RC)', 'Reggio di Calabria', 'Reggio di Calabria', 'RC'],
      ['idraulico a Castelfranco (TV)', 'Castelfranco Veneto', 'Castelfranco Veneto', 'TV'],
      ['idraulico per un lavabo nuovo, casa a Castro (LE)', 'Castro', 'Castro', 'LE'],
    ] as const) {
      fake.openai.reply = {
        status: 200,
        content: JSON.stringify({ category: 'Idraulico', needsClarification: false, clarificationQuestions: [], municipality: said }),
      };
      const settled = await provider().analyzeRequest({ userRequest: text });
      expect(settled, text).toMatchObject({ needsClarification: false, location: { municipality, provinceCode: sigla } });
      expect(settled.placeChoices, text).toBeUndefined();
    }
  });

  it('falls back to the built-in analyzer on an answer that is not valid JSON', async () => {
    fake.openai.reply = { status: 200, content: 'not json {' };
    const profile = await provider().analyzeRequest({ userRequest: 'tinteggiare il salotto, Bergamo' });
    expect(profile).toMatchObject({ category: 'Imbianchino', location: { municipality: 'Bergamo' } });
    expect(warnings).toHaveLength(1);
  });

  it('falls back on an answer outside the schema', async () => {
    fake.openai.reply = {
      status: 200,
      content: JSON.stringify({ category: 42, needsClarification: 'no', clarificationQuestions: [], municipality: null }),
    };
    expect(await provider().analyzeRequest({ userRequest: 'potatura siepi a Como' })).toMatchObject({
      category: 'Giardinaggio',
      location: { municipality: 'Como' },
    });
    expect(warnings).toHaveLength(1);
  });

  it('falls back on HTTP 500', async () => {
    fake.openai.reply = { status: 500, content: '' };
    expect(await provider().analyzeRequest({ userRequest: 'la macchina non si avvia, Torino' })).toMatchObject({
      category: 'Meccanico',
      location: { municipality: 'Torino' },
    });
    expect(fake.openai.requests).toHaveLength(1);
    expect(warnings).toHaveLength(1);
  });

  it('uses the built-in analyzer when OpenAI is not configured', async () => {
    expect(await createAiProvider().analyzeRequest({ userRequest: 'salta la corrente, Bari' })).toMatchObject({ category: 'Elettricista' });
    expect(fake.openai.requests).toHaveLength(0);
  });
});
