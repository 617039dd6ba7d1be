// Picks the chat engine for a catalogue model. Keys: the workspace's own key wins over the
// platform key. OPENAI_BASE_URL alone is enough for OpenAI, since local OpenAI-compatible
// servers (Ollama, llama.cpp, vLLM) accept any key.
import { openSecret } from '../lib/secrets';
import { createLocalEngine } from './local';
import type { ChatEngine, ChatRequest } from './types';

/** The part of the server config the engines read; server/config.ts's Config matches it. */
export interface EngineConfig {
  openaiApiKey?: string;
  openaiBaseUrl?: string;
  anthropicApiKey?: string;
  anthropicBaseUrl?: string;
  /** ElevenLabs (speech and real voice clones); its base URL reaches a test server. */
  elevenlabsApiKey?: string;
  elevenlabsBaseUrl?: string;
  /** Opens the workspace keys, which are stored sealed (server/lib/secrets.ts). */
  secretsKey?: string;
}

/** The workspace's own provider keys (workspace settings), if any. */
export interface WorkspaceKeys {
  openai?: string | null;
  anthropic?: string | null;
}

export interface ChatEngines {
  forModel(model: { key: string; provider: string }, keys: WorkspaceKeys): ChatEngine;
}

// Sent when the server needs no key; the SDK refuses to start without one.
const PLACEHOLDER_KEY = 'not-needed';
const DEFAULT_TOKEN_DELAY_MS = 25;

export function createChatEngines(config: EngineConfig): ChatEngines {
  const local = createLocalEngine({ tokenDelayMs: tokenDelayFromEnv() });
  return {
    forModel(model, keys) {
      switch (model.provider) {
        case 'local':
          return local;
        case 'openai': {
          const own = ownKey(config, keys.openai, 'OpenAI');
          const apiKey = own || config.openaiApiKey || (config.openaiBaseUrl ? PLACEHOLDER_KEY : '');
          if (!apiKey) {
            throw new Error('OpenAI is not configured: add an API key in workspace settings or set OPENAI_API_KEY.');
          }
          return lazyEngine('openai', async () => (await import('./openai')).createOpenAIEngine({ apiKey, baseURL: config.openaiBaseUrl, ownKey: !!own }));
        }
        case 'anthropic': {
          const own = ownKey(config, keys.anthropic, 'Anthropic');
          const apiKey = own || config.anthropicApiKey;
          if (!apiKey) {
            throw new Error(
              'Anthropic is not configured: add an API key in workspace settings or set ANTHROPIC_API_KEY.',
            );
          }
          return lazyEngine('anthropic', async () => (await import('./anthropic')).createAnthropicEngine({ apiKey, baseURL: config.anthropicBaseUrl, ownKey: !!own }));
        }
        default:
          throw new Error(`Unknown provider "${model.provider}" for the model "${model.key}".`);
      }
    },
  };
}

/**
 * The workspace's own key, opened. One that is stored but cannot be opened (SECRETS_KEY changed)
 * is refused rather than replaced by the platform key: the reply would be billed as the
 * workspace's own (byok, no credits) while the platform paid for it.
 */
function ownKey(config: EngineConfig, stored: string | null | undefined, provider: string): string | null {
  if (!stored) return null;
  const key = openSecret(config.secretsKey, stored);
  if (!key) throw new Error(`The workspace's ${provider} key can no longer be read: save it again on the Workspace page.`);
  return key;
}

/**
 * A hosted provider's engine, its SDK loaded with its first reply: the SDKs take about a second
 * to load, and most starts (the offline assistant, tests) never call a provider.
 */
function lazyEngine(provider: 'openai' | 'anthropic', load: () => Promise<ChatEngine>): ChatEngine {
  return {
    provider,
    // As the engine it loads says: both pass the caller's tools through.
    callerTools: true,
    async *stream(request: ChatRequest) {
      yield* (await load()).stream(request);
    },
  };
}

/** The call runs on the workspace's own provider key (byok): recorded for the usage chart, never debited. */
export function runsOnOwnKey(model: { provider: string }, keys: WorkspaceKeys): boolean {
  return (model.provider === 'openai' && !!keys.openai) || (model.provider === 'anthropic' && !!keys.anthropic);
}

/** Which providers can serve a chat for this workspace, for the catalogue's `is_available`. */
export function providerAvailability(config: EngineConfig, keys: WorkspaceKeys) {
  return {
    local: true as const,
    openai: Boolean(keys.openai || config.openaiApiKey || config.openaiBaseUrl),
    anthropic: Boolean(keys.anthropic || config.anthropicApiKey),
    // Only the platform's key: workspaces keep OpenAI and Anthropic keys, not ElevenLabs ones.
    elevenlabs: Boolean(config.elevenlabsApiKey),
  };
}

function tokenDelayFromEnv(): number {
  const value = Number(process.env.LOCAL_ENGINE_TOKEN_DELAY_MS);
  return process.env.LOCAL_ENGINE_TOKEN_DELAY_MS && Number.isFinite(value) && value >= 0
    ? value
    : DEFAULT_TOKEN_DELAY_MS;
}

export type { ChatChunk, ChatEngine, ChatRequest, ChatTurn } from './types';
