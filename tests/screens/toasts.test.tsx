// The toasts: announced in one status region, three at most at once (a fourth pushes out the
// oldest), the same words again not standing twice, gone after 5 s, dismissed by keyboard.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MAX_SHOWN, toast, Toaster } from '../../src/ui/toasts';

const shown = () => within(screen.getByRole('status')).queryAllByText(/./, { selector: 'span' }).map((span) => span.textContent);

describe('toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    render(<Toaster />);
  });
  afterEach(() => {
    act(() => vi.runAllTimers());
    vi.useRealTimers();
  });

  it('show three at most, the newest, in the status region', () => {
    act(() => ['One', 'Two', 'Three', 'Four', 'Five'].forEach((text) => toast.success(text)));
    expect(MAX_SHOWN).toBe(3);
    expect(shown()).toEqual(['Three', 'Four', 'Five']);
  });

  it('the same words again restart the toast on show instead of standing twice', () => {
    act(() => toast.success('Copied to clipboard!'));
    act(() => vi.advanceTimersByTime(4000));
    act(() => toast.success('Copied to clipboard!'));
    expect(shown()).toEqual(['Copied to clipboard!']);
    act(() => vi.advanceTimersByTime(4000));
    expect(shown()).toEqual(['Copied to clipboard!']);
    act(() => vi.advanceTimersByTime(1000));
    expect(shown()).toEqual([]);
  });

  it('go after 5 s, or at once with Escape or Dismiss', () => {
    act(() => {
      toast.error('Saving failed');
      toast.success('Saved');
    });
    const [first, second] = within(screen.getByRole('status')).getAllByRole('button', { name: 'Dismiss' });
    act(() => fireEvent.keyDown(first, { key: 'Escape' }));
    expect(shown()).toEqual(['Saved']);
    act(() => fireEvent.click(second));
    expect(shown()).toEqual([]);
    act(() => toast.success('Later'));
    act(() => vi.advanceTimersByTime(4999));
    expect(shown()).toEqual(['Later']);
    act(() => vi.advanceTimersByTime(1));
    expect(shown()).toEqual([]);
  });
});
