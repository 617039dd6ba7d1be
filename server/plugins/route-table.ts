import type { FastifyInstance } from 'fastify';

export interface RouteEntry {
  method: string;
  url: string;
  /** The kind of object the route's id parameter names, checked for ownership in the service. */
  owns: string | null;
  public: boolean;
  /**
   * The route's body and query schemas, so tests can walk every field a refusal may name, and its
   * response schemas, because only those strip columns (password hashes, keys) a row may carry.
   */
  schema: { body?: unknown; querystring?: unknown; response?: Record<string, unknown> };
}

/** Collected so the authorisation matrix test (and the refusal words' test) cover every route, including future ones. */
export function collectRoutes(app: FastifyInstance): RouteEntry[] {
  const routes: RouteEntry[] = [];
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      routes.push({ method, url: route.url, owns: route.config?.owns ?? null, public: route.config?.public === true, schema: { body: route.schema?.body, querystring: route.schema?.querystring, response: route.schema?.response as Record<string, unknown> | undefined } });
    }
  });
  return routes;
}
