import { useEffect, useId, useRef } from 'react';
import { useLocation } from 'wouter';
import { useClient } from 'urql';
import { useActorRef, useSelector } from '@xstate/react';
import { css } from '@linaria/core';
import { quickPromptMachine } from '../machines/catalogue/quickPromptMachine';
import { color, font, radius, shadow, space } from '../ui/tokens';
import { box, field, placeholder, takeEarlyFocus } from './quickPromptField';
import { actorOptions } from '../machines/inspect';
import { promptQueryMaxLength } from '../../contract/tool-limits';


/**
 * The quick-access prompt box of the top bar (SPEC §2), run by quickPromptMachine. Submitting
 * (Enter, or picking a prompt) starts a new chat with the prompt in the chat's prompt box.
 */
export function QuickPromptBox() {
  const client = useClient();
  const actor = useActorRef(quickPromptMachine, actorOptions({ client }));
  const { query, results } = useSelector(actor, (s) => s.context);
  const open = useSelector(actor, (s) => s.hasTag('open'));
  const input = useRef<HTMLInputElement>(null);
  const listId = useId();
  const [, navigate] = useLocation();

  // Focused while this was loading (the placeholder stood here): the focus moves in with it.
  useEffect(() => {
    if (takeEarlyFocus()) input.current?.focus();
  }, []);

  useEffect(() => {
    const subscriptions = [
      actor.on('submitted', (e) => navigate(`/?prompt=${encodeURIComponent(e.prompt)}`)),
      actor.on('closed', () => input.current?.blur()),
    ];
    // Cmd+K (Ctrl+K elsewhere) from anywhere in the app.
    const onKey = (event: KeyboardEvent) => {
      if ((event.metaKey || event.ctrlKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        input.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      subscriptions.forEach((s) => s.unsubscribe());
      document.removeEventListener('keydown', onKey);
    };
  }, [actor, navigate]);

  const showResults = open && results.length > 0;
  return (
    <div className={box}>
      <input
        ref={input}
        type="text"
        role="combobox"
        className={field}
        aria-label="Quick prompt"
        maxLength={promptQueryMaxLength}
        aria-keyshortcuts="Meta+K Control+K"
        aria-expanded={showResults}
        aria-controls={listId}
        aria-autocomplete="list"
        placeholder={placeholder}
        value={query}
        onFocus={() => actor.send({ type: 'FOCUS' })}
        onBlur={() => actor.send({ type: 'CLOSE' })}
        onChange={(event) => actor.send({ type: 'QUERY.CHANGE', value: event.target.value })}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            actor.send({ type: 'CLOSE' });
          } else if (event.key === 'Enter' && !event.shiftKey) {
            event.preventDefault();
            actor.send({ type: 'SUBMIT' });
          }
        }}
      />
      {showResults && (
        <ul id={listId} role="listbox" aria-label="Prompts" className={list}>
          {results.map((prompt) => (
            <li
              key={prompt.id}
              role="option"
              aria-selected={false}
              className={option}
              // Before the input's blur, which would close the list under the pointer.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => actor.send({ type: 'PICK', prompt })}
            >
              <span className={title}>{prompt.title}</span>
              <span className={description}>{prompt.description}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

const list = css`
  position: absolute;
  top: calc(100% + 4px);
  right: 0;
  left: 0;
  z-index: 30;
  margin: 0;
  padding: ${space.xs};
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.surface};
  box-shadow: ${shadow.raised};
  list-style: none;
`;

const option = css`
  display: flex;
  flex-direction: column;
  padding: ${space.sm} ${space.md};
  border-radius: ${radius.sm};
  cursor: pointer;
  &:hover {
    background: ${color.sunken};
  }
`;

const title = css`
  font-size: ${font.small};
  font-weight: 600;
`;

const description = css`
  color: ${color.textMuted};
  font-size: ${font.small};
`;
