import { Type } from 'typebox';
import { defineRoute } from './define-route.ts';

export const HealthSchema = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('degraded')]),
  database: Type.Union([Type.Literal('up'), Type.Literal('down')]),
  dialect: Type.Union([Type.Literal('postgres'), Type.Literal('pglite')]),
});

export const health = defineRoute({
  method: 'GET',
  path: '/api/health',
  access: 'public',
  tag: 'system',
  summary: 'Liveness and database reachability (503 when the database is down)',
  responses: { 200: HealthSchema, 503: HealthSchema },
});
