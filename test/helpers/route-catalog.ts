// Every route the running application serves, read from the application
// itself, so suites that must cover "every route" also cover routes added
// later without being edited.
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';

export interface Route {
  method: string;
  /** Fastify's form: /v3/company/:company_id/positions */
  url: string;
  /** The :names in the URL, in order. */
  params: string[];
}

export const routeKey = (route: Pick<Route, 'method' | 'url'>) => `${route.method} ${route.url}`;

/**
 * Parses `printRoutes({ commonPrefix: false })`, whose lines look like
 * `│   ├── /pause (POST)`: four characters of tree per level, then the path
 * segment relative to the parent line, then the methods.
 */
export function routesOf(app: FastifyInstance): Route[] {
  const tree = app.printRoutes({ commonPrefix: false });
  const stack: string[] = [];
  const routes: Route[] = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) {
      assert.equal(line.trim(), '', `unexpected line in printRoutes(): ${JSON.stringify(line)}`);
      continue;
    }
    const depth = match[1]!.length / 4;
    stack.length = depth;
    stack.push(match[2]!);
    const url = stack.join('');
    for (const method of match[3]?.split(', ') ?? []) {
      routes.push({ method, url, params: [...url.matchAll(/:(\w+)/g)].map((m) => m[1]!) });
    }
  }
  assert.ok(routes.length > 0, 'printRoutes() gave no routes');
  return routes;
}

/** The route's URL with its parameters filled in; values are used as given, so they may be pre-encoded or hostile. */
export function fillPath(url: string, values: Record<string, string>): string {
  return url.replace(/:(\w+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no value for :${name} of ${url}`);
    return value;
  });
}

/** Whether requests of this method carry a body in this API. */
export const takesBody = (method: string) => method === 'POST' || method === 'PUT' || method === 'PATCH';

/** The schema a `$ref` of the OpenAPI document names (`#/components/schemas/X`), or the schema itself when it is no $ref. */
export function deref(openapi: any, schema: any): any {
  const name = /^#\/components\/schemas\/(.+)$/.exec(schema?.$ref ?? '')?.[1];
  if (name === undefined) return schema;
  const target = openapi.components?.schemas?.[name];
  assert.ok(target, `${schema.$ref} names no component`);
  return target;
}

/** The JSON request body schema of a route in the OpenAPI document, if it has one. */
export function requestBodySchema(openapi: any, route: Route): any {
  const path = route.url.replace(/:(\w+)/g, '{$1}');
  return openapi.paths?.[path]?.[route.method.toLowerCase()]?.requestBody?.content?.['application/json']?.schema;
}

/** Whether the OpenAPI document says the route needs a bearer token. */
export function documentedAsAuthenticated(openapi: any, route: Route): boolean | undefined {
  const path = route.url.replace(/:(\w+)/g, '{$1}');
  const operation = openapi.paths?.[path]?.[route.method.toLowerCase()];
  if (!operation) return undefined;
  return Array.isArray(operation.security) && operation.security.length > 0;
}

/**
 * The routes, checked against the OpenAPI document: each documented operation
 * is served and each served route other than HEAD is documented (or listed in
 * `undocumented`), so a parsing slip in routesOf can't silently drop routes.
 */
export function checkedRoutes(app: FastifyInstance, openapi: any, undocumented: string[]): Route[] {
  const routes = routesOf(app);
  const served = new Set(routes.map(routeKey));
  const documented = new Set<string>();
  for (const [path, operations] of Object.entries<any>(openapi.paths ?? {})) {
    for (const method of Object.keys(operations)) {
      documented.add(`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`);
    }
  }
  for (const key of documented) assert.ok(served.has(key), `${key} is documented but not served`);
  for (const route of routes) {
    if (route.method === 'HEAD' || undocumented.includes(routeKey(route))) continue;
    assert.ok(documented.has(routeKey(route)), `${routeKey(route)} is served but not in the OpenAPI document`);
  }
  return routes;
}
