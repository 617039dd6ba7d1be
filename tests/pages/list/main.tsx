// A bench-and-look page (never part of the app build): the production list view over the real
// list machine and its pages (usePages), with `n` items answered from memory, as rows or a masonry grid. `window.listHarness.show`
// renders it; bench/list-scroll.ts scrolls it in Chromium. Built like tests/pages/render.
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { Client } from '@urql/core';
import { Provider } from 'urql';
import type { ListSource } from '../../../src/machines/lists/listSource';
import { fromValue } from 'wonka';
import type { ListItem } from '../../../src/lib/lists/order';
import { ListView } from '../../../src/screens/lists/ListView';
import { CategoriesStrip } from '../../../src/screens/lists/CategoriesStrip';
import { ListSearch } from '../../../src/screens/lists/ListSearch';
import { useList } from '../../../src/screens/lists/useList';
import { Button } from '../../../src/ui/Button';
import { color, font, radius, space } from '../../../src/ui/tokens';
import '../../../src/ui/global';
import { memoryList, pageOf } from './memory-list';

type Shot = ListItem & { title: string; output_file: { width: number; height: number } };

const shots = (n: number): Shot[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `s${i}`,
    title: `Generated image ${i + 1}`,
    status: i % 3 ? 1 : 0,
    output_file: { width: 512, height: [512, 768, 384, 640][i % 4] },
  }));

/** The list and the client that answers its reads from memory. */
const memorySource = (rows: Shot[]) =>
  memoryList<Shot>({ page: async (request) => pageOf(rows, request), count: async () => rows.length, setStatus: async () => {}, remove: async () => {} });

interface Shown {
  layout: 'rows' | 'grid';
  n: number;
  limit: number;
  /** With the search field and a categories strip above the list (for looking at them). */
  chrome?: boolean;
}

// The strip reads categories with a query; here they come from memory.
const categories = ['Portraits', 'Landscapes', 'Architecture', 'Animals', 'Food', 'Abstract', 'Fantasy', 'Sci-fi', 'Vintage'];
const stripClient = {
  executeQuery: () => fromValue({ data: { categories: categories.map((title, i) => ({ __typename: 'Category', id: `c${i}`, title, type: 'image' })) } }),
} as unknown as Client;

function Harness({ shown }: { shown: Shown }) {
  const { source, client } = useState(() => memorySource(shots(shown.n)))[0];
  return (
    <Provider value={client}>
      <HarnessList shown={shown} source={source} />
    </Provider>
  );
}

function HarnessList({ shown, source }: { shown: Shown; source: ListSource<Shot> }) {
  const list = useList({ source, listKey: `bench-${shown.layout}`, limit: shown.limit });
  const [category, setCategory] = useState<string | null>(null);
  return (
    <main style={frame}>
      {shown.chrome && (
        <>
          <Provider value={stripClient}>
            <CategoriesStrip types={['image']} selected={category} onSelect={setCategory} />
          </Provider>
          <ListSearch list={list} label="Search images" />
        </>
      )}
      <ListView<Shot>
        list={list}
        label="Images"
        empty="No images yet."
        layout={shown.layout}
        captionHeight={shown.layout === 'grid' ? 40 : 0}
        countLabel={(count) => `${count.toLocaleString('en')} images`}
        renderItem={(shot, controls) =>
          shown.layout === 'grid' ? (
            <figure style={tile}>
              <div style={{ ...picture, background: `hsl(${(Number(shot.id.slice(1)) * 47) % 360} 45% 70%)` }} />
              <figcaption style={caption}>
                <span>{shot.title}</span>
                <Button variant="ghost" onClick={controls.pinned ? controls.unpin : controls.pin}>
                  {controls.pinned ? 'Unpin' : 'Pin'}
                </Button>
              </figcaption>
            </figure>
          ) : (
            <div style={row}>
              <span style={{ flex: 1 }}>{shot.title}</span>
              <Button variant="ghost" onClick={() => controls.setStatus(shot.status === 1 ? 0 : 1)}>
                {shot.status === 1 ? 'On' : 'Off'}
              </Button>
              <Button variant="ghost" onClick={controls.remove}>
                Delete
              </Button>
            </div>
          )
        }
      />
    </main>
  );
}

const root = createRoot(document.getElementById('root')!);
declare global {
  interface Window {
    listHarness: { show(shown: Shown): void };
  }
}
let key = 0;
window.listHarness = {
  show: (shown) =>
    flushSync(() =>
      root.render(
        <Harness key={key++} shown={shown} />,
      ),
    ),
};

// Inline styles: the build transforms linaria in src/ only.
const frame = { boxSizing: 'border-box', display: 'flex', flexDirection: 'column', height: '100vh', padding: space.md, background: color.page, color: color.text, fontFamily: font.family } as const;
const row = { display: 'flex', alignItems: 'center', gap: space.sm, height: 56, marginBottom: space.sm, padding: `0 ${space.md}`, border: `1px solid ${color.border}`, borderRadius: radius.md, background: color.surface } as const;
const tile = { display: 'flex', flexDirection: 'column', height: '100%', margin: 0 } as const;
const picture = { flex: 1, borderRadius: radius.md } as const;
const caption = { display: 'flex', alignItems: 'center', justifyContent: 'space-between', height: 40, fontSize: font.small } as const;
