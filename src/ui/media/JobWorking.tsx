import { Spinner } from '../Spinner';

/** A media item's job still under way, as every tool's preview shows it: a spinner and its status ("Queued", "Speaking… 40%"). */
export function JobWorking({ status }: { status: string | null }) {
  return (
    <div role="status">
      <Spinner label={status ?? 'Working'} decorative />
      <span>{status}</span>
    </div>
  );
}
