import { useEffect, type FormEvent } from 'react';
import { useClient, useQuery } from 'urql';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { ApiKeysQuery } from '../../gateway/api-keys/operations';
import { apiKeyMachine, COPIED, selectApiKeys } from '../../machines/api-keys/apiKeyMachine';
import { actorOptions } from '../../machines/inspect';
import { toast } from '../../ui/toasts';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { ErrorText, Field } from '../../ui/Field';
import { Spinner } from '../../ui/Spinner';
import { actions, card, muted, plain, rowList, secretText, sectionTitle } from './styles';

// REST API keys (apiKeyMachine): the list by prefix (urql), Generate with an optional name and
// the current password, the key shown once in a modal with Copy, and Revoke after a confirmation.

const day = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });

/** `needsPassword`: the account has a password, which making a key asks for. */
export function ApiKeysSection({ needsPassword }: { needsPassword: boolean }) {
  const client = useClient();
  const [{ data, fetching, error }, reload] = useQuery({ query: ApiKeysQuery });
  const actor = useActorRef(apiKeyMachine, actorOptions({ client, needsPassword }));
  const view = useSelector(actor, selectApiKeys, shallowEqual);

  useEffect(() => {
    const subscriptions = [actor.on('copied', () => toast.success(COPIED)), actor.on('revoked', () => toast.success('API key revoked.'))];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actor]);

  const close = () => actor.send({ type: 'CLOSE' });
  const create = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'SUBMIT' });
  };
  const keys = data?.apiKeys;

  return (
    <section className={card} aria-labelledby="api-keys-title">
      <h2 id="api-keys-title" className={sectionTitle}>
        REST API keys
      </h2>
      <p className={muted}>
        Send a key as <code>Authorization: Bearer …</code> to the REST API and the OpenAI-compatible API. It acts in this workspace, as you.
      </p>
      {!data && fetching ? (
        <Spinner label="Loading API keys" />
      ) : error && !data ? (
        <div role="alert" className={actions}>
          <p className={plain}>The API keys could not be loaded.</p>
          <Button variant="secondary" onClick={() => reload({ requestPolicy: 'network-only' })}>
            Retry
          </Button>
        </div>
      ) : keys && keys.length > 0 ? (
        <ul className={rowList} aria-label="API keys">
          {keys.map((key) => (
            <li key={key.id}>
              <span>
                <code>{key.prefix}…</code> {key.name && <strong>{key.name}</strong>}
                <br />
                <span className={muted}>
                  Created {day.format(new Date(key.createdAt))} · {key.lastUsedAt ? `last used ${day.format(new Date(key.lastUsedAt))}` : 'never used'}
                </span>
              </span>
              <Button variant="secondary" onClick={() => actor.send({ type: 'REVOKE', id: key.id, label: key.name || key.prefix })} aria-label={`Revoke ${key.name || key.prefix}`}>
                Revoke
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className={plain}>No API keys yet.</p>
      )}
      <div className={actions}>
        <Button onClick={() => actor.send({ type: 'CREATE' })}>Generate API key</Button>
      </div>

      {view.naming && (
        <Dialog title="Generate an API key" description={`A name helps you tell keys apart later. Optional.${needsPassword ? ' A key acts as you until revoked, so your current password is asked.' : ''}`} onClose={close}>
          <form onSubmit={create} noValidate>
            <ErrorText>{view.error}</ErrorText>
            <Field label="Key name" value={view.name} maxLength={100} onChange={(event) => actor.send({ type: 'NAME.CHANGE', value: event.target.value })} />
            {needsPassword && (
              <Field
                label="Current password"
                type="password"
                autoComplete="current-password"
                value={view.password}
                onChange={(event) => actor.send({ type: 'PASSWORD.CHANGE', value: event.target.value })}
              />
            )}
            <div className={actions}>
              <Button type="submit" disabled={view.busy}>
                {view.busy && <Spinner decorative />}
                Generate
              </Button>
              <Button variant="secondary" onClick={close}>
                Cancel
              </Button>
            </div>
          </form>
        </Dialog>
      )}

      {view.showing && view.created && (
        <Dialog title="Your new API key" description="Copy it now: it is shown only this once." onClose={close}>
          <p className={secretText} aria-label="New API key">
            {view.created.key}
          </p>
          <ErrorText>{view.error}</ErrorText>
          <div className={actions}>
            <Button onClick={() => actor.send({ type: 'COPY' })}>Copy</Button>
            <Button variant="secondary" onClick={close}>
              Done
            </Button>
          </div>
        </Dialog>
      )}

      {view.revoking && view.target && (
        <Dialog title="Revoke this API key?" description={`Anything using ${view.target.label} stops working at once.`} onClose={close}>
          <ErrorText>{view.error}</ErrorText>
          <div className={actions}>
            <Button variant="danger" onClick={() => actor.send({ type: 'CONFIRM' })} disabled={view.busy}>
              {view.busy && <Spinner decorative />}
              Revoke
            </Button>
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
          </div>
        </Dialog>
      )}
    </section>
  );
}
