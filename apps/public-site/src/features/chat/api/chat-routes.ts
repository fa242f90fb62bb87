import { routeRef, type routes } from '@trovapro/domain';

/**
 * The chat's calls by method and path, typed by the contract. The chat is also the landing page's
 * island, whose JavaScript budget (issue 10) has no room for the contract's TypeBox schemas.
 */
export const chatRoutes = {
  publicTemplates: routeRef<typeof routes.publicTemplates>('GET', '/api/templates/public'),
  leadProfile: routeRef<typeof routes.leadProfile>('POST', '/api/leads/profile'),
  sendVerification: routeRef<typeof routes.sendVerification>('POST', '/api/send-verification'),
  verifyCode: routeRef<typeof routes.verifyCode>('POST', '/api/verify-code'),
  completeLead: routeRef<typeof routes.completeLead>('POST', '/api/leads/complete'),
};
