import { useId } from 'react';
import { css } from '@linaria/core';
import { fieldLabels, type FeedbackEvent, type FeedbackForm } from '../../machines/feedback/feedbackMachine';
import { canCaptureScreen } from '../../lib/feedback/capture';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { fieldArea, fieldBox, fieldLabel, fieldStack, formFooter } from '../../ui/formField';
import { FormRefusal } from '../../ui/FormRefusal';
import { visuallyHidden } from '../../ui/a11y';
import { breakpoint, color, font, radius, space } from '../../ui/tokens';
import { ScreenshotEditor } from './ScreenshotEditor';
import { feedbackMessageMaxLength } from '../../../contract/account-limits';

// "Give Feedback" (SPEC §2): the account's name and email read-only when it has them, the
// message, a screenshot taken of the page or chosen as a file and marked up, and Send. It shows
// what feedbackMachine's selectFeedbackForm derives; every press is an event sent to it.

const accepted = 'image/png,image/jpeg,image/webp,image/gif';

export function FeedbackDialog({ view, send }: { view: FeedbackForm; send: (event: FeedbackEvent) => void }) {
  const { contact, message, screenshot, tool, error, busy } = view;
  const errorId = useId();
  const close = () => send({ type: 'CLOSE' });

  return (
    <Dialog title="Give Feedback" onClose={busy ? undefined : close} className={panel}>
      <form
        className={form}
        noValidate
        aria-busy={busy}
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'SUBMIT' });
        }}
      >
        <div className={body}>
          {contact.name !== null && <ReadOnly label={fieldLabels.name} value={contact.name} />}
          {contact.email !== null && <ReadOnly label={fieldLabels.email} value={contact.email} />}
          <label className={fieldStack}>
            <span className={fieldLabel}>{fieldLabels.message}</span>
            <textarea
              data-autofocus
              maxLength={feedbackMessageMaxLength}
              className={`${fieldBox} ${fieldArea} ${messageBox}`}
              value={message}
              required
              aria-required="true"
              aria-invalid={!!error && !message.trim()}
              aria-describedby={error ? errorId : undefined}
              placeholder="What happened, and what did you expect?"
              onChange={(event) => send({ type: 'MESSAGE.CHANGE', value: event.target.value })}
            />
          </label>
          <fieldset className={screenshotSet}>
            <legend className={fieldLabel}>Screenshot</legend>
            {screenshot ? (
              <ScreenshotEditor
                image={screenshot.image}
                marks={screenshot.marks}
                tool={tool}
                onTool={(next) => send({ type: 'TOOL.CHOOSE', tool: next })}
                onMark={(mark) => send({ type: 'MARK.ADD', mark })}
                onUndo={() => send({ type: 'MARK.UNDO' })}
                onRemove={() => send({ type: 'SCREENSHOT.REMOVE' })}
              />
            ) : (
              <div className={row}>
                {canCaptureScreen() && (
                  <Button variant="secondary" onClick={() => send({ type: 'SCREENSHOT.CAPTURE' })}>
                    Take screenshot
                  </Button>
                )}
                <label className={chooseButton}>
                  <input
                    type="file"
                    accept={accepted}
                    className={visuallyHidden}
                    onChange={(event) => {
                      const file = event.target.files?.[0];
                      event.target.value = '';
                      if (file) send({ type: 'SCREENSHOT.CHOOSE', image: file });
                    }}
                  />
                  Choose image
                </label>
              </div>
            )}
          </fieldset>
          {error && <FormRefusal id={errorId} message={error} />}
        </div>
        <div className={formFooter}>
          <span />
          <div className={row}>
            <Button variant="ghost" onClick={close} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" aria-disabled={busy}>
              {busy ? 'Sending…' : 'Send feedback'}
            </Button>
          </div>
        </div>
      </form>
    </Dialog>
  );
}

function ReadOnly({ label, value }: { label: string; value: string }) {
  return (
    <label className={fieldStack}>
      <span className={fieldLabel}>{label}</span>
      <input className={`${fieldBox} ${readOnlyBox}`} value={value} readOnly />
    </label>
  );
}

// The panel fits the screen however tall the screenshot makes the form: the title and the
// buttons stay put and the fields between them scroll.
const panel = css`
  && {
    display: flex;
    flex-direction: column;
    width: min(640px, 100%);
    max-height: calc(100dvh - 2 * ${space.lg});
    overflow: hidden;
    ${breakpoint.narrow} {
      padding: ${space.lg};
    }
  }
`;

const form = css`
  display: flex;
  flex-direction: column;
  gap: ${space.md};
  min-height: 0;
`;

const body = css`
  display: flex;
  flex-direction: column;
  gap: ${space.md};
  min-height: 0;
  overflow: auto;
  /* Room for the fields' focus rings inside the scrolling box. */
  margin: 0 -${space.xs};
  padding: ${space.xs};
`;

const messageBox = css`
  min-height: 110px;
  padding: ${space.sm} ${space.md};
`;

const readOnlyBox = css`
  padding: ${space.sm} ${space.md};
  background: ${color.sunken};
  color: ${color.textMuted};
`;

const screenshotSet = css`
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${space.xs};
    padding: 0;
  }
`;

const row = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
`;

// A label that looks like a secondary button and shows the focus of the file input inside it.
const chooseButton = css`
  display: inline-flex;
  align-items: center;
  min-height: 38px;
  padding: 0 ${space.lg};
  border: 1px solid ${color.borderStrong};
  border-radius: ${radius.md};
  background: ${color.surface};
  font-size: ${font.body};
  font-weight: 550;
  cursor: pointer;
  &:hover {
    background: ${color.sunken};
  }
  &:focus-within {
    outline: 3px solid ${color.focus};
    outline-offset: 1px;
  }
`;
