// How billing's screens write money, credits, dates and cycles.

const moneyFormats = new Map<string, Intl.NumberFormat>();

export function money(amount: number, currency = 'usd'): string {
  const code = currency.toUpperCase();
  let format = moneyFormats.get(code);
  if (!format) moneyFormats.set(code, (format = new Intl.NumberFormat('en', { style: 'currency', currency: code })));
  return format.format(amount);
}

const count = new Intl.NumberFormat('en');
export const credits = (amount: number) => `${count.format(amount)} credits`;

export const date = (value: string) => new Date(value).toLocaleDateString('en', { year: 'numeric', month: 'long', day: 'numeric' });

const per: Record<string, string> = { monthly: '/ month', yearly: '/ year', lifetime: 'once', 'one-time': 'once' };
export const perCycle = (cycle: string) => per[cycle] ?? '';

export const statusLabel: Record<string, string> = { paid: 'Paid', pending: 'Pending', failed: 'Failed', canceled: 'Cancelled' };
