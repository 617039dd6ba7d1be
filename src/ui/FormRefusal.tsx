// A tool form's refusal, in the server's words, under the form (role alert, so it is read out);
// when the workspace is out of credits it leads on to the plans. Shared by every tool's form.
import { Link } from 'wouter';
import { css } from '@linaria/core';
import { color, font, radius, space } from './tokens';

/** Where "out of credits" leads (the plans page, SPEC §2). */
export const PLANS_PATH = '/billing/plans';

export function FormRefusal({ id, message, outOfCredits }: { id?: string; message: string; outOfCredits?: boolean }) {
  return (
    <p id={id} role="alert" className={alert}>
      {message}
      {outOfCredits && (
        <>
          {' '}
          <Link href={PLANS_PATH} className={alertLink}>
            See the plans
          </Link>
        </>
      )}
    </p>
  );
}

const alert = css`
  margin: 0;
  padding: ${space.sm} ${space.md};
  border-radius: ${radius.sm};
  background: ${color.dangerSoft};
  color: ${color.danger};
  font-size: ${font.small};
`;

const alertLink = css`
  color: inherit;
  font-weight: 600;
`;
