// Limits of the API as plain numbers, with no schema library around them:
// the schemas state them to clients (the endpoint list's maxItems), the
// services enforce them, and the web console is built with them
// (console/src/api-limits.ts), so it shows a quota without asking for the
// whole OpenAPI document.

/** Endpoints per owner per company (spec section 8); legacy endpoints count too. */
export const ENDPOINT_QUOTA = 10;
