// Every domain the server runs, in the order it is started and its routes registered. A new
// tool is a folder `server/<tool>/` with a `domain.ts`, and one line here. Billing (credits,
// plans) has no routes of its own yet: the domains below build its service (billing/service.ts)
// on a billing repository, or call its modules with the one they share a transaction with.
import { accountDomain } from './account/domain';
import { catalogueDomain } from './catalogue/domain';
import { chatDomain } from './chat/domain';
import { classifierDomain } from './classifier/domain';
import { libraryDomain } from './library/domain';
import { writerDomain } from './writer/domain';

export const domains = [accountDomain, catalogueDomain, chatDomain, libraryDomain, classifierDomain, writerDomain] as const;

type AnyDomain = (typeof domains)[number];

/** `app.services`: each domain's services under its name, typed from the list. */
export type Services = {
  [D in AnyDomain as D['name']]: D extends { services?: (...args: never[]) => infer S } ? S : never;
};
