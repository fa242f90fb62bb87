import {
  CustomerRequestLinkBodySchema,
  CustomerRequestLinkResponseSchema,
  CustomerRequestQuerySchema,
  CustomerRequestSchema,
  CustomerRequestStopBodySchema,
  CustomerRequestStopResponseSchema,
} from '../schemas/customer-request.ts';
import { defineRoute } from './define-route.ts';

/** «La mia richiesta» (issue 34): the customer's page of their request, by its signed link. */

export const customerRequestLink = defineRoute({
  method: 'POST',
  path: '/api/customer/request-link',
  access: 'public',
  tag: 'customer-request',
  summary:
    'Emails the address one message with a fresh link to the page of each of its requests not erased, or nothing; the same answer for any address (rate limited per address and per mailbox)',
  body: CustomerRequestLinkBodySchema,
  responses: { 200: CustomerRequestLinkResponseSchema },
  errors: { 429: 'Too many links asked for this email or from this address (`too_many_requests`); see `Retry-After`.' },
});

export const customerRequest = defineRoute({
  method: 'GET',
  path: '/api/customer/request',
  access: 'public',
  tag: 'customer-request',
  summary:
    "The request its signed link names, as the customer wrote it: its state and dated timeline, the businesses that bought it with their contacts and published reviews, the businesses proposed for the customer's choice, the erase link",
  query: CustomerRequestQuerySchema,
  responses: { 200: CustomerRequestSchema },
  errors: {
    400: 'The token is not a request link we signed (`invalid_token`).',
    410: "The request's personal data was erased (`already_erased`).",
    429: 'Too many requests from this address (`too_many_requests`); see `Retry-After`.',
  },
});

export const customerRequestStop = defineRoute({
  method: 'POST',
  path: '/api/customer/request/stop',
  access: 'public',
  tag: 'customer-request',
  summary:
    '«Non voglio altri contatti»: closes the request for good (no further offer or sale) and tells the businesses that bought it; a request closed already answers so and sends nothing',
  body: CustomerRequestStopBodySchema,
  responses: { 200: CustomerRequestStopResponseSchema },
  errors: {
    400: 'The token is not a request link we signed (`invalid_token`).',
    410: "The request's personal data was erased (`already_erased`).",
    429: 'Too many requests from this address (`too_many_requests`); see `Retry-After`.',
  },
});
