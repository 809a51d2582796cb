// Recruiting data: pipelines, positions, candidates and team notes. Each kind
// has its own route file; the company scope's hook has already authenticated
// the caller, required membership and rejected malformed path ids.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import candidateRoutes from './candidates.ts';
import noteRoutes from './notes.ts';
import pipelineRoutes from './pipelines.ts';
import positionRoutes from './positions.ts';

const recruitingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(pipelineRoutes);
  await app.register(positionRoutes);
  await app.register(candidateRoutes);
  await app.register(noteRoutes);
};

export default recruitingRoutes;
