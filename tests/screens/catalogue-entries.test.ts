import { expect, test } from 'vitest';
import { notFoundScreen, screenFor } from '../../contract/pages';
import { modelEntry } from '../../src/screens/catalogue/entries';

// The catalogue's entry links (SPEC §2): a link where the tool's page exists, "not available
// yet" where it does not (the pages of contract/pages.ts decide), nothing for a type no tool uses.

test.each([
  [{ key: 'gpt-4o', type: 'llm' }, { label: 'Open in the chat', href: '/app/chat?model=gpt-4o' }],
  [{ key: 'local-classifier', type: 'classification' }, { label: 'Open in the classifier', href: '/app/classifier' }],
  [{ key: 'my model/1', type: 'llm' }, { label: 'Open in the chat', href: '/app/chat?model=my%20model%2F1' }],
  [{ key: 'dall-e', type: 'image' }, { label: 'Imagine is not available yet', href: null }],
  [{ key: 'whisper', type: 'transcription' }, { label: 'Open in the transcriber', href: '/app/transcriber?model=whisper' }],
  [{ key: 'sora', type: 'video' }, { label: 'Video is not available yet', href: null }],
  [{ key: 'rnnoise', type: 'voice-isolation' }, { label: 'Open in the voice isolator', href: '/app/voice-isolator?model=rnnoise' }],
  [{ key: 'composer-offline', type: 'music' }, { label: 'Open in the composer', href: '/app/composer?model=composer-offline' }],
  [{ key: 'no-tool', type: 'embedding' }, null],
])('%o enters at %o', (model, entry) => {
  expect(modelEntry(model)).toEqual(entry);
});

// Voiceover's page comes with this issue: its entry is a link once contract/pages.ts lists it.
test('a speech model enters Voiceover with the model chosen, once its page exists', () => {
  const exists = screenFor('/app/voiceover') !== notFoundScreen;
  expect(modelEntry({ key: 'flite', type: 'speech' })).toEqual(exists ? { label: 'Open in Voiceover', href: '/app/voiceover?model=flite' } : { label: 'Voiceover is not available yet', href: null });
});
