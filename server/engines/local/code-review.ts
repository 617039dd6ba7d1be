// The offline writer's code review (the "Code review" preset): checks a reader would make on
// any language, line by line — leftovers (TODO, debug prints), risky calls (eval), secrets
// written into the code, loose equality in JavaScript, empty error handlers, very long or deeply
// indented lines — each with its line number. It finds what it checks for, nothing more, and
// says so.

interface Finding {
  line: number;
  severity: 'high' | 'medium' | 'low';
  message: string;
}

const looksLikeJavaScript = /\b(const|let|var|function)\b|=>|console\./;

const checks: { test: (line: string, js: boolean) => boolean; severity: Finding['severity']; message: string }[] = [
  { test: (line) => /\beval\s*\(|\bexec\s*\(/.test(line), severity: 'high', message: 'Runs code built at run time (`eval`/`exec`): an injection risk.' },
  {
    test: (line) => /(password|passwd|secret|api[_-]?key|token)\s*[:=]\s*['"][^'"]{4,}['"]/i.test(line),
    severity: 'high',
    message: 'A secret is written into the code: read it from the environment or a secret store.',
  },
  { test: (line) => /catch\s*(\([^)]*\))?\s*\{\s*\}|except[^:]*:\s*pass\b/.test(line), severity: 'medium', message: 'An error is caught and ignored: log it or handle it.' },
  { test: (line) => /^\s*except\s*:/.test(line), severity: 'medium', message: 'A bare `except:` also catches KeyboardInterrupt and SystemExit: name the exception.' },
  { test: (line, js) => js && /[^=!<>]==[^=]|!=[^=]/.test(line.replace(/(['"`]).*?\1/g, '')), severity: 'medium', message: 'Loose equality (`==`/`!=`): use `===`/`!==`.' },
  { test: (line, js) => js && /^\s*var\s/.test(line), severity: 'low', message: '`var` is function-scoped: prefer `const` or `let`.' },
  { test: (line) => /\b(TODO|FIXME|XXX|HACK)\b/.test(line), severity: 'low', message: 'A note left for later (TODO/FIXME).' },
  {
    test: (line) => /\bconsole\.(log|debug)\(|^\s*print\(|System\.out\.println|\bdebugger\b|\bvar_dump\(|\bdd\(/.test(line),
    severity: 'low',
    message: 'A debug print or breakpoint left in.',
  },
  { test: (line) => line.length > 120, severity: 'low', message: 'A line longer than 120 characters.' },
  { test: (line) => /^( {16,}|\t{4,})\S/.test(line), severity: 'low', message: 'Deeply nested (4 levels or more): consider an early return or a helper.' },
];

const order = { high: 0, medium: 1, low: 2 };

export function reviewCode(code: string): string {
  const lines = code.replace(/\r\n?/g, '\n').split('\n');
  const js = looksLikeJavaScript.test(code);
  const findings: Finding[] = [];
  lines.forEach((line, index) => {
    for (const check of checks) if (check.test(line, js)) findings.push({ line: index + 1, severity: check.severity, message: check.message });
  });
  const trailing = lines.filter((line) => /[ \t]+$/.test(line)).length;
  findings.sort((a, b) => order[a.severity] - order[b.severity] || a.line - b.line);
  const counts = (['high', 'medium', 'low'] as const).map((severity) => `${findings.filter((f) => f.severity === severity).length} ${severity}`).join(', ');
  const parts = [
    '# Code review',
    `${lines.length} line${lines.length === 1 ? '' : 's'} read${js ? ' (JavaScript-like)' : ''}: ${findings.length ? counts : 'no findings'}.`,
  ];
  if (findings.length) {
    parts.push('## Findings', ['| line | severity | finding |', '|---|---|---|', ...findings.map((f) => `| ${f.line} | ${f.severity} | ${f.message} |`)].join('\n'));
  }
  if (trailing) parts.push(`${trailing} line${trailing === 1 ? ' ends' : 's end'} with spaces.`);
  parts.push(
    '## What was checked',
    'Dynamic code (`eval`), secrets in the code, ignored errors, loose equality and `var` (JavaScript), notes and debug prints left in, long and deeply nested lines. Logic, naming and tests need a reader or a language model.',
  );
  return parts.join('\n\n');
}
