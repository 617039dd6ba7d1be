// The model catalogue: each model with whether it is available to the caller now, and why not.
import type { Config } from '../config';
import type { Model } from '../db/types';
import { providerAvailability, type WorkspaceKeys } from '../engines/index';
import { existsSync } from 'node:fs';
import { onPath } from '../engines/audio/programs';
import type { Static } from 'typebox';
import type { Model as ModelSchema } from '../../contract/catalogue';
import { logInToUseModel } from '../../contract/limits';
import { providerKeyPhrase, providerLabel } from '../../contract/providers';
import type { CatalogueRepository } from './repository';

export interface ModelFilter {
  type?: string;
}


/** The workspace's own provider keys; none for anonymous callers. The chat reads them too, with its own repository. */
export async function workspaceKeys(catalogue: CatalogueRepository, workspaceId: string | null): Promise<WorkspaceKeys> {
  if (!workspaceId) return {};
  const row = await catalogue.providerKeys(workspaceId);
  return { openai: row?.openai_api_key ?? null, anthropic: row?.anthropic_api_key ?? null };
}

type AvailabilityFacts = Pick<Model, 'provider' | 'is_enabled'> & Partial<Pick<Model, 'type' | 'config'>>;

/** Available means a call would reach a provider now: computed per request, never stored. */
export function isAvailable(config: Config, model: AvailabilityFacts, keys: WorkspaceKeys): boolean {
  return unavailableReason(config, model, keys) === null;
}

/** Why a call to the model would not reach its provider now, in words for its user; null when it would. */
export function unavailableReason(config: Config, model: AvailabilityFacts, keys: WorkspaceKeys): string | null {
  if (!model.is_enabled) return 'Switched off on this server.';
  const needs = programNeeded(model.config);
  if (needs && (!onPath(needs.program) || (needs.file && !fileInstalled(needs.file)))) return `Needs ${needs.program} installed on this server (${needs.install}).`;
  // The media tools use the platform's keys only: a workspace's own keys are for chat models.
  const media = model.type !== undefined && model.type !== 'llm';
  const providers = providerAvailability(config, media ? {} : keys);
  if (providers[model.provider as keyof typeof providers] ?? false) return null;
  if (media || model.provider === 'elevenlabs') return `Needs ${providerKeyPhrase(model.provider)} on this server.`;
  return `Needs ${providerKeyPhrase(model.provider)}: the platform's, or your workspace's own in its settings.`;
}

/**
 * An offline model that runs a system program says which in its config (db/seed-data.ts), and a
 * file of the package its data comes in where that is a package of its own (PocketSphinx's
 * English model is pocketsphinx-en-us: the program without it cannot transcribe).
 */
function programNeeded(config: unknown): { program: string; install: string; file: string | null } | null {
  const needs = (config as { program?: unknown; install?: unknown; file?: unknown } | null | undefined) ?? {};
  return typeof needs.program === 'string' ? { program: needs.program, install: String(needs.install ?? ''), file: typeof needs.file === 'string' ? needs.file : null } : null;
}

// Looked up once: the install does not change while the server runs.
const installedFiles = new Map<string, boolean>();
function fileInstalled(path: string): boolean {
  if (!installedFiles.has(path)) installedFiles.set(path, existsSync(path));
  return installedFiles.get(path)!;
}

export async function listModels(catalogue: CatalogueRepository, config: Config, workspaceId: string | null, filter: ModelFilter) {
  const [models, keys] = await Promise.all([catalogue.models(filter.type as Model['type'] | undefined), workspaceKeys(catalogue, workspaceId)]);
  return models.map((model) => modelView(model, unavailableReason(config, model, keys), workspaceId !== null));
}

/** Kept: availability, grant, provider label and is_local are worked out per caller, not stored. */
function modelView(model: Model, unavailable: string | null, loggedIn: boolean): Static<typeof ModelSchema> {
  // Every plan may use every model for now; the plan rule will narrow this (and say so here).
  const notGranted = !loggedIn ? logInToUseModel : unavailable;
  // The row as it is (the Model schema leaves out its prices per token), with what is worked out per caller.
  return {
    ...model,
    provider: { name: model.provider, label: providerLabel(model.provider) },
    is_available: unavailable === null,
    unavailable_reason: unavailable,
    granted: notGranted === null,
    not_granted_reason: notGranted,
    is_local: model.provider === 'local',
  };
}
