import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { DB } from '../db/connect';
import { json } from '../db/json';
import { catalogueRepository } from './repository';

/**
 * With OPENAI_BASE_URL pointing at Ollama, llama.cpp or vLLM, the catalogue's OpenAI model
 * names mean nothing to that server: list what it actually serves and add those models, so a
 * user with a local model can pick it. Self-hosted models cost no credits (usage is still
 * recorded). A server that is down only logs a warning: the app must start anyway.
 */
export async function addCompatibleModels(db: DB, config: Config, log: Pick<FastifyBaseLogger, 'info' | 'warn'>) {
  if (!config.openaiBaseUrl) return [];
  // Loaded here, not at the top: without OPENAI_BASE_URL the start never needs the SDK.
  const { default: OpenAI } = await import('openai');
  const client = new OpenAI({ baseURL: config.openaiBaseUrl, apiKey: config.openaiApiKey ?? 'not-needed', maxRetries: 0, timeout: 5_000 });
  let ids: string[];
  try {
    ids = [];
    for await (const model of client.models.list()) ids.push(model.id);
  } catch (error) {
    log.warn(`Could not list the models of ${config.openaiBaseUrl}: ${error instanceof Error ? error.message : String(error)}`);
    return [];
  }
  const rows = ids.map((id, index) => ({
    key: id,
    name: id,
    provider: 'openai' as const,
    type: 'llm' as const,
    description: `Served by your OpenAI-compatible server at ${config.openaiBaseUrl}.`,
    modalities: json({ input: ['text'] }),
    capabilities: json([]),
    config: json({ images: { limit: 1 } }),
    input_cost_per_1k: 0,
    output_cost_per_1k: 0,
    sort: 100 + index,
  }));
  if (rows.length) await catalogueRepository(db).addModels(rows);
  log.info(`Models from ${config.openaiBaseUrl}: ${ids.join(', ') || 'none'}`);
  return ids;
}
