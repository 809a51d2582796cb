// Everything under /v3/company/{company_id}/: one encapsulated scope whose
// hook authenticates, requires membership and checks path ids for all its routes.
import type { FastifyPluginAsync } from 'fastify';
import { requireCompanyMember } from '../../hooks/authentication.ts';
import companyRoutes from './company.ts';
import { decorateEndpointRequests } from './endpoint-hooks.ts';
import endpointStatsRoutes from './endpoint-stats.ts';
import receiverCheckRoutes from './receiver-check.ts';
import eventFeedRoutes from './events.ts';
import recruitingRoutes from './recruiting.ts';
import webhookDeliveryRoutes from './webhook-deliveries.ts';
import webhookEndpointRoutes from './webhook-endpoints.ts';

const companyScope: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', requireCompanyMember);
  decorateEndpointRequests(app);
  await app.register(companyRoutes);
  await app.register(webhookEndpointRoutes);
  await app.register(webhookDeliveryRoutes);
  await app.register(eventFeedRoutes);
  await app.register(endpointStatsRoutes);
  await app.register(receiverCheckRoutes);
  await app.register(recruitingRoutes);
};

export default companyScope;
