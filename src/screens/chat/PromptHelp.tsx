import { useEffect } from 'react';
import { useClient, useQuery } from 'urql';
import { useLocation, useRoute } from 'wouter';
import { useActorRef, useSelector } from '@xstate/react';
import { css } from '@linaria/core';
import { PresetsQuery, PromptQuery } from '../../gateway/catalogue/operations';
import { actorOptions } from '../../machines/inspect';
import { presetTile, samplePrompts } from '../../lib/promptHelp';
import { promptHelpMachine, selectShownSuggestions } from '../../machines/catalogue/promptHelpMachine';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Spinner } from '../../ui/Spinner';
import { color, font, radius, shadow, space } from '../../ui/tokens';

// Prompt help (SPEC §5, §9): suggestions while typing the first prompt, sample prompts and
// preset tiles on the empty chat, and `/prompts/{id}` opening a prompt as a modal. Each puts
// a text into the prompt box through `onPrompt`, given by the chat's container.

/** Suggestions under the prompt box: only while the prompt is non-empty and no conversation exists. */
export function PromptSuggestions({ prompt, conversationId, onPrompt }: { prompt: string; conversationId: string | null; onPrompt: (text: string) => void }) {
  const client = useClient();
  const help = useActorRef(promptHelpMachine, actorOptions({ client }));
  const suggestions = useSelector(help, selectShownSuggestions);
  const visible = suggestions !== null;

  useEffect(() => {
    help.send({ type: 'INPUT', prompt, hasConversation: conversationId !== null });
  }, [help, prompt, conversationId]);
  useEffect(() => {
    if (!visible) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && help.send({ type: 'DISMISS' });
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [help, visible]);

  if (!suggestions) return null;
  return (
    <ul className={suggestionList} aria-label="Prompt suggestions">
      {suggestions.map((suggestion) => (
        <li key={suggestion.id}>
          <button
            type="button"
            className={suggestionButton}
            onClick={() => {
              help.send({ type: 'PICK', suggestion });
              onPrompt(suggestion.content);
              document.querySelector<HTMLTextAreaElement>('textarea[aria-label="Message"]')?.focus();
            }}
          >
            <span className={suggestionTitle}>{suggestion.title}</span>
            <span className={mutedText}>{suggestion.description}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The empty chat: a greeting, a few sample prompts and preset tiles; a click fills the prompt. */
export function EmptyChatHelp({ onPrompt: setPrompt }: { onPrompt: (text: string) => void }) {
  const [presets] = useQuery({ query: PresetsQuery, variables: { limit: 4, sort: 'random' } });
  return (
    <div className={emptyHelp}>
      <p className={greeting}>How can I help you today?</p>
      <ul className={samples} aria-label="Sample prompts">
        {samplePrompts.map((text) => (
          <li key={text}>
            <button type="button" className={sample} onClick={() => setPrompt(text)}>
              {text}
            </button>
          </li>
        ))}
      </ul>
      {!!presets.data?.presets.length && (
        <ul className={tiles} aria-label="Presets">
          {presets.data.presets.map((preset) => {
            const tile = presetTile(preset);
            return (
              <li key={preset.id}>
                <button type="button" className={tileButton} title={preset.title} onClick={() => setPrompt(preset.template)}>
                  <span className={suggestionTitle}>{tile.title}</span>
                  <span className={mutedText}>{tile.description}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

/** `/prompts/{id}`: the prompt as a modal over the chat; "Use prompt" puts it into the prompt box. */
export function PromptRouteModal({ onPrompt }: { onPrompt: (text: string) => void }) {
  const [matched, params] = useRoute<{ promptId: string }>('/prompts/:promptId');
  const [, navigate] = useLocation();
  const id = matched ? params.promptId : '';
  const [result] = useQuery({ query: PromptQuery, variables: { id }, pause: !matched });
  if (!matched) return null;
  const close = () => navigate('/');
  const prompt = result.data?.prompt;
  if (result.fetching || (!result.data && !result.error)) {
    return (
      <Dialog title="Prompt" onClose={close}>
        <Spinner />
      </Dialog>
    );
  }
  if (!prompt) {
    return (
      <Dialog title="Prompt not found" description="This prompt does not exist (any more)." onClose={close}>
        <Button variant="secondary" onClick={close}>
          Close
        </Button>
      </Dialog>
    );
  }
  return (
    <Dialog title={prompt.title} description={prompt.description} onClose={close}>
      <pre className={promptText}>{prompt.content}</pre>
      <div className={modalActions}>
        <Button variant="secondary" onClick={close}>
          Close
        </Button>
        <Button
          onClick={() => {
            onPrompt(prompt.content);
            navigate('/');
          }}
        >
          Use prompt
        </Button>
      </div>
    </Dialog>
  );
}

const suggestionList = css`
  display: grid;
  gap: 2px;
  width: 100%;
  max-width: 760px;
  margin: 0 auto ${space.sm};
  padding: ${space.xs};
  list-style: none;
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.surface};
  box-shadow: ${shadow.card};
`;

const suggestionButton = css`
  display: flex;
  flex-direction: column;
  width: 100%;
  padding: ${space.sm} ${space.md};
  border: 0;
  border-radius: ${radius.sm};
  background: transparent;
  text-align: left;
  cursor: pointer;
  &:hover,
  &:focus-visible {
    background: ${color.sunken};
  }
`;

const suggestionTitle = css`
  font-weight: 600;
`;

const mutedText = css`
  color: ${color.textMuted};
  font-size: ${font.small};
`;

const emptyHelp = css`
  display: grid;
  justify-items: center;
  gap: ${space.lg};
  margin: 12vh auto 0;
  padding: 0 ${space.lg};
  max-width: 760px;
`;

const greeting = css`
  margin: 0;
  color: ${color.textMuted};
  font-size: ${font.title};
  font-weight: 600;
  text-align: center;
`;

const samples = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const sample = css`
  padding: ${space.xs} ${space.md};
  border: 1px solid ${color.border};
  border-radius: ${radius.pill};
  background: ${color.surface};
  font-size: ${font.small};
  cursor: pointer;
  &:hover {
    background: ${color.sunken};
  }
`;

const tiles = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: ${space.sm};
  width: 100%;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const tileButton = css`
  display: flex;
  flex-direction: column;
  gap: 2px;
  width: 100%;
  height: 100%;
  padding: ${space.md};
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.page};
  text-align: left;
  cursor: pointer;
  &:hover {
    border-color: ${color.accent};
  }
`;

const promptText = css`
  margin: 0 0 ${space.lg};
  padding: ${space.md};
  border-radius: ${radius.md};
  background: ${color.sunken};
  white-space: pre-wrap;
  font-family: ${font.family};
`;

const modalActions = css`
  display: flex;
  justify-content: flex-end;
  gap: ${space.sm};
`;
