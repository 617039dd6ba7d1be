import type { ReactNode } from 'react';
import { css } from '@linaria/core';
import { font, space } from '../../ui/tokens';

// The frame of a tool's history beside its form (the classifier's, the writer's and the
// coder's): a section named by its heading, over the list's controls and the list.

export function ListPanel({ id, heading, children }: { id: string; heading: ReactNode; children: ReactNode }) {
  return (
    <section className={panel} aria-labelledby={id}>
      <h2 id={id} className={title}>
        {heading}
      </h2>
      {children}
    </section>
  );
}

const panel = css`
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
  min-width: 0;
`;

const title = css`
  margin: 0;
  font-size: ${font.large};
`;
