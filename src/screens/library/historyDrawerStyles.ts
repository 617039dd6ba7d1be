// The conversations panel's look: a column beside the chat on wide screens, a drawer over it
// on narrow ones (HistoryDrawer.tsx). Only the drawer uses these, so they live beside it.
import { css } from '@linaria/core';
import { breakpoint, color, radius, space } from '../../ui/tokens';

export const sidebar = css`
  display: flex;
  flex-direction: column;
  gap: ${space.md};
  width: 260px;
  flex-shrink: 0;
  padding: ${space.md};
  border-right: 1px solid ${color.border};
  background: ${color.page};
  ${breakpoint.narrow} {
    display: none;
  }
`;

// On narrow screens the history is a drawer: over the chat, full height, opaque, on a scrim.
// Added to `sidebar` (cx), not composed into it: linaria interpolates a class's name, not its rules.
export const sidebarOpen = css`
  ${breakpoint.narrow} {
    position: fixed;
    inset: 0 auto 0 0;
    z-index: 40;
    display: flex;
    width: min(300px, 85vw);
    box-shadow: 0 0 40px rgba(0, 0, 0, 0.25);
  }
`;

export const scrim = css`
  display: none;
  ${breakpoint.narrow} {
    position: fixed;
    inset: 0;
    z-index: 39;
    display: block;
    border: 0;
    padding: 0;
    background: ${color.overlay};
  }
`;

export const newChat = css`
  display: block;
  padding: ${space.sm} ${space.md};
  border: 1px solid ${color.borderStrong};
  border-radius: ${radius.md};
  background: ${color.surface};
  color: ${color.text};
  font-weight: 600;
  text-align: center;
  text-decoration: none;
  &:hover {
    background: ${color.sunken};
  }
`;

export const history = css`
  flex: 1;
  overflow-y: auto;
`;
