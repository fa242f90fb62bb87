import type { CustomerRequest } from '@trovapro/domain';

/** For tests: a request bought by one business (with a published review) and offered to two. */
export const BOUGHT_REQUEST: CustomerRequest = {
  request: {
    userRequest: 'Perde il sifone sotto il lavello <b>della cucina</b>, serve un idraulico entro venerdì.',
    category: 'Idraulico',
    location: 'Fano (Pesaro e Urbino)',
    userName: 'Giulia Bianchi',
    userEmail: 'giulia.bianchi@example.it',
    userPhone: '+39 333 123 4567',
    createdAt: '2026-11-20T09:00:00.000Z',
  },
  state: 'bought',
  closedReason: null,
  offeredTo: 2,
  timeline: [
    { type: 'received', at: '2026-11-20T09:00:00.000Z' },
    { type: 'approved', at: '2026-11-20T10:00:00.000Z' },
    { type: 'sent', at: '2026-11-20T10:00:00.000Z', businesses: 2 },
    { type: 'bought', at: '2026-11-21T08:30:00.000Z', businessName: 'Idraulica Alfa' },
  ],
  buyers: [
    {
      businessId: '0b7f3c52-1f7e-4d0e-9a55-6c1f0c2b9d11',
      name: 'Idraulica Alfa',
      vatNumber: '00743110157',
      municipality: 'Fano',
      province: 'Pesaro e Urbino',
      phone: '0721 123 456',
      email: 'info@alfa.example.it',
      boughtAt: '2026-11-21T08:30:00.000Z',
      rating: { average: 4.6, count: 12 },
      reviews: [
        {
          rating: 5,
          comment: 'Puntuale e gentile.',
          authorName: 'Marco R.',
          createdAt: '2026-10-02T12:00:00.000Z',
          reply: 'Grazie Marco!',
          repliedAt: '2026-10-03T12:00:00.000Z',
        },
      ],
    },
  ],
  choice: null,
  eraseUrl: 'https://www.trovapro.example/privacy/cancella?t=erase-token',
};

/** For tests: a request waiting for the customer's choice among two proposed businesses. */
export const CHOOSING_REQUEST: CustomerRequest = {
  ...BOUGHT_REQUEST,
  state: 'awaiting_choice',
  offeredTo: 0,
  timeline: [
    { type: 'received', at: '2026-11-20T09:00:00.000Z' },
    { type: 'approved', at: '2026-11-20T10:00:00.000Z' },
    { type: 'awaiting_choice', at: '2026-11-20T10:05:00.000Z' },
  ],
  buyers: [],
  choice: {
    answered: false,
    max: 2,
    proposals: [
      {
        businessId: '1b7f3c52-1f7e-4d0e-9a55-6c1f0c2b9d11',
        name: 'Idraulica Alfa',
        municipality: 'Fano',
        province: 'Pesaro e Urbino',
        rating: { average: 4.6, count: 12 },
        chosen: false,
      },
      {
        businessId: '2b7f3c52-1f7e-4d0e-9a55-6c1f0c2b9d11',
        name: 'Termoidraulica Beta',
        municipality: 'Pesaro',
        province: 'Pesaro e Urbino',
        rating: null,
        chosen: false,
      },
      {
        businessId: '3b7f3c52-1f7e-4d0e-9a55-6c1f0c2b9d11',
        name: 'Impianti Gamma',
        municipality: null,
        province: null,
        rating: { average: 5, count: 1 },
        chosen: false,
      },
    ],
  },
};
