// Positions: /v3/company/{company_id}/positions and .../position/{position_id}
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { idempotentRoute } from '../../hooks/idempotency.ts';
import { bearerSecurity, CompanyParams, COMPANY_ROUTE_ERRORS, errors, SuccessRef } from '../../schemas/common.ts';
import { ref } from '../../schemas/components.ts';
import { PositionListSchema, PositionSchema } from '../../schemas/recruiting.ts';
import {
  PositionCreateBodySchema,
  PositionParams,
  PositionStateBodySchema,
  PositionUpdateBodySchema,
} from '../../schemas/recruiting-requests.ts';
import { listOptions, PositionListQuerySchema } from '../../schemas/list-queries.ts';
import { actor } from './actor.ts';

const positionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const positions = () => app.services.positions;

  app.get('/positions', {
    schema: {
      operationId: 'listPositions',
      summary: 'List positions',
      description:
        'The positions of the company, oldest first (sort=created) or least recently changed first (sort=updated), optionally only those in one state or changed since a time; paged with page and page_size (at most 50), whole without them.',
      tags: ['positions'],
      security: bearerSecurity,
      params: CompanyParams,
      querystring: PositionListQuerySchema,
      response: { 200: PositionListSchema, ...errors(400, ...COMPANY_ROUTE_ERRORS) },
    },
    handler: async (request) => positions().list(request.company, request.query.state, listOptions(request.query)),
  });

  app.post('/positions', {
    schema: {
      operationId: 'createPosition',
      summary: 'Create a position',
      description:
        'The position starts in state draft with the default pipeline. Emits companyPositionAdded. Answers 200, as the original answers its creates, with a Location header. Fields this service does not know are ignored.',
      tags: ['positions'],
      security: bearerSecurity,
      params: CompanyParams,
      body: PositionCreateBodySchema,
      response: { 200: ref(PositionSchema), ...errors(400, ...COMPANY_ROUTE_ERRORS) },
    },
    ...idempotentRoute(),
    handler: async (request, reply) => {
      const position = await positions().create(actor(request), request.body);
      return reply.code(200).header('location', `/v3/company/${request.company.id}/position/${position._id}`).send(position);
    },
  });

  app.get('/position/:position_id', {
    schema: {
      operationId: 'getPosition',
      summary: 'Get a position',
      tags: ['positions'],
      security: bearerSecurity,
      params: PositionParams,
      response: { 200: ref(PositionSchema), ...errors(...COMPANY_ROUTE_ERRORS) },
    },
    handler: async (request) => positions().get(request.company, request.params.position_id),
  });

  app.put('/position/:position_id', {
    schema: {
      operationId: 'updatePosition',
      summary: 'Update a position',
      description:
        'Partial update: omitted fields keep their value, null clears an optional field. Emits companyPositionUpdated when a value really changes.',
      tags: ['positions'],
      security: bearerSecurity,
      params: PositionParams,
      body: PositionUpdateBodySchema,
      response: { 200: ref(PositionSchema), ...errors(400, ...COMPANY_ROUTE_ERRORS) },
    },
    handler: async (request) => positions().update(actor(request), request.params.position_id, request.body),
  });

  app.put('/position/:position_id/state', {
    schema: {
      operationId: 'setPositionState',
      summary: 'Change the state of a position',
      description:
        'Any state may follow any other. Emits companyPositionStateUpdated when the state really changes; setting the current state answers 200 and emits nothing.',
      tags: ['positions'],
      security: bearerSecurity,
      params: PositionParams,
      body: PositionStateBodySchema,
      response: { 200: ref(PositionSchema), ...errors(400, ...COMPANY_ROUTE_ERRORS) },
    },
    handler: async (request) => positions().setState(actor(request), request.params.position_id, request.body.state),
  });

  app.delete('/position/:position_id', {
    schema: {
      operationId: 'deletePosition',
      summary: 'Delete a position',
      description:
        'Deletes the position with its candidates and their notes, messages, background checks and questionnaires. Emits companyPositionDeleted only.',
      tags: ['positions'],
      security: bearerSecurity,
      params: PositionParams,
      response: { 200: SuccessRef, ...errors(...COMPANY_ROUTE_ERRORS) },
    },
    handler: async (request) => {
      await positions().remove(actor(request), request.params.position_id);
      return { success: true as const };
    },
  });
};

export default positionRoutes;
