import { Link, useLocation } from 'wouter';
import { useMutation, useQuery } from 'urql';
import { css } from '@linaria/core';
import { LogoutMutation, MeQuery } from '../gateway/operations/account';
import { Button } from '../ui/Button';
import { QuickPromptBox } from './QuickPromptBox';
import { color, font, radius, space } from '../ui/tokens';

const credits = new Intl.NumberFormat('en', { maximumFractionDigits: 2 });

export function TopBar() {
  const [{ data }] = useQuery({ query: MeQuery });
  const [, logout] = useMutation(LogoutMutation);
  const [location, navigate] = useLocation();
  const me = data?.me;

  return (
    <header className={bar}>
      <Link href="/" className={brand}>
        Atelier
      </Link>
      <QuickPromptBox />
      <nav className={right} aria-label="Account">
        {me ? (
          <>
            <span className={pill} title="Credits left in your workspace">
              {credits.format(me.workspace.credits)} credits
            </span>
            <span className={name}>{me.firstName ?? me.email}</span>
            <Button variant="ghost" onClick={() => logout({}).then(() => navigate('/'))}>
              Log out
            </Button>
          </>
        ) : (
          <>
            <Link href={`/login?redirect=${encodeURIComponent(location)}`} className={link}>
              Log in
            </Link>
            <Link href="/signup" className={link}>
              Sign up
            </Link>
          </>
        )}
      </nav>
    </header>
  );
}

const bar = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space.md};
  height: 56px;
  padding: 0 ${space.lg};
  border-bottom: 1px solid ${color.border};
  background: ${color.surface};
`;

const brand = css`
  color: ${color.text};
  font-size: ${font.large};
  font-weight: 700;
  letter-spacing: -0.01em;
  text-decoration: none;
`;

const right = css`
  display: flex;
  align-items: center;
  gap: ${space.md};
  font-size: ${font.small};
`;

const pill = css`
  padding: 2px ${space.md};
  border-radius: ${radius.pill};
  background: ${color.accentSoft};
  color: ${color.accent};
  font-weight: 600;
  white-space: nowrap;
`;

const name = css`
  color: ${color.textMuted};
  @media (max-width: 480px) {
    display: none;
  }
`;

const link = css`
  font-weight: 550;
  text-decoration: none;
`;
