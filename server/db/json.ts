/**
 * jsonb values are written as JSON text: node-postgres would turn a JS array into a
 * Postgres array literal, so passing the object itself does not work the same on both drivers.
 */
export function json(value: unknown): string {
  return JSON.stringify(value);
}

/** numeric columns arrive as strings from `pg` and as numbers from PGlite. */
export function num(value: string | number | null | undefined): number {
  return value === null || value === undefined ? 0 : Number(value);
}
