import { useEffect, useMemo } from 'react';
import { useQuery } from 'urql';
import { useActorRef, useSelector } from '@xstate/react';
import { css } from '@linaria/core';
import { AssistantsQuery } from '../../gateway/catalogue/operations';
import { ConversationQuery } from '../../gateway/library/operations';
import { ModelsQuery } from '../../gateway/catalogue/operations';
import { actorOptions } from '../../machines/inspect';
import { assistantLockReason, modelLockReason, sortModels } from '../../lib/promptHelp';
import { chatOptionsMachine, selectOptionsDraft, type ChatOptions } from '../../machines/chat/chatOptionsMachine';
import type { selectOptions } from '../../machines/chat/chatSelectors';
import { Button } from '../../ui/Button';
import { ChoiceGroup } from '../../ui/ChoiceGroup';
import { Dialog } from '../../ui/Dialog';
import { color, font, radius, space } from '../../ui/tokens';

// Chat options (SPEC §9): the assistant picker next to the prompt box, the "Options" modal
// (model and assistant), and the "Temporary chat" badge. What is chosen lives in chatMachine
// (`OPTIONS.SET`, sent by the container through `onChange`) and goes with every message as
// `model` / `assistant_id`.

interface ChatOptionsBarProps {
  conversationId: string | null;
  loggedIn: boolean;
  /** What the next message goes with (chatSelectors: selectOptions). */
  selected: ReturnType<typeof selectOptions>;
  busy: boolean;
  /** Given once (stable): the modal's Save is heard through it. */
  onChange: (options: Partial<ChatOptions>) => void;
}

export function ChatOptionsBar({ conversationId, loggedIn, selected, busy, onChange }: ChatOptionsBarProps) {
  const [modelsResult] = useQuery({ query: ModelsQuery, variables: { type: 'llm' } });
  const [assistantsResult] = useQuery({ query: AssistantsQuery });
  // The chat screen's own query (same variables): urql sends it once, so opening a conversation stays one request.
  const [stored] = useQuery({ query: ConversationQuery, variables: { id: conversationId ?? '' }, pause: !conversationId });
  const models = useMemo(() => sortModels(modelsResult.data?.models ?? []), [modelsResult.data]);
  const assistants = assistantsResult.data?.assistants ?? [];

  const options = useActorRef(chatOptionsMachine, actorOptions(undefined));
  const draft = useSelector(options, selectOptionsDraft);
  useEffect(() => {
    const subscription = options.on('saved', (e) => onChange(e.options));
    return () => subscription.unsubscribe();
  }, [options, onChange]);

  // Without a choice the server answers with its default model: the first one that can be used.
  const currentModel = models.find((m) => m.key === selected.model) ?? models.find((m) => m.granted) ?? null;
  const temporary = selected.temporary || (!!conversationId && stored.data?.conversation?.id === conversationId && stored.data.conversation.temporary);

  return (
    <div className={bar}>
      {temporary && (
        <span className={badge} role="status" title="This chat is not saved to your history.">
          Temporary chat
        </span>
      )}
      <label className={pickerLabel}>
        <span className={hidden}>Assistant</span>
        <select
          aria-label="Assistant"
          className={picker}
          value={selected.assistantId ?? ''}
          disabled={busy}
          onChange={(event) => onChange({ assistantId: event.target.value || null })}
        >
          <option value="">No assistant</option>
          {assistants.map((assistant) => {
            const reason = assistantLockReason(assistant, loggedIn);
            return (
              <option key={assistant.id} value={assistant.id} disabled={!!reason}>
                {reason ? `${assistant.name} (${reason})` : `${assistant.name} · ${assistant.expertise}`}
              </option>
            );
          })}
        </select>
      </label>
      <Button
        variant="ghost"
        className={optionsButton}
        disabled={busy}
        onClick={() => options.send({ type: 'OPEN', current: { model: selected.model ?? currentModel?.key ?? null, assistantId: selected.assistantId } })}
      >
        Options
      </Button>
      {currentModel && <span className={modelName}>{currentModel.name}</span>}

      {draft && (
        <Dialog title="Options" description="Choose the model and the assistant for your next messages." onClose={() => options.send({ type: 'CANCEL' })}>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              options.send({ type: 'SAVE' });
            }}
          >
            <ChoiceGroup
              legend="Model"
              name="model"
              scroll
              value={draft.model ?? currentModel?.key ?? null}
              empty={modelsResult.fetching ? 'Loading the models…' : modelsResult.error ? 'The models could not be loaded. Close this and try again.' : 'No model is available.'}
              choices={models.map((model) => ({ value: model.key, label: model.name, detail: model.description, locked: modelLockReason(model, loggedIn) }))}
              onChange={(key) => options.send({ type: 'MODEL.SELECT', model: key, granted: models.find((model) => model.key === key)?.granted ?? false })}
            />
            <ChoiceGroup
              legend="Assistant"
              name="assistant"
              scroll
              value={draft.assistantId ?? NO_ASSISTANT}
              choices={[
                { value: NO_ASSISTANT, label: 'No assistant' },
                ...assistants.map((assistant) => ({ value: assistant.id, label: assistant.name, detail: assistant.expertise, locked: assistantLockReason(assistant, loggedIn) })),
              ]}
              onChange={(id) =>
                options.send(
                  id === NO_ASSISTANT
                    ? { type: 'ASSISTANT.SELECT', assistantId: null, granted: true }
                    : { type: 'ASSISTANT.SELECT', assistantId: id, granted: assistants.find((assistant) => assistant.id === id)?.granted ?? false },
                )
              }
            />
            <div className={actions}>
              <Button variant="secondary" onClick={() => options.send({ type: 'CANCEL' })}>
                Cancel
              </Button>
              <Button type="submit">Save</Button>
            </div>
          </form>
        </Dialog>
      )}
    </div>
  );
}

const bar = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.sm};
  width: 100%;
  max-width: 760px;
  margin: 0 auto ${space.sm};
  font-size: ${font.small};
`;

const badge = css`
  padding: 2px ${space.md};
  border-radius: ${radius.pill};
  background: ${color.accentSoft};
  color: ${color.accent};
  font-weight: 600;
`;

const hidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
`;

const pickerLabel = css`
  display: inline-flex;
`;

const picker = css`
  max-width: 220px;
  padding: ${space.xs} ${space.sm};
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.surface};
  font-size: ${font.small};
`;

const optionsButton = css`
  min-height: 30px;
  padding: 0 ${space.md};
  font-size: ${font.small};
`;

/** The assistant radio's value for none (assistant ids are never empty). */
const NO_ASSISTANT = '';

const modelName = css`
  color: ${color.textMuted};
`;

const actions = css`
  display: flex;
  justify-content: flex-end;
  gap: ${space.sm};
`;
