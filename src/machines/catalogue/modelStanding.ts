// What one model's card says about using it: exactly one of four states, so a card never
// claims "Available" and "Locked" at once. Unavailable wins (logging in or a bigger plan would
// not make the provider answer); then not logged in; then the plan's reason.
import { logInToUseModel } from '../../../contract/limits';
import type { CatalogueModel } from './catalogueView';

export type ModelStanding =
  | { kind: 'available' }
  | { kind: 'after-login' }
  | { kind: 'locked'; reason: string }
  | { kind: 'unavailable'; reason: string };

export function modelStanding(model: Pick<CatalogueModel, 'isAvailable' | 'unavailableReason' | 'granted' | 'notGrantedReason'>): ModelStanding {
  if (!model.isAvailable) return { kind: 'unavailable', reason: model.unavailableReason ?? 'Not reachable now.' };
  if (model.granted) return { kind: 'available' };
  if (model.notGrantedReason === logInToUseModel) return { kind: 'after-login' };
  return { kind: 'locked', reason: model.notGrantedReason ?? 'Not included in your plan.' };
}
