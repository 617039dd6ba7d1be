// How the dashboard writes its numbers and days. The usage's days are UTC days (`YYYY-MM-DD`,
// docs/rest-api.md "Dashboard"), so they are read and written in UTC: read in the viewer's zone,
// a day west of Greenwich would show as the day before.

const credits = new Intl.NumberFormat('en', { maximumFractionDigits: 2 });
const whole = new Intl.NumberFormat('en');

/** "1.25"; a cost too small to show in hundredths is "<0.01", not "0". */
export function formatCredits(value: number): string {
  return value > 0 && value < 0.005 ? '<0.01' : credits.format(value);
}

export const creditsText = (value: number) => `${formatCredits(value)} ${value === 1 ? 'credit' : 'credits'}`;
export const usesText = (value: number) => `${whole.format(value)} ${value === 1 ? 'use' : 'uses'}`;

const utc = (date: string) => new Date(`${date}T00:00:00Z`);
const shortDay = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const longDay = new Intl.DateTimeFormat('en', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });

/** "Nov 26" */
export const formatDay = (date: string) => shortDay.format(utc(date));
/** "Thu, Nov 26" */
export const formatLongDay = (date: string) => longDay.format(utc(date));

const created = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short', year: 'numeric' });
/** When a document was written, in the viewer's own zone: "Nov 26, 2026". */
export const formatCreated = (iso: string) => created.format(new Date(iso));
