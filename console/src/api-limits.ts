// Limits of the API that the console shows before the API would refuse: how
// many webhook endpoints an owner may have in a company. The console is
// built with the server's own number (src/schemas/limits.ts, which the
// server enforces and states as the endpoint list's maxItems), so no request
// is made for it and no copy of it is kept here; the API's own refusal says
// the rest.
import { ENDPOINT_QUOTA } from '../../src/schemas/limits.ts';

export interface ApiLimits {
  /** Webhook endpoints an owner may have in a company. */
  endpointQuota: number;
}

export const API_LIMITS: ApiLimits = { endpointQuota: ENDPOINT_QUOTA };

/** The API's limits, for a component. */
export function useApiLimits(): ApiLimits {
  return API_LIMITS;
}
