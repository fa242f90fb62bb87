import { templateSampleValues } from '@trovapro/copy';
import { TEMPLATE_PLACEHOLDERS } from '@trovapro/domain';
import { describe, expect, it } from 'vitest';
import { fieldErrors, templateInfo, templatePreview } from './template-info.ts';

const LINKS = { publicSiteUrl: 'https://www.trovapro.example', checkoutUrl: 'https://pay.trovapro.example' };

describe('templatePreview', () => {
  it('has a sample value for every placeholder, so no valid text fails to preview', () => {
    const samples: Record<string, string> = templateSampleValues(LINKS);
    for (const placeholder of TEMPLATE_PLACEHOLDERS) expect(samples[placeholder], placeholder).toBeTruthy();
  });

  it('previews an email with the sample case, and nothing while the text breaks the rule', () => {
    const fields = {
      type: 'email' as const,
      name: 'purchase_contacts_email',
      subject: 'Contatti: {category} {inLocation}',
      content: 'Chiama {userName} al {userPhone}',
    };
    expect(templatePreview(fields, LINKS)).toMatchObject({
      type: 'email',
      email: { subject: 'Contatti: Idraulico a Bologna', text: 'Chiama Giulia Bianchi al +39 333 123 4567' },
    });
    expect(templatePreview({ ...fields, content: 'Chiama {userName' }, LINKS)).toBeNull();
    expect(fieldErrors({ ...fields, content: 'Chiama {userName' })).toEqual({
      content: 'Nel contenuto la graffa di «{userName» non è chiusa: scrivi il segnaposto come {nome}, o {{ per una graffa.',
    });
  });

  it('names a template by its message, or by its own name when no message uses it', () => {
    expect(templateInfo('email', 'lead_offer_email')).toMatchObject({ title: 'Offerta della richiesta alle aziende', shipped: true });
    expect(templateInfo('chat', 'lead_offer_email')).toMatchObject({ title: 'lead_offer_email', shipped: false, placeholders: [] });
  });
});
