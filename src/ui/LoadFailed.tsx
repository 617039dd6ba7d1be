// A tool's item that could not be read: what failed, in words, and a Retry. Shared by the tools'
// screens (the classifier's classification, the writer's document) so each says it the same way.
import { Button } from './Button';
import { notice, noticeTitle } from './toolPage';

export function LoadFailed({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div className={notice} role="alert">
      <p className={noticeTitle}>{what} could not be loaded.</p>
      <Button variant="secondary" onClick={onRetry}>
        Retry
      </Button>
    </div>
  );
}
