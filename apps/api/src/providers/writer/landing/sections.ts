import { PRODUCT_NAME } from '@trovapro/copy';
import { formatInteger, formatPriceRange, html, joinHtml, joinItalian, type SafeHtml } from '../text/html.ts';
import type { PageContext } from './page-context.ts';

/**
 * The landing page's sections. Every sentence has several phrasings and every list a seeded subset and
 * order, so two comuni of one province read differently; the facts (population, CAP, province, nearby
 * comuni, figures) are the comune's own. Rule of the templates: no article or adjective before
 * `profile.singular`/`plural` ("impresa di pulizie" is feminine), use `indefinite` for "un idraulico".
 */
type Phrase = (c: PageContext) => SafeHtml | string;

function say(c: PageContext, phrases: readonly Phrase[]): SafeHtml {
  return html`${c.rng.pick(phrases)(c)}`;
}

function section(key: string, heading: SafeHtml, body: SafeHtml): SafeHtml {
  return html`<div class="landing-section landing-${key}"><h3>${heading}</h3>${body}</div>`;
}

function list(items: readonly (SafeHtml | string)[]): SafeHtml {
  return html`<ul>${items.map((item) => html`<li>${item}</li>`)}</ul>`;
}

const BAND_NOUN: Record<PageContext['band'], readonly string[]> = {
  borgo: ['un piccolo borgo', 'un comune molto piccolo', 'una piccola comunità'],
  paese: ['un paese', 'un piccolo comune', 'un centro di dimensioni contenute'],
  cittadina: ['una cittadina', 'un comune di medie dimensioni', 'un centro di media grandezza'],
  citta: ['una città', 'un centro importante', 'un comune popoloso'],
  grande: ['una grande città', 'uno dei centri maggiori del paese', 'una città di grandi dimensioni'],
  metropoli: ['una delle città più popolose d’Italia', 'una grande area urbana', 'una metropoli'],
};

// ——— Intro ———

export function intro(c: PageContext): SafeHtml {
  const { indefinite, plural } = c.profile;
  const opening = say(c, [
    (c) =>
      html`Cerchi ${indefinite} ${c.at}? Descrivi il lavoro nella chat di questa pagina: la richiesta arriva a ${plural} che operano ${c.province.inProvince} e ricevi preventivi gratuiti via email, senza impegno.`,
    (c) =>
      html`Questa pagina raccoglie ciò che serve sapere a chi cerca un servizio di ${c.kw} ${c.at}: prezzi indicativi, controlli da fare prima di scegliere e comuni vicini dove cercare.`,
    (c) =>
      html`Trovare ${indefinite} affidabile ${c.at} non deve diventare una ricerca di giorni. Con ${PRODUCT_NAME} descrivi cosa ti serve, confermi la tua email e ricevi i contatti di professionisti ${c.province.ofProvince}.`,
    (c) =>
      html`Che si tratti di un intervento urgente o di un lavoro programmato, ${c.at} puoi chiedere più preventivi con una sola richiesta: l’assistente capisce di cosa hai bisogno e la inoltra a chi lavora in zona.`,
    (c) =>
      html`Ti serve ${indefinite} ${c.at}? Qui trovi i lavori più richiesti con le fasce di prezzo, cosa verificare prima di affidare l’incarico e come ottenere preventivi gratuiti senza telefonare a decine di aziende.`,
  ]);
  const field = say(c, [
    (c) => html`Il campo è quello di ${c.profile.field}, dove un preventivo chiaro evita sorprese.`,
    (c) => html`Si parla di ${c.profile.field}: i prezzi dipendono soprattutto dal tipo di intervento e dall’urgenza.`,
    (c) => html`Parliamo di ${c.profile.field}, lavori in cui conta sapere prima quanto si spenderà.`,
    () => '',
  ]);
  return html`<p>${opening}${field.toString() !== '' && html` ${field}`}</p>`;
}

// ——— The comune's own facts ———

export function territory(c: PageContext): SafeHtml {
  const heading = say(c, [
    (c) => html`${c.name} in breve`,
    (c) => html`Il comune di ${c.name}`,
    (c) => html`Conoscere ${c.name}`,
    (c) => html`${c.name}: qualche dato utile`,
  ]);
  const noun = c.rng.pick(BAND_NOUN[c.band]);
  const sentences = [
    say(c, [
      (c) => html`${c.name} è ${noun} di ${c.pop} abitanti ${c.province.inProvince} (${c.sigla}), ${c.regionIn}.`,
      (c) => html`Con i suoi ${c.pop} abitanti, ${c.name} è ${noun} ${c.province.inProvince}, ${c.regionIn}.`,
      (c) =>
        html`${c.regionIn.charAt(0).toUpperCase()}${c.regionIn.slice(1)}, ${c.province.inProvince} (${c.sigla}), si trova ${c.name}: ${noun} che conta ${c.pop} residenti.`,
      (c) => html`Siamo ${c.province.inProvince}, ${c.regionIn}: ${c.name} ha ${c.pop} abitanti ed è ${noun}.`,
    ]),
  ];
  if (c.capital) {
    sentences.push(
      say(c, [
        () => 'È il capoluogo della provincia, e qui hanno sede molte delle imprese che lavorano in tutto il territorio.',
        (c) => html`Come capoluogo, ${c.name} concentra uffici, negozi e buona parte delle imprese ${c.province.ofProvince}.`,
      ]),
    );
  }
  if (c.caps.kind === 'single') {
    sentences.push(
      say(c, [
        (c) =>
          html`Il codice di avviamento postale è ${c.caps.text}: indicalo nella richiesta insieme alla via, così chi risponde valuta subito la distanza.`,
        (c) => html`Il CAP di ${c.name} è ${c.caps.text}.`,
        (c) => html`Per le richieste da ${c.name} il CAP da indicare è ${c.caps.text}.`,
      ]),
    );
  } else if (c.caps.kind === 'list') {
    sentences.push(
      say(c, [
        (c) => html`I CAP di ${c.name} sono ${c.caps.text}: quello giusto dipende dalla zona o dalla frazione e aiuta a stimare i tempi di arrivo.`,
        (c) => html`${c.name} usa più codici postali (${c.caps.text}), segno di un territorio diviso in frazioni o quartieri.`,
      ]),
    );
  } else if (c.caps.kind === 'range') {
    sentences.push(
      say(c, [
        (c) =>
          html`I codici postali di ${c.name} vanno ${c.caps.text}: indica quello della tua via, perché da un quartiere all’altro cambiano i tempi di arrivo.`,
        (c) => html`Il territorio è diviso in molte zone postali, con CAP ${c.caps.text}.`,
      ]),
    );
  }
  const others = c.nearby.slice(0, 3).map((other) => other.name);
  if (others.length >= 2) {
    sentences.push(
      say(c, [
        () => html`Altri comuni della stessa provincia sono ${joinItalian(others)}.`,
        () => html`Nella stessa provincia si trovano anche ${joinItalian(others)}.`,
        () => html`Chi cerca in zona può guardare anche a ${joinItalian(others)}.`,
      ]),
    );
  }
  return section('territorio', heading, html`<p>${joinHtml(sentences, html` `)}</p>`);
}

// ——— Advice by the size of the comune ———

const SIZE_TIPS: Record<PageContext['group'], readonly Phrase[]> = {
  small: [
    (c) =>
      html`${c.name} è piccolo e i professionisti arrivano spesso dai comuni vicini: chiedi se il diritto di chiamata comprende la trasferta o se è calcolato a chilometro.`,
    (c) => html`Raggruppa più lavori in un’unica uscita: un solo sopralluogo ${c.at} costa meno di tre chiamate separate.`,
    (c) =>
      html`Con ${c.pop} abitanti il passaparola conta: chiedi ai vicini chi ha già lavorato in paese e confronta il suo prezzo con i preventivi che ricevi qui.`,
    () => 'Per le urgenze fuori orario la distanza pesa: salva il contatto di un professionista disponibile in zona prima che serva davvero.',
    (c) =>
      html`Molte imprese ${c.province.ofProvince} passano dai comuni più piccoli in giorni fissi: chiedere quando sono ${c.at} può far risparmiare la trasferta.`,
    (c) => html`Se ${c.at} non ci sono ${c.profile.plural} con sede in paese, la richiesta raggiunge anche chi lavora nel resto della provincia.`,
    (c) =>
      html`Nelle case più vecchie di un comune come ${c.name} conviene chiedere un sopralluogo prima del prezzo: impianti e muri riservano spesso sorprese.`,
    () => 'Se possibile, fissa l’intervento nei giorni feriali: chi viene da fuori paese organizza meglio il giro e la trasferta pesa meno.',
  ],
  medium: [
    (c) =>
      html`${c.at.charAt(0).toUpperCase()}${c.at.slice(1)} l’offerta è ampia ma non infinita: tre preventivi bastano per capire il prezzo di mercato.`,
    (c) =>
      html`In un comune di ${c.pop} abitanti molti lavori si fanno in condominio: verifica con l’amministratore se servono autorizzazioni o orari particolari.`,
    (c) => html`Chiedi se chi ti risponde conosce già ${c.name}: chi lavora in zona sa come muoversi e spesso arriva prima.`,
    () => 'Prima delle ferie estive e all’inizio dell’inverno le agende si riempiono: per i lavori non urgenti conviene prenotare con anticipo.',
    (c) => html`Segnala se sotto casa è difficile parcheggiare un furgone: ${c.at} può incidere sui tempi e sul prezzo dell’uscita.`,
    () => 'Per i lavori non urgenti chiedi disponibilità a metà settimana: molti professionisti hanno più margine e tempi più brevi.',
    (c) => html`Indica nella richiesta se abiti in centro o in una frazione di ${c.name}: cambia i tempi di arrivo più di quanto si pensi.`,
    () => 'Se il lavoro riguarda parti comuni dell’edificio, coinvolgi subito i vicini: un solo intervento per più appartamenti costa meno a tutti.',
  ],
  large: [
    (c) =>
      html`In una città di ${c.pop} abitanti ZTL e sosta a pagamento pesano sul prezzo: chiedi se il parcheggio è compreso nel costo dell’uscita.`,
    (c) =>
      html`${c.at.charAt(0).toUpperCase()}${c.at.slice(1)} l’offerta è molto ampia e i prezzi cambiano parecchio da un quartiere all’altro: confrontare più preventivi conviene davvero.`,
    (c) => html`Nei grandi condomini di ${c.name} i lavori vanno spesso comunicati all’amministratore e fatti negli orari previsti dal regolamento.`,
    () => 'Indica quartiere, piano e presenza dell’ascensore nella richiesta: in città sono dettagli che cambiano tempi e costi.',
    () => 'Diffida dei volantini senza indirizzo né partita IVA: in città sono frequenti e, se qualcosa va storto, difficili da rintracciare.',
    () => 'Per le urgenze i tempi di arrivo dipendono dal traffico: chiedi una stima realistica, non solo «arrivo subito».',
    (c) =>
      html`Con ${c.pop} abitanti le agende dei professionisti si riempiono in fretta: per i lavori programmati chiedi i preventivi con qualche settimana di anticipo.`,
    () =>
      'In appartamento lascia libero il passaggio fino al punto del lavoro e avvisa il portiere, se c’è: si risparmia tempo, e il tempo in città si paga.',
  ],
};

export function sizeAdvice(c: PageContext): SafeHtml {
  const heading: Record<PageContext['group'], readonly Phrase[]> = {
    small: [
      () => 'Consigli per chi vive in un piccolo comune',
      (c) => html`Cercare ${c.profile.plural} in un comune come ${c.name}`,
      (c) => html`${c.name} e i comuni piccoli: cosa sapere`,
    ],
    medium: [
      (c) => html`Cosa tenere presente ${c.at}`,
      (c) => html`Qualche consiglio pratico per ${c.name}`,
      (c) => html`Consigli per chi abita ${c.at}`,
    ],
    large: [() => 'Cercare un professionista in una grande città', (c) => html`Consigli per chi vive ${c.at}`, (c) => html`Muoversi bene ${c.at}`],
  };
  const tips = c.rng.sample(SIZE_TIPS[c.group], c.rng.int(3, 4)).map((tip) => tip(c));
  const lead = say(c, [
    (c) => html`Le dimensioni di ${c.name} cambiano il modo migliore di cercare e scegliere chi interviene.`,
    () => 'Qualche indicazione pratica, pensata per un comune di queste dimensioni:',
    (c) => html`Chi abita ${c.at} può partire da questi consigli:`,
  ]);
  return section('consigli', say(c, heading[c.group]), html`<p>${lead}</p>${list(tips)}`);
}

// ——— The trade's typical jobs ———

export function typicalJobs(c: PageContext): SafeHtml {
  const { profile } = c;
  const heading = say(c, [
    () => 'Lavori più richiesti e prezzi indicativi',
    (c) => html`Quanto costa ${c.profile.indefinite} ${c.at}`,
    (c) => html`Cosa fa ${c.profile.indefinite}: i lavori tipici`,
    (c) => html`Interventi frequenti ${c.at} e costi orientativi`,
    () => 'Prezzi indicativi per i lavori più comuni',
  ]);
  // A few jobs in detail, a few more in one line: two pages rarely describe the same ones.
  const jobs = c.rng.sample(profile.jobs, c.rng.int(6, 8));
  const detailed = jobs.slice(0, c.rng.int(3, 4));
  const brief = jobs.slice(detailed.length);
  const lead = say(c, [
    (c) =>
      html`Ecco alcuni degli interventi più frequenti, con prezzi orientativi ${c.province.inProvince}; ogni preventivo dipende dal lavoro reale.`,
    (c) => html`Le cifre qui sotto sono un punto di partenza per confrontare le offerte che riceverai ${c.at}.`,
    () => 'Prima di chiedere un preventivo è utile sapere quanto costano di solito i lavori più comuni:',
    (c) => html`${jobs.length} lavori che chi abita ${c.at} chiede spesso, con le fasce di prezzo più comuni:`,
  ]);
  const items = detailed.map((job) => {
    const price = formatPriceRange(job.priceFrom, job.priceTo, job.unit);
    const cost = c.rng.pick([
      html`Prezzo indicativo: ${price}.`,
      html`Di solito ${price}.`,
      html`Costo orientativo ${price}.`,
      html`Si spende in genere ${price}.`,
    ]);
    return html`<strong>${job.name}</strong>: ${job.description}. ${cost}`;
  });
  const others = joinItalian(
    brief.map((job) => `${job.name.charAt(0).toLowerCase() + job.name.slice(1)} (${formatPriceRange(job.priceFrom, job.priceTo, job.unit)})`),
  );
  const more = say(c, [
    () => html`Tra le altre richieste frequenti: ${others}.`,
    () => html`Si chiedono spesso anche ${others}.`,
    (c) => html`Altri lavori comuni ${c.at}: ${others}.`,
  ]);
  const note = {
    small: (c: PageContext) =>
      html`${c.at.charAt(0).toUpperCase()}${c.at.slice(1)} può aggiungersi il costo della trasferta, se chi interviene arriva da un altro comune.`,
    medium: (c: PageContext) => html`In un comune delle dimensioni di ${c.name} pesa soprattutto la distanza dalla sede di chi interviene.`,
    large: (c: PageContext) => html`Nelle città grandi come ${c.name} i prezzi tendono alla parte alta della fascia, per traffico e parcheggi.`,
  }[c.group](c);
  return section('lavori', heading, html`<p>${lead}</p>${list(items)}<p>${more} ${note}</p>`);
}

// ——— Before hiring ———

export function checks(c: PageContext): SafeHtml {
  const heading = say(c, [
    (c) => html`Come scegliere ${c.profile.indefinite}`,
    () => 'Prima di affidare il lavoro',
    () => 'Cosa verificare prima di dire sì',
    () => 'Scegliere bene: i controlli da fare',
  ]);
  const lead = say(c, [
    () => 'Qualunque sia il preventivo più basso, prima di confermare controlla questi punti:',
    () => 'Alcuni controlli richiedono pochi minuti e ti evitano brutte sorprese:',
    (c) => html`Chi ha già fatto lavori ${c.at} lo sa: conviene verificare alcune cose prima di iniziare.`,
  ]);
  const items = c.rng.sample(c.profile.checks, 3);
  return section('scelta', heading, html`<p>${lead}</p>${list(items)}`);
}

// ——— Common problems ———

export function problems(c: PageContext): SafeHtml {
  const heading = say(c, [
    () => 'Problemi frequenti e possibili cause',
    () => 'I guasti più comuni',
    () => 'Quando qualcosa non va: le cause tipiche',
    () => 'Segnali da non sottovalutare',
  ]);
  const items = c.rng.sample(c.profile.problems, c.rng.int(2, 3)).map((entry) => {
    const link = c.rng.pick(['spesso dipende da', 'le cause più comuni sono', 'può dipendere da', 'di solito c’entrano']);
    return html`<strong>${entry.problem}</strong>: ${link} ${entry.causes}.`;
  });
  const urgent = c.rng.pick(c.profile.callNow);
  const closing = say(c, [
    () => html`Non aspettare se ${urgent}.`,
    () => html`Chiedi un intervento subito se ${urgent}.`,
    (c) => html`${c.at.charAt(0).toUpperCase()}${c.at.slice(1)} come altrove, la regola è chiamare subito se ${urgent}.`,
  ]);
  return section('problemi', heading, html`${list(items)}<p>${closing}</p>`);
}

// ——— Season and climate ———

export function season(c: PageContext): SafeHtml {
  const heading = say(c, [
    () => 'La stagione giusta',
    () => 'Quando programmare i lavori',
    (c) => html`Clima e stagioni ${c.regionIn}`,
    (c) => html`Il periodo migliore ${c.at}`,
  ]);
  const lead = say(c, [
    (c) => html`${c.regionIn.charAt(0).toUpperCase()}${c.regionIn.slice(1)} il clima incide sui lavori più di quanto sembri.`,
    () => 'Il periodo dell’anno conta.',
    (c) => html`Per chi abita ${c.at} vale un consiglio stagionale.`,
  ]);
  return section('stagione', heading, html`<p>${lead} ${c.profile.climate[c.zone]}</p>`);
}

// ——— Questions ———

export function faq(c: PageContext): SafeHtml {
  const heading = say(c, [
    () => 'Domande frequenti',
    () => 'Le domande più comuni',
    (c) => html`Dubbi frequenti: ${c.kw} ${c.at}`,
    (c) => html`Domande e risposte: ${c.kw} ${c.at}`,
  ]);
  const local = c.rng.pick<Phrase>([
    (c) =>
      html`<p><strong>Quanto tempo serve per ricevere un preventivo ${c.at}?</strong><br />Dopo la conferma dell’email la richiesta parte subito e le prime risposte arrivano spesso in pochi minuti; ${c.group === 'small' ? html`per un comune piccolo come ${c.name} può servire qualche ora in più` : html`in un comune di ${c.pop} abitanti la scelta di professionisti è ampia`}.</p>`,
    (c) =>
      html`<p><strong>Il servizio è gratuito anche per chi abita ${c.at}?</strong><br />Sì: chiedere preventivi non costa nulla e non obbliga ad accettare alcuna offerta, ovunque tu sia ${c.province.inProvince}.</p>`,
    (c) =>
      html`<p><strong>Posso chiedere un intervento in una frazione di ${c.name}?</strong><br />Certo: indica nella richiesta la frazione o la via${c.caps.kind === 'none' ? '' : html` e il CAP (${c.caps.text})`}, così chi risponde valuta distanza e tempi.</p>`,
  ]);
  const entries = c.rng.sample(c.profile.faq, c.rng.int(1, 2)).map((entry) => html`<p><strong>${entry.question}</strong><br />${entry.answer}</p>`);
  entries.splice(c.rng.int(0, entries.length), 0, html`${local(c)}`);
  return section('faq', heading, html`${entries}`);
}

// ——— Live figures ———

export function figures(c: PageContext): SafeHtml {
  const { activePartnersInProvince: partners, requestsFromArea: requests } = c.figures;
  const items: SafeHtml[] = [];
  if (partners > 0) {
    items.push(
      html`<strong>${formatInteger(partners)}</strong> ${partners === 1 ? 'azienda partner attiva' : 'aziende partner attive'} ${c.province.inProvince}`,
    );
  }
  if (requests > 0) items.push(html`<strong>${formatInteger(requests)}</strong> ${requests === 1 ? 'richiesta dalla zona' : 'richieste dalla zona'}`);
  if (items.length === 0) return html``;
  const heading = say(c, [() => 'I numeri della zona', () => 'La zona in cifre', (c) => html`${PRODUCT_NAME} ${c.province.inProvince}`]);
  return section('numeri', heading, list(items));
}

// ——— Nearby comuni ———

export function nearbyLinks(c: PageContext): SafeHtml {
  if (c.nearby.length === 0) return html``;
  const heading = say(c, [
    (c) => html`${c.Kw} nei comuni vicini`,
    (c) => html`Anche nei dintorni di ${c.name}`,
    () => 'Altri comuni della provincia',
    (c) => html`${c.Kw}: le pagine dei comuni vicini`,
  ]);
  const lead = say(c, [
    (c) => html`Se lavori o hai una seconda casa fuori da ${c.name}, trovi la pagina dedicata a questi comuni ${c.province.ofProvince}:`,
    () => 'Le stesse informazioni, con i dati di ciascun comune:',
    (c) => html`Chi abita vicino a ${c.name} può consultare anche:`,
  ]);
  const withKeyword = c.rng.next() < 0.5;
  const items = c.nearby.map((other) => {
    const label = withKeyword ? html`${c.Kw} ${other.at}` : other.name;
    return other.href ? html`<a href="${other.href}">${label}</a>` : label;
  });
  return section('vicini', heading, html`<p>${lead}</p>${list(items)}`);
}

// ——— How to ask ———

export function howToAsk(c: PageContext): SafeHtml {
  const heading = say(c, [
    (c) => html`Come ricevere preventivi ${c.at}`,
    () => 'Richiedi ora il tuo preventivo',
    (c) => html`Tre passi per trovare ${c.profile.indefinite}`,
    () => 'Come funziona la richiesta',
  ]);
  const steps = [
    say(c, [
      (c) => html`Scrivi nella chat cosa ti serve ${c.at}, con qualche dettaglio sul lavoro.`,
      () => 'Descrivi il lavoro con parole tue: l’assistente fa solo le domande che servono.',
      (c) => html`Racconta il problema e conferma il comune, ${c.name}.`,
    ]),
    say(c, [
      () => 'Conferma la tua email con il codice che ricevi: i tuoi dati restano riservati.',
      () => 'Inserisci la tua email e il codice di verifica, così sappiamo che la richiesta è reale.',
      () => 'Verifica l’email: i contatti vengono condivisi solo con aziende verificate.',
    ]),
    say(c, [
      () => 'Ricevi preventivi gratuiti, confrontali e scegli l’offerta migliore.',
      (c) => html`Confronta le offerte dei professionisti ${c.province.ofProvince} e contatta direttamente chi preferisci.`,
      () => 'Scegli con calma: non c’è alcun obbligo di accettare.',
    ]),
  ];
  return section('richiesta', heading, html`<ol>${steps.map((step) => html`<li>${step}</li>`)}</ol>`);
}
