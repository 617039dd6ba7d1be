// The Composer tool's services: the workspace's compositions, made as jobs, listed, opened,
// renamed and deleted. Ownership is checked in compositions.ts: another workspace's is reported
// as not existing.
import type { Static } from 'typebox';
import type { CompositionBody, CompositionListQuery } from '../../contract/composer';
import type { DomainDeps } from '../domain';
import type { AuthContext } from '../lib/auth-context';
import { composerRepositories } from './repository';
import { compositionView, createCompositions, deleteComposition, findComposition, listCompositions, renameComposition } from './compositions';

export function createComposerService({ db, jobs, mediaFiles, config }: Pick<DomainDeps, 'db' | 'jobs' | 'mediaFiles' | 'config'>) {
  const repository = composerRepositories(db);
  return {
    compose: (auth: AuthContext, body: Static<typeof CompositionBody>) => createCompositions({ repository, jobs, mediaFiles, config }, auth, body),
    compositions: (auth: AuthContext, query: Static<typeof CompositionListQuery>) => listCompositions(repository, mediaFiles, auth, query),
    composition: async (auth: AuthContext, id: string) => compositionView(mediaFiles, await findComposition(repository, auth, id)),
    rename: (auth: AuthContext, id: string, title: string) => renameComposition(repository, mediaFiles, auth, id, title),
    remove: (auth: AuthContext, id: string) => deleteComposition(repository, mediaFiles, auth, id),
  };
}

export type ComposerService = ReturnType<typeof createComposerService>;
