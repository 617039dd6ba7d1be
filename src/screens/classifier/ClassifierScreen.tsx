import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { useClient, useQuery } from 'urql';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { css, cx } from '@linaria/core';
import { MeQuery } from '../../gateway/account/operations';
import { ClassificationQuery } from '../../gateway/classifier/operations';
import { classifierMachine, selectClassifierForm } from '../../machines/classifier/classifierMachine';
import { guestSignupMachine, selectGuestModal } from '../../machines/account/guestSignupMachine';
import { actorOptions } from '../../machines/inspect';
import { loginHref } from '../../../contract/pages';
import { visuallyHidden } from '../../ui/a11y';
import { Spinner } from '../../ui/Spinner';
import { LoadFailed } from '../../ui/LoadFailed';
import { breakpoint, space } from '../../ui/tokens';
import { screenScroller as scroller, pageIntro as intro, pageTitle as title, pageLead as lead, notice as placeholder, noticeTitle as placeholderTitle, loadingBlock as loading, toolColumn, toolPage } from '../../ui/toolPage';
import { GuestModal } from '../../ui/GuestModal';
import { ClassificationHistory } from './ClassificationHistory';
import { ClassificationPanel } from './ClassificationPanel';
import { ClassifierForm } from './ClassifierForm';

// The classifier at `/app/classifier` and `/app/classifier/{id}` (SPEC §2): the form, the
// classification the address names, and the history (the shared list view). Runs
// classifierMachine (and the guest signup), reads the classification through urql, and turns
// what the machines tell it into navigation and a fresh history.
//
// Logged-out visitors get the chat's guest flow, not a login wall: the classifier is as cheap
// to try as the chat (a guest workspace has starting credits, and each classification costs a
// fraction of one), the form is there to be tried, and a name is all the chat asks of them too.
// Classify opens the name modal; once signed up as a guest their text is classified at once.
// A logged-out visitor who opens a classification's address is offered the login instead:
// it belongs to an account, and a new guest could never see it.

export default function ClassifierScreen() {
  const id = useParams<{ id?: string }>().id ?? null;
  const [location, navigate] = useLocation();
  const client = useClient();

  const classifier = useActorRef(classifierMachine, actorOptions({ client }));
  const form = useSelector(classifier, selectClassifierForm, shallowEqual);
  const guest = useActorRef(guestSignupMachine, actorOptions({ client }));
  const guestState = useSelector(guest, selectGuestModal, shallowEqual);

  const [me] = useQuery({ query: MeQuery });
  // Right after the guest signup `me` is still being fetched again.
  const signedUp = useSelector(guest, (s) => s.matches({ dialog: 'done' }));
  const loggedIn = !!me.data?.me || signedUp;
  const loggedOut = !me.fetching && !loggedIn;

  const [shown, reload] = useQuery({ query: ClassificationQuery, variables: { id: id ?? '' }, pause: !id || !loggedIn });
  const classification = id && shown.data?.classification?.id === id ? shown.data.classification : null;
  // Said once for a screen reader when a classification just made is shown.
  const [announce, setAnnounce] = useState<string | null>(null);
  // A result just made is brought into view (on a phone it is below the fold).
  const result = useRef<HTMLDivElement>(null);
  const freshId = classification && announce === classification.id ? classification.id : null;
  useEffect(() => {
    if (freshId) result.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [freshId]);

  useEffect(() => {
    const subscriptions = [
      classifier.on('classified', (event) => {
        setAnnounce(event.id);
        navigate(`/app/classifier/${event.id}`);
      }),
      guest.on('signedUp', (event) => (event.isAdmin ? navigate('/admin') : classifier.send({ type: 'SUBMIT' }))),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [classifier, guest, navigate]);

  // The dialog gives focus back to the Delete button, which leaves with the classification.
  const text = useRef<HTMLTextAreaElement>(null);
  // The history needs no telling: the cache takes a deleted classification out of its pages.
  const deleted = useCallback(() => text.current?.focus(), []);

  const submit = () => (loggedOut ? guest.send({ type: 'OPEN' }) : classifier.send({ type: 'SUBMIT' }));

  return (
    <div className={scroller}>
      <div className={cx(toolPage, page)}>
        <div className={cx(toolColumn, column)}>
          <header className={intro}>
            <h1 className={title}>Classifier</h1>
            <p className={lead}>Check a text for harmful content, and read its tone and its language.</p>
          </header>
          <ClassifierForm
            input={form.input}
            busy={form.busy}
            error={form.error}
            outOfCredits={form.outOfCredits}
            onChange={(value) => classifier.send({ type: 'INPUT.CHANGE', value })}
            onSubmit={submit}
            textRef={text}
          />
          <p className={visuallyHidden} aria-live="polite">
            {freshId ? `${classification!.flagged ? 'Flagged' : 'Not flagged'}. The result is shown below the form.` : ''}
          </p>
          {!id ? (
            <div className={placeholder}>
              <p className={placeholderTitle}>Your result will appear here</p>
              <p>Whether the text is flagged, a score from 0 to 100% for each moderation category, its sentiment and its language.</p>
            </div>
          ) : loggedOut ? (
            <div className={placeholder}>
              <p className={placeholderTitle}>This classification belongs to an account</p>
              <p>
                <Link href={loginHref(location)}>Log in</Link> to see it.
              </p>
            </div>
          ) : classification ? (
            <div ref={result}>
            <ClassificationPanel key={classification.id} classification={classification} onDeleted={deleted} />
          </div>
          ) : shown.error ? (
            <LoadFailed what="The classification" onRetry={() => reload({ requestPolicy: 'network-only' })} />
          ) : shown.data && !shown.fetching ? (
            <div className={placeholder}>
              <p className={placeholderTitle}>Classification not found</p>
              <p>
                It may have been deleted. <Link href="/app/classifier">Classify a text</Link>
              </p>
            </div>
          ) : (
            <div className={loading}>
              <Spinner label="Loading the classification" />
            </div>
          )}
        </div>
        <aside className={side} aria-label="Classifications">
          <ClassificationHistory activeId={id} loggedIn={loggedIn} checking={!loggedIn && !loggedOut} />
        </aside>
        {guestState.visible && (
          <GuestModal
            description="Tell us your first name to start classifying."
            name={guestState.firstName}
            error={guestState.error}
            busy={guestState.busy}
            onNameChange={(value) => guest.send({ type: 'NAME.CHANGE', value })}
            onSubmit={() => guest.send({ type: 'SUBMIT' })}
            onClose={() => guest.send({ type: 'CLOSE' })}
          />
        )}
      </div>
    </div>
  );
}

const page = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 300px;
  align-items: start;
  gap: ${space.xxl};
  max-width: 1180px;
  @media (max-width: 1100px) {
    grid-template-columns: minmax(0, 1fr);
  }
  ${breakpoint.narrow} {
    gap: ${space.xl};
  }
`;

const column = css`
  max-width: 760px;
`;

const side = css`
  min-width: 0;
  @media (min-width: 1101px) {
    position: sticky;
    top: ${space.xl};
  }
`;
