// Examples of the operations on accounts (signing in and out, the user, the
// companies, API keys) and of the health check, in the story of
// openapi-examples.ts and typed by their schemas.
import type { SigninResponse, SignoutResponse } from './auth.ts';
import type { Health } from './health.ts';
import type { OperationExample } from './openapi-example-operation.ts';
import { apiKey, company, createdApiKey, success, user, userDetails } from './openapi-example-records.ts';

const health: Health = { status: 'ok', database: 'reachable', dialect: 'postgres' };
const signin: SigninResponse = { access_token: 'rs_st_UCXtK7bU-bd9KddRlGYMrLp_I9YSV25Nfi8roGMQIzc', user };
const signout: SignoutResponse = { success: true, signed_out: true };

/** By operationId. */
export const ACCOUNT_OPERATION_EXAMPLES: Record<string, OperationExample> = {
  signIn: { request: { email: user.email_address, password: 'correct horse battery staple' }, response: signin },
  signOut: { response: signout },
  getHealth: { response: health },
  listCompanies: { response: [company] },
  getCompany: { response: company },
  getUser: { response: user },
  getUserDetails: { response: userDetails },
  listApiKeys: { response: { data: [apiKey] } },
  createApiKey: { request: { name: 'CI' }, response: createdApiKey },
  revokeApiKey: { response: success },
};
