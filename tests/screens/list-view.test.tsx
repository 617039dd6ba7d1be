import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider, type Client } from 'urql';
import { fromValue } from 'wonka';
import type { ListSource } from '../../src/machines/lists/listSource';
import type { ListItem } from '../../src/lib/lists/order';
import { ListView } from '../../src/screens/lists/ListView';
import { CategoriesStrip } from '../../src/screens/lists/CategoriesStrip';
import { ListSearch } from '../../src/screens/lists/ListSearch';
import { useList } from '../../src/screens/lists/useList';
import { memoryList, pageOf, type MemoryAnswers } from '../pages/list/memory-list';

// The list view driven by the real list machine and its pages (usePages) over a list answered
// from memory: the empty state, the next page asked for near the bottom, the end of the list,
// and a refused delete put back with the server's message. Then the categories strip's auto-scroll.

type Thing = ListItem & { title: string };
const things = (total: number): Thing[] => Array.from({ length: total }, (_, i) => ({ id: `t${i + 1}`, title: `Thing ${i + 1}`, status: 1 }));

/** `answers` may be changed by a test after the list is shown: each call reads it then. */
function fakeSource(rows: Thing[], overrides: Partial<MemoryAnswers<Thing>> = {}) {
  const answers: MemoryAnswers<Thing> = {
    page: async (request) => pageOf(rows, request),
    count: async () => rows.length,
    remove: async () => {},
    ...overrides,
  };
  return { answers, ...memoryList({ page: (request) => answers.page(request), count: (query) => answers.count!(query), remove: (id) => answers.remove!(id) }) };
}

function Things({ source, client }: { source: ListSource; client: Client }) {
  return (
    <Provider value={client}>
      <ThingsList source={source} />
    </Provider>
  );
}

function ThingsList({ source }: { source: ListSource }) {
  const list = useList({ source, listKey: 'things' });
  return (
    <>
    <ListSearch list={list} label="Search things" />
    <ListView<Thing>
      list={list}
      label="Things"
      empty="No things yet."
      countLabel={(count) => `${count} things`}
      renderItem={(thing, controls) => (
        <div>
          <span>{thing.title}</span>
          <button type="button" onClick={controls.remove}>
            Delete {thing.title}
          </button>
        </div>
      )}
    />
    </>
  );
}

/** Puts the list's scroller `fromBottom` px above its end and scrolls it. */
function scrollTo(scroller: HTMLElement, fromBottom: number) {
  Object.defineProperty(scroller, 'scrollHeight', { configurable: true, value: 5000 });
  Object.defineProperty(scroller, 'clientHeight', { configurable: true, value: 600 });
  scroller.scrollTop = 5000 - 600 - fromBottom;
  fireEvent.scroll(scroller);
}

afterEach(() => {
  localStorage.clear();
  vi.useRealTimers();
});

describe('the list view over the list machine', () => {
  it('shows the skeleton, then the screen’s own message when there is nothing', async () => {
    let answer!: (rows: Thing[]) => void;
    const list = fakeSource([], { page: () => new Promise((resolve) => (answer = resolve)) });
    render(<Things {...list} />);
    expect(screen.getByText('Loading Things…')).toBeInTheDocument();
    await act(async () => answer([]));
    expect(await screen.findByText('No things yet.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Things' })).not.toBeInTheDocument();
  });

  it('asks for the next page within 500 px of the bottom, and stops at a short page', async () => {
    const things40 = fakeSource(things(40));
    const { asked } = things40;
    render(<Things {...things40} />);
    const list = await screen.findByRole('list', { name: 'Things' });
    expect(within(list).getByText('Thing 1')).toBeInTheDocument();
    expect(screen.getByText('40 things')).toBeInTheDocument();
    const scroller = screen.getByRole('region', { name: 'Things' });

    scrollTo(scroller, 900); // not near enough
    expect(asked).toHaveLength(1);
    scrollTo(scroller, 450);
    await waitFor(() => expect(asked).toHaveLength(2));
    expect(asked[1]).toMatchObject({ limit: 25, startingAfter: 't25' });
    await waitFor(() => expect(list).toHaveStyle({ height: `${40 * 64}px` }));
    // 15 < 25: the end of the list; scrolling to the bottom again asks nothing more.
    scrollTo(scroller, 0);
    scrollTo(scroller, 0);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(asked).toHaveLength(2);
    expect(within(list).getAllByRole('listitem')[0]).toHaveAttribute('aria-setsize', '40');
  });

  it('removes a deleted item at once and puts it back with the server’s message when refused', async () => {
    let refuse!: (error: Error) => void;
    const list3 = fakeSource(things(3), { remove: () => new Promise((_, reject) => (refuse = reject)) });
    const user = userEvent.setup();
    render(<Things {...list3} />);
    const list = await screen.findByRole('list', { name: 'Things' });
    await user.click(within(list).getByRole('button', { name: 'Delete Thing 2' }));
    expect(within(list).queryByText('Thing 2')).not.toBeInTheDocument();
    expect(screen.getByText('2 things')).toBeInTheDocument();
    await act(async () => refuse(new Error('This thing is used by a project.')));
    expect(await screen.findByRole('alert')).toHaveTextContent('This thing is used by a project.');
    expect(within(list).getAllByRole('listitem').map((row) => row.querySelector('span')!.textContent)).toEqual(['Thing 1', 'Thing 2', 'Thing 3']);
    expect(screen.getByText('3 things')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('searches once typing pauses for 200 ms, from the first page', async () => {
    const list30 = fakeSource(things(30));
    const { answers, asked } = list30;
    const page = answers.page;
    answers.page = async (request) => (await page(request)).filter((thing) => thing.title.endsWith(request.query.search));
    render(<Things {...list30} />);
    await screen.findByRole('list', { name: 'Things' });
    vi.useFakeTimers();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search things' }), { target: { value: '1' } });
    act(() => vi.advanceTimersByTime(100));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search things' }), { target: { value: '12' } });
    act(() => vi.advanceTimersByTime(199));
    expect(asked).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    vi.useRealTimers();
    await waitFor(() => expect(screen.getAllByRole('listitem').map((row) => row.querySelector('span')!.textContent)).toEqual(['Thing 12']));
    expect(asked.at(-1)!.query.search).toBe('12');
    expect(asked.at(-1)!.startingAfter).toBeUndefined();
    expect(asked).toHaveLength(2);
    expect(screen.getByRole('searchbox', { name: 'Search things' })).toHaveValue('12');
  });

  it('keeps the items on screen under a progress bar while a new search is on its way, never the skeleton', async () => {
    const list30 = fakeSource(things(30));
    const { answers } = list30;
    const page = answers.page;
    let answer: (() => void) | null = null;
    answers.page = async (request) => {
      if (request.query.search) await new Promise<void>((resolve) => (answer = resolve));
      return (await page(request)).filter((thing) => thing.title.endsWith(request.query.search));
    };
    render(<Things {...list30} />);
    const list = await screen.findByRole('list', { name: 'Things' });
    const scroller = screen.getByRole('region', { name: 'Things' });
    scroller.scrollTop = 300;
    expect(scroller.scrollTop).toBe(300);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search things' }), { target: { value: '12' } });
    await waitFor(() => expect(answer).not.toBeNull());
    // The same list and its rows, marked as refreshing; no skeleton in between.
    expect(screen.getByRole('progressbar', { name: 'Updating Things' })).toBeInTheDocument();
    expect(screen.queryByText('Loading Things…')).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Things' })).toBe(list);
    expect(within(list).getByText('Thing 1')).toBeInTheDocument();
    await act(async () => answer!());
    await waitFor(() => expect(within(list).getAllByRole('listitem').map((row) => row.querySelector('span')!.textContent)).toEqual(['Thing 12']));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    // Another query's first page is read from the top.
    expect(scroller.scrollTop).toBe(0);
  });

  it('shows why the first page failed, and tries again', async () => {
    let fail = true;
    const list2 = fakeSource(things(2));
    const { answers } = list2;
    const page = answers.page;
    answers.page = async (request) => {
      if (fail) throw new Error('Network error. Please try again later.');
      return page(request);
    };
    const user = userEvent.setup();
    render(<Things {...list2} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Network error. Please try again later.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Thing 2')).toBeInTheDocument();
  });
});

describe('the masonry grid', () => {
  it('reserves each image box from output_file before the image loads, two columns at 390 px', async () => {
    const images = [
      { id: 'wide', output_file: { width: 400, height: 200 } },
      { id: 'tall', output_file: { width: 300, height: 600 } },
      { id: 'unknown', output_file: null },
    ];
    const { source, client } = fakeSource(images as never);
    function Grid() {
      const list = useList({ source, listKey: 'images' });
      return <ListView list={list} label="Images" empty="No images yet." layout="grid" renderItem={(item) => <img alt={item.id} />} />;
    }
    render(
      <Provider value={client}>
        <Grid />
      </Provider>,
    );
    const cells = within(await screen.findByRole('list', { name: 'Images' })).getAllByRole('listitem');
    // No layout here: the grid is taken as 390 px wide, two columns of 189 px with a 12 px gap.
    expect(cells.map((cell) => [cell.style.width, cell.style.height])).toEqual([
      ['189px', '95px'],
      ['189px', '378px'],
      ['189px', '189px'],
    ]);
    expect(cells[2].style.transform).toBe('translate(0px, 107px)');
  });
});

describe('the categories strip', () => {
  const client = {
    executeQuery: () => fromValue({ data: { categories: [{ __typename: 'Category', id: 'c1', title: 'Writing', type: 'preset' }] } }),
  } as unknown as Client;

  it('scrolls itself one step every 20 ms after 1 s, and stands still while hovered or focused', async () => {
    vi.useFakeTimers();
    const onSelect = vi.fn();
    render(
      <Provider value={client}>
        <CategoriesStrip types={['preset']} selected={null} onSelect={onSelect} />
      </Provider>,
    );
    const strip = screen.getByRole('toolbar', { name: 'Categories' });
    Object.defineProperty(strip, 'scrollWidth', { configurable: true, value: 1000 });
    Object.defineProperty(strip, 'clientWidth', { configurable: true, value: 300 });
    act(() => vi.advanceTimersByTime(999));
    expect(strip.scrollLeft).toBe(0);
    act(() => vi.advanceTimersByTime(1 + 20 * 5));
    expect(strip.scrollLeft).toBe(5);

    fireEvent.mouseEnter(strip);
    act(() => vi.advanceTimersByTime(2000));
    expect(strip.scrollLeft).toBe(5);
    fireEvent.mouseLeave(strip);

    // Keyboard: the chips are buttons; focus holds the strip still.
    const writing = screen.getByRole('button', { name: 'Writing' });
    act(() => writing.focus());
    act(() => vi.advanceTimersByTime(3000));
    expect(strip.scrollLeft).toBe(5);
    fireEvent.keyDown(writing, { key: 'ArrowLeft' });
    expect(screen.getByRole('button', { name: 'All' })).toHaveFocus();
    fireEvent.click(writing);
    expect(onSelect).toHaveBeenCalledWith('c1');
  });

  it('stands still for someone who asks for reduced motion', async () => {
    vi.useFakeTimers();
    const matchMedia = vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({ matches: query.includes('reduce'), media: query }) as MediaQueryList);
    try {
      render(
        <Provider value={client}>
          <CategoriesStrip types={['preset']} selected={null} onSelect={() => {}} />
        </Provider>,
      );
      const strip = screen.getByRole('toolbar', { name: 'Categories' });
      Object.defineProperty(strip, 'scrollWidth', { configurable: true, value: 1000 });
      Object.defineProperty(strip, 'clientWidth', { configurable: true, value: 300 });
      act(() => vi.advanceTimersByTime(5000));
      expect(strip.scrollLeft).toBe(0);
    } finally {
      matchMedia.mockRestore();
    }
  });
});
