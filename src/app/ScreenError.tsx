import { Component, type ReactNode } from 'react';
import { css } from '@linaria/core';
import { Button } from '../ui/Button';
import { notice, noticeTitle } from '../ui/notice';
import { space } from '../ui/tokens';

// What the user sees instead of a screen that failed: its chunk did not download (the app was
// updated since the page loaded, or the connection dropped) or it threw while rendering.
// Without it React would unmount the whole app and leave a blank page. The shell stays, so the
// user can go elsewhere; moving to another address clears it, and Reload asks for the page again.

interface Props {
  /** The address shown: a change clears the error (a failed screen must not stick to every page). */
  location: string;
  children: ReactNode;
}

interface State {
  error: Error | null;
  at: string;
}

/** A dynamic import that failed: Chromium, Firefox and Safari each word it their own way. */
const chunkFailed = (error: Error) => /dynamically imported module|module script failed|importing a module script/i.test(error.message);

export class ScreenError extends Component<Props, State> {
  state: State = { error: null, at: '' };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps({ location }: Props, state: State): Partial<State> | null {
    if (!state.error) return { at: location };
    return location === state.at ? null : { error: null, at: location };
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <div className={frame}>
        <div className={notice} role="alert">
          <p className={noticeTitle}>This page could not be shown.</p>
          <p>{chunkFailed(error) ? 'The app was updated or the connection dropped while it loaded.' : 'An unexpected error occurred! Please try again later!'}</p>
          <Button variant="secondary" onClick={() => window.location.reload()}>
            Reload
          </Button>
        </div>
      </div>
    );
  }
}

const frame = css`
  padding: ${space.xl};
`;
