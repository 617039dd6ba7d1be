import { notFoundScreen, screenFor } from '../../../contract/pages';

// How the catalogue names a model's type and its inputs, and where a model of each type is
// used: the entry links of SPEC §2 (`/app/chat?model={key}` for the chat, which redirects to
// `/?model={key}`).
//
// A tool whose page does not exist yet is named with "not available yet" instead of linked: a
// link would land on "Page not found", which reads as a broken app, and hiding the line would
// hide what the model is for. Whether the page exists is read from contract/pages.ts, the list
// the routes are built from, so the link appears by itself the day the tool's page is listed.

const typeLabels: Record<string, string> = {
  llm: 'Chat',
  image: 'Image',
  transcription: 'Transcription',
  video: 'Video',
  'voice-isolation': 'Voice isolation',
  speech: 'Speech',
  classification: 'Classification',
  music: 'Music',
};

export const typeLabel = (type: string) => typeLabels[type] ?? type;

const modalityLabels: Record<string, string> = { text: 'Text', image: 'Images', audio: 'Audio', video: 'Video', file: 'Files' };

export const modalityLabel = (modality: string) => modalityLabels[modality] ?? modality;

const capabilityLabels: Record<string, string> = { tools: 'Tools', moderation: 'Moderation', sentiment: 'Sentiment', language: 'Language' };

export const capabilityLabel = (capability: string) => capabilityLabels[capability] ?? capability;

/** The tool that uses a model of each type, and its entry page (the model goes in `?model=`). */
const tools: Record<string, { name: string; path: string; takesModel: boolean }> = {
  llm: { name: 'the chat', path: '/app/chat', takesModel: true },
  image: { name: 'Imagine', path: '/app/imagine', takesModel: true },
  transcription: { name: 'the transcriber', path: '/app/transcriber', takesModel: true },
  video: { name: 'Video', path: '/app/video', takesModel: true },
  'voice-isolation': { name: 'the voice isolator', path: '/app/voice-isolator', takesModel: true },
  speech: { name: 'Voiceover', path: '/app/voiceover', takesModel: true },
  music: { name: 'the composer', path: '/app/composer', takesModel: true },
  // The classifier picks its engine itself: the link opens it without a model.
  classification: { name: 'the classifier', path: '/app/classifier', takesModel: false },
};

export interface ModelEntry {
  /** e.g. "Open in the chat". */
  label: string;
  /** Null when the tool's page does not exist yet. */
  href: string | null;
}

export function modelEntry(model: { key: string; type: string }): ModelEntry | null {
  const tool = tools[model.type];
  if (!tool) return null;
  const exists = screenFor(tool.path) !== notFoundScreen;
  const href = tool.takesModel ? `${tool.path}?model=${encodeURIComponent(model.key)}` : tool.path;
  return exists ? { label: `Open in ${tool.name}`, href } : { label: `${capitalise(tool.name)} is not available yet`, href: null };
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
