import type { FastifyInstance } from 'fastify';

export interface RouteEntry {
  method: string;
  url: string;
  /** The kind of object the route's id parameter names, checked for ownership in the service. */
  owns: string | null;
  public: boolean;
}

/** Collected so the authorisation matrix test covers every route, including future ones. */
export function collectRoutes(app: FastifyInstance): RouteEntry[] {
  const routes: RouteEntry[] = [];
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      routes.push({ method, url: route.url, owns: route.config?.owns ?? null, public: route.config?.public === true });
    }
  });
  return routes;
}
