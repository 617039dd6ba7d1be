/**
 * jsonb values are written as JSON text: node-postgres would turn a JS array into a
 * Postgres array literal, so passing the object itself does not work the same on both drivers.
 */
export function json(value: unknown): string {
  return JSON.stringify(value);
}

/**
 * A count or a sum as a number: numeric columns are read as numbers already (connect.ts), but a
 * count (int8) arrives as a string from `pg` and as a number from PGlite, and a sum of no rows is null.
 */
export function num(value: string | number | null | undefined): number {
  return value === null || value === undefined ? 0 : Number(value);
}
