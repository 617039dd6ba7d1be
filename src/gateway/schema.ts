// The local GraphQL schema the UI queries, executed in the page (execute.ts) against the REST
// API: codegen's minified introspection of schema/*.graphql (`npm test` fails when it is
// stale), with every gateway domain's resolvers (domains.ts), lazy ones as they load (compose.ts).
//
// Every page carries this module, so it names only what the first paint needs: the domains that
// are not lazy (the account, the library), and the lazy ones by name, read from the schema's root
// fields (generated/root-fields.ts). The list itself, with each lazy domain's loader, is a chunk
// fetched at once beside the page's screen, not a line of every page per tool.
import introspection from './generated/introspection';
import { rootFields } from './generated/root-fields';
import { composeGateway } from './compose';
import { isLazy, type AnyGatewayDomain, type GatewayDomain, type LazyGatewayDomain } from './domain';
import { accountGateway } from './account';
import { libraryGateway } from './library';

export { introspection };

/** The domains every page composes at start; the rest of domains.ts is lazy (tests/gateway/domains.test.ts holds the two lists together). */
export const eagerDomains: readonly GatewayDomain[] = [accountGateway, libraryGateway];

/** A lazy domain, known by its name until the list arrives (again after a failed download). */
export function lazyDomainsByName(names: readonly string[], list: () => Promise<{ domains: readonly AnyGatewayDomain[] }>): LazyGatewayDomain[] {
  let listed: Promise<{ domains: readonly AnyGatewayDomain[] }> | undefined;
  const domains = () => (listed ??= list().catch((error: unknown) => ((listed = undefined), Promise.reject(error))));
  // Fetched now rather than with the first operation that needs it, which would wait on it.
  void domains().catch(() => {});
  return names.map((name) => ({
    name,
    load: async () => {
      const domain = (await domains()).domains.find((listedDomain) => listedDomain.name === name);
      if (!domain || !isLazy(domain)) throw new Error(`No lazy gateway domain ${name} in domains.ts`);
      return domain.load();
    },
  }));
}

export const gateway = composeGateway(introspection, [...eagerDomains, ...lazyDomainsByName(Object.keys(rootFields), () => import('./domains'))]);
export const schema = gateway.schema;
