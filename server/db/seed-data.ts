import type { Insertable } from 'kysely';
import type { AssistantsTable, CategoriesTable, CouponsTable, ModelsTable, PlanConfig, PresetsTable, PromptsTable } from './types';

// The catalogue every installation starts with. Ids are fixed so seeding twice changes nothing.

export const categories: Insertable<CategoriesTable>[] = [
  { id: 'cat-writing', title: 'Writing', sort: 1 },
  { id: 'cat-marketing', title: 'Marketing', sort: 2 },
  { id: 'cat-coding', title: 'Coding', sort: 3 },
  { id: 'cat-social', title: 'Social media', sort: 4 },
  { id: 'cat-business', title: 'Business', sort: 5 },
];

export interface SeedPlan {
  id: string;
  title: string;
  description: string;
  billing_cycle: 'monthly' | 'yearly' | 'lifetime' | 'one-time';
  price: number;
  sale_price?: number;
  credits: number;
  member_cap: number | null;
  features: string[];
  config: PlanConfig;
}

const allAssistants = null; // null: every assistant is allowed
const freeAssistants = ['asst-general', 'asst-writer'];

export const plans: SeedPlan[] = [
  { id: 'plan-free', title: 'Free', description: 'Try Atelier with a monthly allowance.', billing_cycle: 'monthly', price: 0, credits: 100, member_cap: 1,
    features: ['100 credits a month', 'Chat with the offline assistant', '3 writer templates'],
    config: { assistants: freeAssistants, voiceover: { clone_cap: 0 } } },
  { id: 'plan-pro-monthly', title: 'Pro', description: 'For people who create every day.', billing_cycle: 'monthly', price: 19, credits: 5000, member_cap: 1,
    features: ['5,000 credits a month', 'All models', 'All assistants', 'Unlimited writer templates', '1 cloned voice'],
    config: { assistants: allAssistants, voiceover: { clone_cap: 1 } } },
  { id: 'plan-pro-yearly', title: 'Pro', description: 'Pro, billed once a year.', billing_cycle: 'yearly', price: 190, credits: 60000, member_cap: 1,
    features: ['60,000 credits a year', 'All models', 'All assistants', 'Unlimited writer templates', '1 cloned voice'],
    config: { assistants: allAssistants, voiceover: { clone_cap: 1 } } },
  { id: 'plan-pro-lifetime', title: 'Pro', description: 'Pay once, keep Pro.', billing_cycle: 'lifetime', price: 399, sale_price: 299, credits: 5000, member_cap: 1,
    features: ['5,000 credits a month', 'All models', 'All assistants', '1 cloned voice'],
    config: { assistants: allAssistants, voiceover: { clone_cap: 1 } } },
  { id: 'plan-team', title: 'Team', description: 'A shared workspace for up to 5 people.', billing_cycle: 'monthly', price: 49, credits: 20000, member_cap: 5,
    features: ['20,000 shared credits a month', 'Up to 5 members', 'All models', '3 cloned workspace voices'],
    config: { assistants: allAssistants, voiceover: { clone_cap: 3 } } },
  // Credit packs: one-time plans, their credits never expire.
  { id: 'pack-2000', title: '2,000 credits', description: 'Credit pack.', billing_cycle: 'one-time', price: 9, credits: 2000, member_cap: null, features: ['2,000 credits, never expire'], config: {} },
  { id: 'pack-10000', title: '10,000 credits', description: 'Credit pack.', billing_cycle: 'one-time', price: 39, credits: 10000, member_cap: null, features: ['10,000 credits, never expire'], config: {} },
  { id: 'pack-50000', title: '50,000 credits', description: 'Credit pack.', billing_cycle: 'one-time', price: 179, sale_price: 149, credits: 50000, member_cap: null, features: ['50,000 credits, never expire'], config: {} },
];

/**
 * Demo coupons a new installation can try checkout with (README, "Billing"); codes are matched
 * without regard to case. Each once per workspace, and only while the sandbox takes the payments:
 * SAVE5 makes the $5 credit pack free, which real money must never buy again and again.
 */
export const coupons: Insertable<CouponsTable>[] = [
  { id: 'coupon-welcome10', code: 'WELCOME10', percent_off: 10, amount_off: null, max_redemptions: null, expires_at: null, once_per_workspace: true, demo: true },
  { id: 'coupon-save5', code: 'SAVE5', percent_off: null, amount_off: 5, max_redemptions: 1000, expires_at: null, once_per_workspace: true, demo: true },
];


// The media tools' models (SPEC §3), each type with its offline model and the hosted ones. Their
// price is input_cost_per_1k credits per 1,000 of the `unit` in their config (characters of text
// for speech; seconds of audio or video; images), the provider's list price where there is one
// (tts-1 $15 per million characters → 1.5). An offline model that runs a system program names it
// (`program`, `install`): without it the catalogue shows the model unavailable with the install line.
const media = (type: Insertable<ModelsTable>['type'], unit: string, input: string[], output: string[], extra: Record<string, unknown> = {}) => ({
  type,
  modalities: JSON.stringify({ input, output }),
  capabilities: JSON.stringify([]),
  config: JSON.stringify({ unit, ...extra }),
  output_cost_per_1k: 0,
});
const speech = (extra?: Record<string, unknown>) => media('speech', 'characters', ['text'], ['audio'], extra);
const mediaModels: Insertable<ModelsTable>[] = [
  { key: 'flite', name: 'flite (offline voices)', provider: 'local', ...speech(), sort: 20, input_cost_per_1k: 0.01,
    description: 'Speech from Carnegie Mellon\'s flite voices, on this server without any provider key: English (American and Scottish), men\'s and women\'s voices. Offline clones use it, set to the sample\'s pitch and speaking rate. Clear, but plainly a synthesised voice.' },
  { key: 'espeak-ng', name: 'eSpeak NG (offline, many languages)', provider: 'local', ...speech({ program: 'espeak-ng', install: 'apt-get install espeak-ng' }), sort: 21, input_cost_per_1k: 0.01,
    description: 'Speech in the languages flite lacks (German, French, Spanish, Italian, Portuguese, Dutch, Polish, Russian, Swedish, Turkish, Hindi, Mandarin), on this server. Less natural than flite: robotic, and harder to follow. Needs espeak-ng installed (apt-get install espeak-ng).' },
  { key: 'tts-1', name: 'OpenAI TTS', provider: 'openai', ...speech(), sort: 22, input_cost_per_1k: 1.5,
    description: 'OpenAI\'s text-to-speech with its built-in voices. Needs the platform\'s OpenAI key.' },
  { key: 'gpt-4o-mini-tts', name: 'GPT-4o mini TTS', provider: 'openai', ...speech(), sort: 23, input_cost_per_1k: 1.2,
    description: 'OpenAI\'s newer speech model, with more expressive voices. Needs the platform\'s OpenAI key.' },
  { key: 'eleven_multilingual_v2', name: 'ElevenLabs Multilingual v2', provider: 'elevenlabs', ...speech(), sort: 24, input_cost_per_1k: 18,
    description: 'ElevenLabs\' lifelike voices in 29 languages, and real clones of a recorded voice. Needs an ElevenLabs key on this server (ELEVENLABS_API_KEY).' },
  { key: 'pocketsphinx', name: 'PocketSphinx (offline)', provider: 'local', ...media('transcription', 'seconds', ['audio'], ['text'], { program: 'pocketsphinx_continuous', install: 'apt-get install pocketsphinx pocketsphinx-en-us', file: '/usr/share/pocketsphinx/model/en-us/en-us.lm.bin' }), sort: 30, input_cost_per_1k: 0.01,
    description: 'Transcribes English speech on this server, without any provider key. Far less accurate than hosted models on free speech. Needs PocketSphinx installed: apt-get install pocketsphinx pocketsphinx-en-us.' },
  { key: 'whisper-1', name: 'Whisper', provider: 'openai', ...media('transcription', 'seconds', ['audio'], ['text']), sort: 31, input_cost_per_1k: 10,
    description: 'OpenAI\'s speech recognition in many languages. Needs the platform\'s OpenAI key.' },
  { key: 'rnnoise', name: 'RNNoise (offline)', provider: 'local', ...media('voice-isolation', 'seconds', ['audio'], ['audio']), sort: 40, input_cost_per_1k: 0.01,
    description: 'Removes background noise from speech on this server, without any provider key (Xiph\'s RNNoise, a small recurrent network that ships with its weights).' },
  { key: 'eleven_voice_isolator', name: 'ElevenLabs Voice Isolator', provider: 'elevenlabs', ...media('voice-isolation', 'seconds', ['audio'], ['audio']), sort: 41, input_cost_per_1k: 300,
    description: 'ElevenLabs\' voice isolation: speech kept, noise, music and rooms removed. Needs an ElevenLabs key on this server (ELEVENLABS_API_KEY).' },
  { key: 'procedural-image', name: 'Procedural images (offline)', provider: 'local', ...media('image', 'images', ['text'], ['image']), sort: 50, input_cost_per_1k: 10,
    description: 'Procedural images drawn on this server from the prompt\'s words (shapes, colours and patterns), without any provider key. Not a generative model: it does not draw what a prompt describes.' },
  { key: 'gpt-image-1', name: 'GPT Image 1', provider: 'openai', ...media('image', 'images', ['text', 'image'], ['image']), sort: 51, input_cost_per_1k: 4000,
    description: 'OpenAI\'s image generation and editing. Needs the platform\'s OpenAI key.' },
  { key: 'procedural-video', name: 'Procedural video (offline)', provider: 'local', ...media('video', 'seconds', ['text'], ['video']), sort: 60, input_cost_per_1k: 10,
    description: 'Procedural animations rendered on this server from the prompt\'s words, without any provider key. Not a generative model: it does not film what a prompt describes.' },
  { key: 'sora-2', name: 'Sora 2', provider: 'openai', ...media('video', 'seconds', ['text', 'image'], ['video']), sort: 61, input_cost_per_1k: 10000,
    description: 'OpenAI\'s video generation with sound. Needs the platform\'s OpenAI key.' },
  { key: 'composer-offline', name: 'Atelier composer (offline)', provider: 'local', ...media('music', 'seconds', ['text'], ['audio'], { instrumental: true }), sort: 70, input_cost_per_1k: 0.01,
    description: 'Instrumental music composed on this server from the prompt and tags (a score rendered with a General MIDI soundfont), without any provider key. Instrumental only: no singing.' },
  // ElevenLabs bills music by length, about $0.80 a minute: 1,333 cents per 1,000 seconds.
  { key: 'music_v2', name: 'ElevenLabs Music', provider: 'elevenlabs', ...media('music', 'seconds', ['text'], ['audio']), sort: 71, input_cost_per_1k: 1333,
    description: 'ElevenLabs\' music model: songs in any style from a description, with singing unless the piece is asked to be instrumental. Needs an ElevenLabs key on this server (ELEVENLABS_API_KEY).' },
];

// Prices are credits per 1,000 tokens; one credit is meant as one US cent, so the hosted
// models carry their provider's list price (gpt-4o $2.50/$10 per million → 0.25/1.0).
// The offline assistant costs next to nothing but not zero, so billing runs on every install.
const llm = { type: 'llm' as const, config: JSON.stringify({ images: { limit: 1 } }) };
export const models: Insertable<ModelsTable>[] = [
  { key: 'local-assistant', name: 'Atelier offline assistant', provider: 'local', ...llm, sort: 0,
    description: 'An offline assistant that answers from Atelier\'s own help text and templates. It is not a language model: it runs on this server without any provider key, and is best for questions about using Atelier.',
    modalities: JSON.stringify({ input: ['text'] }), capabilities: JSON.stringify(['tools']), input_cost_per_1k: 0.01, output_cost_per_1k: 0.02 },
  { key: 'gpt-4o', name: 'GPT-4o', provider: 'openai', ...llm, sort: 1,
    description: 'OpenAI\'s flagship multimodal model. Needs an OpenAI key (platform or workspace) or an OpenAI-compatible server.',
    modalities: JSON.stringify({ input: ['text', 'image'] }), capabilities: JSON.stringify(['tools']), input_cost_per_1k: 0.25, output_cost_per_1k: 1 },
  { key: 'gpt-4o-mini', name: 'GPT-4o mini', provider: 'openai', ...llm, sort: 2,
    description: 'A small, fast and inexpensive OpenAI model. Needs an OpenAI key (platform or workspace) or an OpenAI-compatible server.',
    modalities: JSON.stringify({ input: ['text', 'image'] }), capabilities: JSON.stringify(['tools']), input_cost_per_1k: 0.015, output_cost_per_1k: 0.06 },
  { key: 'claude-sonnet-4-6', name: 'Claude Sonnet 4.6', provider: 'anthropic', ...llm, sort: 3,
    description: 'Anthropic\'s model for complex reasoning and coding. Needs an Anthropic key (platform or workspace).',
    modalities: JSON.stringify({ input: ['text', 'image'] }), capabilities: JSON.stringify(['tools']), input_cost_per_1k: 0.3, output_cost_per_1k: 1.5 },
  { key: 'claude-haiku-4-5', name: 'Claude Haiku 4.5', provider: 'anthropic', ...llm, sort: 4,
    description: 'Anthropic\'s fastest model. Needs an Anthropic key (platform or workspace).',
    modalities: JSON.stringify({ input: ['text', 'image'] }), capabilities: JSON.stringify(['tools']), input_cost_per_1k: 0.1, output_cost_per_1k: 0.5 },
  // The classifier's engine, listed so the catalogue shows what reads a text at /app/classifier;
  // the classifier itself picks its engine (server/classifier), not this row. Its price is the classifier's own.
  { key: 'local-classifier', name: 'Atelier offline classifier', provider: 'local', type: 'classification', sort: 10,
    description: 'Reads a text offline: moderation categories from word lists, sentiment from the VADER lexicon, the language from fastText. Runs on this server without any provider key.',
    modalities: JSON.stringify({ input: ['text'] }), capabilities: JSON.stringify(['moderation', 'sentiment', 'language']), config: JSON.stringify({}), input_cost_per_1k: 0.01, output_cost_per_1k: 0 },  ...mediaModels,
];

export const assistants: Insertable<AssistantsTable>[] = [
  { id: 'asst-general', name: 'Atelier', expertise: 'General help', description: 'Answers questions and helps you get things done.', sort: 0,
    instructions: 'You are Atelier, a helpful assistant. Answer clearly and briefly.' },
  { id: 'asst-writer', name: 'Wordsmith', expertise: 'Writing and editing', description: 'Drafts, edits and tightens your prose.', sort: 1,
    instructions: 'You are an editor. Improve clarity and flow, keep the author\'s voice.' },
  { id: 'asst-coder', name: 'Pair programmer', expertise: 'Software development', description: 'Explains, reviews and writes code.', sort: 2,
    instructions: 'You are a senior engineer. Prefer small, correct, readable code.' },
  { id: 'asst-marketer', name: 'Marketer', expertise: 'Marketing copy', description: 'Headlines, ads and launch posts.', sort: 3,
    instructions: 'You write concise, honest marketing copy.' },
];

export const presets: Insertable<PresetsTable>[] = [
  { id: 'preset-blog-post', category_id: 'cat-writing', title: 'Blog post', description: 'A full article from a topic.', template: 'Write a blog post about {topic}.' },
  { id: 'preset-summary', category_id: 'cat-writing', title: 'Summary', description: 'The gist of a long text.', template: 'Summarise the following text:\n{text}' },
  { id: 'preset-ad-copy', category_id: 'cat-marketing', title: 'Ad copy', description: 'Short ads for a product.', template: 'Write three ads for {product}.' },
  { id: 'preset-tweet', category_id: 'cat-social', title: 'Tweet', description: 'A post under 280 characters.', template: 'Write a tweet about {topic}.' },
  { id: 'preset-code-review', category_id: 'cat-coding', title: 'Code review', description: 'Find bugs and risks.', template: 'Review this code:\n{code}' },
  { id: 'preset-email', category_id: 'cat-business', title: 'Business email', description: 'A clear, polite email.', template: 'Write an email to {recipient} about {subject}.' },
];

export const prompts: Insertable<PromptsTable>[] = [
  { id: 'prompt-explain', title: 'Explain simply', description: 'Explain a concept to a beginner.', content: 'Explain how {topic} works to a beginner.' },
  { id: 'prompt-plan', title: 'Make a plan', description: 'Break a goal into steps.', content: 'Make a step-by-step plan to {goal}.' },
  { id: 'prompt-ideas', title: 'Brainstorm', description: 'Ten ideas on a theme.', content: 'Give me ten ideas for {theme}.' },
  { id: 'prompt-help', title: 'Getting started', description: 'What can Atelier do?', content: 'What can I do with Atelier?' },
];
