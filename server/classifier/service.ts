// The classifier's services: classifying a text (checked, paid for, stored with its usage) and
// the workspace's classifications in the library. Ownership is checked in classifications.ts:
// another workspace's classification is reported as not existing.
import type { ClassificationCountQuery, ClassificationListQuery } from '../../contract/classifier';
import type { CreditReservations } from '../billing/reservations';
import type { ClassifierEngine } from '../engines/types';
import type { AuthContext } from '../lib/auth-context';
import {
  classify, countClassifications, deleteClassification, findClassification, listClassifications, setClassificationStatus, classificationView,
} from './classifications';
import type { ClassifierRepositories } from './repository';

export function createClassifierService({ repositories, engine, credits }: { repositories: ClassifierRepositories; engine: ClassifierEngine; credits: CreditReservations }) {
  const { classifications } = repositories;
  return {
    classify: (auth: AuthContext, input: string) => classify(repositories, engine, credits, auth, input),
    list: (auth: AuthContext, options: ClassificationListQuery) => listClassifications(classifications, auth, options),
    count: (auth: AuthContext, query: ClassificationCountQuery) => countClassifications(classifications, auth, query),
    get: async (auth: AuthContext, id: string) => classificationView(await findClassification(classifications, auth, id)),
    setStatus: (auth: AuthContext, id: string, status: number) => setClassificationStatus(classifications, auth, id, status),
    remove: (auth: AuthContext, id: string) => deleteClassification(classifications, auth, id),
  };
}

export type ClassifierService = ReturnType<typeof createClassifierService>;
