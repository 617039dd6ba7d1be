// Prints the README's configuration table from server/config.ts, the one list of variables.
import { configVariables } from '../server/config';

export function configTable(): string {
  const rows = configVariables.map(
    (variable) => `| \`${variable.name}\` | ${variable.default === null ? '—' : `\`${variable.default}\``} | ${variable.description} |`,
  );
  return ['| variable | default | what it does |', '|---|---|---|', ...rows].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(configTable());
