import { useSelector } from '@xstate/react';
import { css } from '@linaria/core';
import { Icon } from '../../ui/icons';
import { color, font, radius, space } from '../../ui/tokens';
import type { ThemeChoice } from '../../machines/shell/preferences';
import { useShell, type ShellActor } from './shellActor';

// System / Light / Dark as one radio group: arrow keys move between them, as everywhere.

const choices: { theme: ThemeChoice; label: string; icon: 'system' | 'sun' | 'moon' }[] = [
  { theme: 'system', label: 'System', icon: 'system' },
  { theme: 'light', label: 'Light', icon: 'sun' },
  { theme: 'dark', label: 'Dark', icon: 'moon' },
];

const chosen = (s: ReturnType<ShellActor['getSnapshot']>): ThemeChoice =>
  s.matches({ theme: 'light' }) ? 'light' : s.matches({ theme: 'dark' }) ? 'dark' : 'system';

export function ThemeSwitch() {
  const shell = useShell();
  const theme = useSelector(shell, chosen);
  return (
    <fieldset className={group}>
      <legend className={legend}>Theme</legend>
      <div className={options}>
        {choices.map((choice) => (
          <label key={choice.theme} className={option}>
            <input
              type="radio"
              name="theme"
              value={choice.theme}
              className={radio}
              checked={theme === choice.theme}
              onChange={() => shell.send({ type: 'THEME.CHOOSE', theme: choice.theme })}
            />
            <Icon name={choice.icon} size={16} />
            {choice.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

const group = css`
  margin: 0;
  padding: 0;
  border: 0;
`;

const legend = css`
  margin-bottom: ${space.xs};
  color: ${color.textMuted};
  font-size: ${font.small};
`;

const options = css`
  display: flex;
  gap: 2px;
  padding: 2px;
  border-radius: ${radius.md};
  background: ${color.sunken};
`;

const option = css`
  position: relative;
  display: flex;
  flex: 1;
  align-items: center;
  justify-content: center;
  gap: ${space.xs};
  padding: 6px ${space.sm};
  border-radius: ${radius.sm};
  font-size: ${font.small};
  cursor: pointer;
  &:has(:checked) {
    background: ${color.surface};
    font-weight: 600;
  }
  /* The radio itself is not drawn, so its focus ring goes on the label. */
  &:has(:focus-visible) {
    outline: 2px solid ${color.focus};
    outline-offset: 1px;
  }
`;

const radio = css`
  position: absolute;
  opacity: 0;
  pointer-events: none;
`;
