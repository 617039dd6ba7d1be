import { useId, useState } from 'react';
import { Link } from 'wouter';
import { cx } from '@linaria/core';
import { emailMaxLength } from '../../../contract/account-limits';
import { deleteWarning, providerKeyMaxLength, workspaceNameMaxLength, workspaceVoicePreview } from '../../../contract/workspaces-limits';
import type { WorkspaceDetailsFieldsFragment, WorkspacesQuery } from '../../gateway/generated/graphql';
import type { ActionKind, ConfirmedAction, DirectAction } from '../../machines/workspaces/workspaceActionsMachine';
import { Button } from '../../ui/Button';
import { ErrorText } from '../../ui/Field';
import { fieldBox, fieldLabel, fieldStack } from '../../ui/formField';
import { PLANS_PATH } from '../../ui/FormRefusal';
import { InlineForm } from './InlineForm';
import { actions, badge, card, dangerLabel, dangerZone, inlineForm, keyInput, muted, plain, rows, sectionTitle, who } from './styles';

// The workspace page's cards, views of the page's data and the actions machine's state; each
// action is sent back up as `act`. What only the owner may do is shown only to the owner (the
// server refuses it to anyone else all the same).

export interface SectionProps {
  busy: boolean;
  errorFor: (kind: ActionKind) => string | null;
  act: (action: DirectAction) => void;
  /** A transfer or a removal: asked first, in a dialog. */
  ask: (action: ConfirmedAction) => void;
  /** Bumped after each success, so the forms empty themselves. */
  formKey: number;
}

type Workspace = WorkspaceDetailsFieldsFragment;

export function WorkspacesCard({ list, ...props }: SectionProps & { list: WorkspacesQuery['workspaces'] }) {
  return (
    <section className={card} aria-labelledby="workspaces-title">
      <h2 id="workspaces-title" className={sectionTitle}>
        Your workspaces
      </h2>
      <ul className={rows}>
        {list.map((workspace) => (
          <li key={workspace.id}>
            <span className={who}>
              <strong>{workspace.name}</strong>
              <span className={muted}>{workspace.role === 'owner' ? 'Owner' : 'Member'}</span>
            </span>
            {workspace.isCurrent ? (
              <span className={muted}>Current</span>
            ) : (
              <Button variant="secondary" disabled={props.busy} onClick={() => props.act({ kind: 'switch', workspaceId: workspace.id })} aria-label={`Switch to ${workspace.name}`}>
                Switch
              </Button>
            )}
          </li>
        ))}
      </ul>
      <ErrorText>{props.errorFor('switch')}</ErrorText>
      <InlineForm key={`create-${props.formKey}`} label="New workspace name" submit="Create" busy={props.busy} error={props.errorFor('create')} onSubmit={(name) => props.act({ kind: 'create', name })} input={{ maxLength: workspaceNameMaxLength }} />
    </section>
  );
}

export function SettingsCard({ workspace, ...props }: SectionProps & { workspace: Workspace }) {
  const owner = workspace.role === 'owner';
  return (
    <section className={card} aria-labelledby="settings-title">
      <h2 id="settings-title" className={sectionTitle}>
        {workspace.name}
      </h2>
      {owner ? (
        <InlineForm key={`rename-${workspace.id}-${props.formKey}`} label="Workspace name" submit="Rename" initial={workspace.name} busy={props.busy} error={props.errorFor('rename')} onSubmit={(name) => props.act({ kind: 'rename', name })} input={{ maxLength: workspaceNameMaxLength }} />
      ) : (
        <p className={plain}>You are a member of this workspace. Its owner manages its name, members and keys.</p>
      )}
    </section>
  );
}

export function PeopleCard({ workspace, userId, ...props }: SectionProps & { workspace: Workspace; userId: string }) {
  const owner = workspace.role === 'owner';
  const people = workspace.people ?? [];
  const invitations = workspace.invitations ?? [];
  const removeError = props.errorFor('removeMember') ?? props.errorFor('transfer');
  return (
    <section className={card} aria-labelledby="people-title">
      <h2 id="people-title" className={sectionTitle}>
        Members
      </h2>
      <ul className={rows} aria-label="Members">
        {people.map((person) => {
          const name = personName(person);
          return (
            <li key={person.id}>
              <span className={who}>
                <strong>
                  {name}
                  {person.id === userId && <span className={badge}>(you)</span>}
                </strong>
                <span className={muted}>
                  {person.email ? `${person.email} · ` : ''}
                  {person.role === 'owner' ? 'Owner' : 'Member'}
                </span>
              </span>
              {owner && person.role !== 'owner' && (
                <span className={actions}>
                  <Button variant="ghost" disabled={props.busy} onClick={() => props.ask({ kind: 'transfer', userId: person.id })} aria-label={`Make ${name} the owner`}>
                    Make owner
                  </Button>
                  <Button variant="ghost" disabled={props.busy} onClick={() => props.ask({ kind: 'removeMember', userId: person.id })} aria-label={`Remove ${name}`}>
                    Remove
                  </Button>
                </span>
              )}
            </li>
          );
        })}
      </ul>
      <ErrorText>{removeError}</ErrorText>
      <h3 className={plain}>Invitations</h3>
      {invitations.length === 0 ? (
        <p className={muted}>No pending invitations.</p>
      ) : (
        <ul className={rows} aria-label="Invitations">
          {invitations.map((invitation) => (
            <li key={invitation.id}>
              <span className={who}>
                <strong>{invitation.email}</strong>
                <span className={muted}>Expires {new Date(invitation.expiresAt).toLocaleDateString('en', { dateStyle: 'medium' })}</span>
              </span>
              {owner && (
                <Button variant="ghost" disabled={props.busy} onClick={() => props.act({ kind: 'removeInvitation', invitationId: invitation.id })} aria-label={`Remove the invitation to ${invitation.email}`}>
                  Remove
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <ErrorText>{props.errorFor('removeInvitation')}</ErrorText>
      {owner && (
        <>
          <InlineForm key={`invite-${props.formKey}`} label="Invite by email" submit="Invite" busy={props.busy} error={props.errorFor('invite')} onSubmit={(email) => props.act({ kind: 'invite', email })} input={{ type: 'email', autoComplete: 'off', maxLength: emailMaxLength }} />
          {props.errorFor('invite')?.includes('plan') && (
            <p className={plain}>
              <Link href={PLANS_PATH}>See the plans</Link>
            </p>
          )}
        </>
      )}
    </section>
  );
}

/** How a member is named on the page and in its dialogs. */
export function personName(person: { firstName?: string | null; lastName?: string | null; email?: string | null }) {
  return [person.firstName, person.lastName].filter(Boolean).join(' ') || person.email || 'Unnamed';
}

export function KeysCard({ workspace, ...props }: SectionProps & { workspace: Workspace }) {
  const owner = workspace.role === 'owner';
  const [openai, setOpenai] = useState('');
  const [anthropic, setAnthropic] = useState('');
  const openaiId = useId();
  const anthropicId = useId();
  const saved = (tail: string | null | undefined) => (tail ? `Saved key ending in ${tail}` : 'No key saved');
  return (
    <section className={card} aria-labelledby="keys-title">
      <h2 id="keys-title" className={sectionTitle}>
        Your own API keys
      </h2>
      <p className={plain}>
        With a key here, chat and the writer use your OpenAI or Anthropic account for those models instead of credits. Usage is still recorded. Keys are stored encrypted and only their last 4 characters are shown.
      </p>
      {owner ? (
        <form
          key={`keys-${props.formKey}`}
          className={inlineForm}
          onSubmit={(event) => {
            event.preventDefault();
            if (!props.busy && (openai.trim() || anthropic.trim())) {
              props.act({ kind: 'keys', openaiApiKey: openai.trim() || undefined, anthropicApiKey: anthropic.trim() || undefined });
              setOpenai('');
              setAnthropic('');
            }
          }}
        >
          <div className={fieldStack}>
            <label htmlFor={openaiId} className={fieldLabel}>
              OpenAI API key
            </label>
            <input id={openaiId} className={cx(fieldBox, keyInput)} maxLength={providerKeyMaxLength} type="password" autoComplete="off" value={openai} placeholder={saved(workspace.openaiApiKey)} onChange={(event) => setOpenai(event.target.value)} />
          </div>
          <div className={fieldStack}>
            <label htmlFor={anthropicId} className={fieldLabel}>
              Anthropic API key
            </label>
            <input id={anthropicId} className={cx(fieldBox, keyInput)} maxLength={providerKeyMaxLength} type="password" autoComplete="off" value={anthropic} placeholder={saved(workspace.anthropicApiKey)} onChange={(event) => setAnthropic(event.target.value)} />
          </div>
          <ErrorText>{props.errorFor('keys')}</ErrorText>
          <span className={actions}>
            <Button type="submit" variant="secondary" disabled={props.busy || !(openai.trim() || anthropic.trim())}>
              Save keys
            </Button>
            {workspace.openaiApiKey && (
              <Button variant="ghost" disabled={props.busy} onClick={() => props.act({ kind: 'keys', openaiApiKey: '' })}>
                Remove OpenAI key
              </Button>
            )}
            {workspace.anthropicApiKey && (
              <Button variant="ghost" disabled={props.busy} onClick={() => props.act({ kind: 'keys', anthropicApiKey: '' })}>
                Remove Anthropic key
              </Button>
            )}
          </span>
        </form>
      ) : null}
      <p className={muted}>
        OpenAI: {saved(workspace.openaiApiKey)}. Anthropic: {saved(workspace.anthropicApiKey)}.
      </p>
    </section>
  );
}

export function VoicesCard({ voices, count, failed, onRetry }: { voices: { id: string; name: string; locale?: string | null }[] | null; count: number | null; failed: boolean; onRetry: () => void }) {
  return (
    <section className={card} aria-labelledby="voices-title">
      <h2 id="voices-title" className={sectionTitle}>
        Workspace voices {count !== null && <span className={badge}>({count})</span>}
      </h2>
      {failed ? (
        <p className={plain} role="alert">
          The voices could not be loaded.{' '}
          <Button variant="ghost" onClick={onRetry}>
            Retry
          </Button>
        </p>
      ) : voices === null ? (
        <p className={muted}>Loading voices…</p>
      ) : voices.length === 0 ? (
        <p className={muted}>
          No cloned voices yet. <Link href="/app/voiceover">Clone a voice in Voiceover</Link>: it will appear here.
        </p>
      ) : (
        <ul className={rows}>
          {voices.slice(0, workspaceVoicePreview).map((voice) => (
            <li key={voice.id}>
              <strong>{voice.name}</strong>
              {voice.locale && <span className={muted}>{voice.locale}</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function LeaveOrDeleteCard({ workspace, canLeave, busy, onDelete, onLeave }: { workspace: Workspace; canLeave: boolean; busy: boolean; onDelete: () => void; onLeave: () => void }) {
  return workspace.role === 'owner' ? (
    <section className={cx(card, dangerZone)} aria-labelledby="delete-title">
      <p className={dangerLabel}>Danger zone</p>
      <h2 id="delete-title" className={sectionTitle}>
        Delete this workspace
      </h2>
      <p className={plain}>{deleteWarning}</p>
      <span className={actions}>
        <Button variant="danger" disabled={busy || !canLeave} onClick={onDelete}>
          Delete workspace
        </Button>
      </span>
      {!canLeave && <p className={muted}>This is your only workspace: create another before deleting it.</p>}
    </section>
  ) : (
    <section className={cx(card, dangerZone)} aria-labelledby="leave-title">
      <p className={dangerLabel}>Danger zone</p>
      <h2 id="leave-title" className={sectionTitle}>
        Leave this workspace
      </h2>
      <p className={plain}>You will no longer see its conversations, files and credits. Its owner can invite you again.</p>
      <span className={actions}>
        <Button variant="danger" disabled={busy || !canLeave} onClick={onLeave}>
          Leave workspace
        </Button>
      </span>
      {!canLeave && <p className={muted}>This is your only workspace: create one of your own before leaving it.</p>}
    </section>
  );
}
