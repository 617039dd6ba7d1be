// A tool's item that could not be read: what failed, in words, and a Retry. Shared by the tools'
// screens (the classifier's classification, the writer's document) so each says it the same way.
import type { ReactNode } from 'react';
import { Button } from './Button';
import { notice, noticeTitle } from './toolPage';

/** `detail`: the server's reason, when it gave one (a plan that is no longer sold says so). */
export function LoadFailed({ what, detail, onRetry, children }: { what: string; detail?: string | null; onRetry: () => void; children?: ReactNode }) {
  return (
    <div className={notice} role="alert">
      <p className={noticeTitle}>{what} could not be loaded.</p>
      {detail && <p>{detail}</p>}
      <Button variant="secondary" onClick={onRetry}>
        Retry
      </Button>
      {children}
    </div>
  );
}
