// Recruiting data: pipelines, positions, candidates, team notes, and a
// candidate's stream, files, education, work history, scorecards, conversation,
// background checks and questionnaires, and the company's lists
// (departments, categories, custom fields, templates). Each kind
// has its own route file; the company scope's hook has already authenticated
// the caller, required membership and rejected malformed path ids.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import backgroundCheckRoutes from './background-checks.ts';
import candidateFileRoutes from './candidate-files.ts';
import candidateHistoryRoutes from './candidate-history.ts';
import candidateFromResumeRoutes from './candidate-from-resume.ts';
import candidateRoutes from './candidates.ts';
import candidateStreamRoutes from './candidate-stream.ts';
import companyMetadataRoutes from './company-metadata.ts';
import conversationRoutes from './conversation.ts';
import noteRoutes from './notes.ts';
import pipelineRoutes from './pipelines.ts';
import positionRoutes from './positions.ts';
import questionnaireRoutes from './questionnaires.ts';

const recruitingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(pipelineRoutes);
  await app.register(positionRoutes);
  await app.register(candidateRoutes);
  await app.register(candidateStreamRoutes);
  await app.register(noteRoutes);
  await app.register(candidateFileRoutes);
  await app.register(candidateHistoryRoutes);
  await app.register(candidateFromResumeRoutes);
  await app.register(conversationRoutes);
  await app.register(backgroundCheckRoutes);
  await app.register(questionnaireRoutes);
  await app.register(companyMetadataRoutes);
};

export default recruitingRoutes;
