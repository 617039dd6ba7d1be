// A screen that fails (its chunk did not download, or it threw) shows a message with Reload in
// place of the screen instead of a blank page, and another address clears it.
import { expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { ScreenError } from '../../src/app/ScreenError';

function Broken({ error }: { error: Error }): never {
  throw error;
}

it('a screen whose chunk failed says so, offers Reload, and the next address shows its screen', () => {
  vi.spyOn(console, 'error').mockImplementation(() => {}); // React reports the caught error
  const failed = new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/PlansScreen-x.js');
  const { rerender } = render(
    <ScreenError location="/billing/plans">
      <Broken error={failed} />
    </ScreenError>,
  );
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent('This page could not be shown.');
  expect(alert).toHaveTextContent('The app was updated or the connection dropped while it loaded.');
  const reload = vi.fn();
  vi.stubGlobal('location', { ...window.location, reload });
  fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
  expect(reload).toHaveBeenCalledOnce();
  vi.unstubAllGlobals();

  // The same address keeps the message; another one renders its screen.
  rerender(
    <ScreenError location="/billing/plans">
      <p>Plans</p>
    </ScreenError>,
  );
  expect(screen.getByRole('alert')).toBeInTheDocument();
  rerender(
    <ScreenError location="/models">
      <p>Models</p>
    </ScreenError>,
  );
  expect(screen.queryByRole('alert')).toBeNull();
  expect(screen.getByText('Models')).toBeInTheDocument();
});

it('a screen that threw while rendering gets the general message', () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  render(
    <ScreenError location="/">
      <Broken error={new Error('boom')} />
    </ScreenError>,
  );
  expect(screen.getByRole('alert')).toHaveTextContent('An unexpected error occurred! Please try again later!');
  vi.restoreAllMocks();
});
