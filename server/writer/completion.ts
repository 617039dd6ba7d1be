// Before a completion's stream opens: every check, on one read (repository.ts's completionChecks),
// so that a refusal is a plain JSON error with its status and nothing is stored — the preset and
// its form, the model (chosen as the chat chooses it: the offline assistant unless the form
// names another, available with the platform's or the workspace's key), the free plan's
// templates (free-plan.ts), then the credits, held until it is billed (billing/reservations.ts). Then what the model reads: a system turn that says
// what to write, and the filled template or the prompt.
import type { CodeCompletionBody, CompletionBody, DocumentParams } from '../../contract/writer';
import { codeLanguages, completionFieldMissing, completionPromptMissing } from '../../contract/writer';
import { modelNeedsKey } from '../../contract/providers';
import type { CreditReservations, Reservation } from '../billing/reservations';
import { fillTemplate, presetFields } from '../catalogue/prompts';
import { isAvailable } from '../catalogue/models';
import type { Config } from '../config';
import { json } from '../db/json';
import type { Model } from '../db/types';
import { runsOnOwnKey, type WorkspaceKeys } from '../engines/index';
import { estimateInputTokens } from '../engines/usage';
import type { ChatTurn, WritingTask } from '../engines/types';
import type { AuthContext } from '../lib/auth-context';
import { badRequest, notFound } from '../lib/errors';
import { cleanTitle } from '../library/conversations';
import { assertTemplateAllowed, isFreePlanPrice } from './free-plan';
import type { DocumentKind } from './kinds';
import type { WriterRepositories } from './repository';

const defaultModel = 'local-assistant';
export const presetNotFound = 'Preset not found.';

/** What the writer's routes ask for: a preset's form or a free prompt; the coder's: a prompt and a language. */
export type CompletionInput = ({ kind: 'document'; presetId: string | null } & CompletionBody) | ({ kind: 'code' } & CodeCompletionBody);

/** A completion that passed every check: what its placeholder and its generation need. */
export interface CheckedCompletion {
  auth: AuthContext;
  kind: DocumentKind;
  model: Model;
  keys: WorkspaceKeys;
  title: string;
  presetId: string | null;
  /** A template on the free plan: its limit is read again when the placeholder is stored (free-plan.ts). */
  templateLimited: boolean;
  params: DocumentParams;
  task: WritingTask;
  turns: ChatTurn[];
  /** The credits the document holds until it is stored and billed; released whatever happens (billing/reservations.ts). */
  reservation: Reservation;
}

const writerInstructions =
  'You are a skilled writer. Write the document the user asks for in Markdown: a title as a level-one heading, then the text. ' +
  'Write only the document, in the language of the request.';
const coderInstructions = (language: string) =>
  `You are an expert ${language} programmer. Answer with ${language} code only, in one fenced code block (\`\`\`${language}), ` +
  'with short comments in the code where they help.';

export async function checkCompletion(
  repositories: WriterRepositories,
  config: Config,
  credits: CreditReservations,
  auth: AuthContext,
  kind: DocumentKind,
  input: CompletionInput,
): Promise<CheckedCompletion> {
  const presetId = input.kind === 'document' ? input.presetId : null;
  const modelKey = input.model || defaultModel;
  const found = await repositories.checks({ workspaceId: auth.workspaceId, modelKey, presetId });
  if (presetId && !found.preset) throw notFound(presetNotFound);
  const prompt = (input.prompt ?? '').trim();
  let task: WritingTask;
  let title: string;
  let fields: Record<string, string> = {};
  if (input.kind === 'code') {
    if (!prompt) throw badRequest(completionPromptMissing);
    task = { kind: 'code', language: input.language ?? codeLanguages[0], prompt };
    title = cleanTitle(prompt);
  } else if (found.preset) {
    // Only the preset's own fields, each filled; others are dropped.
    for (const field of presetFields(found.preset.template)) {
      const value = (input.fields?.[field.name] ?? '').trim();
      if (!value) throw badRequest(completionFieldMissing(field.label));
      fields[field.name] = value;
    }
    task = { kind: 'document', preset: found.preset, fields, prompt };
    const first = Object.values(fields)[0];
    title = cleanTitle(first ? `${found.preset.title}: ${first}` : found.preset.title);
  } else {
    if (!prompt) throw badRequest(completionPromptMissing);
    fields = {};
    task = { kind: 'document', preset: null, fields, prompt };
    title = cleanTitle(prompt);
  }
  const { model, keys } = found;
  if (!model || model.type !== 'llm') throw badRequest(`Unknown model "${modelKey}".`);
  if (!isAvailable(config, model, keys)) {
    throw badRequest(modelNeedsKey(model));
  }
  if (presetId) assertTemplateAllowed(found.planPrice, found.otherTemplates);
  const request = task.kind === 'document' && task.preset ? [fillTemplate(task.preset.template, fields), prompt].filter(Boolean).join('\n\n') : prompt;
  const turns: ChatTurn[] = [
    { role: 'system', content: task.kind === 'code' ? coderInstructions(task.language) : writerInstructions },
    { role: 'user', content: request },
  ];
  // Last, once nothing else can refuse: the credits the document may cost, or a 402.
  const reservation = await credits.reserve({ workspaceId: auth.workspaceId, resourceKind: kind.name, model, inputTokens: estimateInputTokens(turns), byok: runsOnOwnKey(model, keys) });
  return {
    auth,
    kind,
    model,
    keys,
    title,
    presetId,
    templateLimited: presetId !== null && isFreePlanPrice(found.planPrice),
    params: { preset_id: presetId, fields, prompt, model: model.key, ...(task.kind === 'code' ? { language: task.language } : {}) },
    task,
    turns,
    reservation,
  };
}

/** The placeholder document's own columns (the live job adds its id, content and job columns). */
export function placeholderValues({ auth, title, presetId, params }: CheckedCompletion) {
  return { workspace_id: auth.workspaceId, user_id: auth.userId, title, preset_id: presetId, params: json(params) };
}
