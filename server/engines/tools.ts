// The tools hosted models (OpenAI, Anthropic) may call through function calling when their
// model has the `tools` capability: the same calculator and date the offline assistant uses.
import { parseBoundedJson } from '../lib/bounded-json';
import { calculate, currentDate, findExpression } from './local/tools';

export interface EngineTool {
  name: 'calculator' | 'current_date';
  description: string;
  /** JSON Schema of the arguments object. */
  parameters: { type: 'object'; properties: Record<string, unknown>; required: string[] };
  /** Runs the tool on parsed arguments; the result is text handed back to the model. */
  run(args: Record<string, unknown>): string;
}

export const ENGINE_TOOLS: EngineTool[] = [
  {
    name: 'calculator',
    description: 'Evaluates an arithmetic expression exactly: + - * / % ^ and parentheses, e.g. "12*7" or "(3+4)^2".',
    parameters: {
      type: 'object',
      properties: { expression: { type: 'string', description: 'The arithmetic expression, e.g. "12*7".' } },
      required: ['expression'],
    },
    run(args) {
      const expression = typeof args.expression === 'string' ? args.expression : String(args.expression ?? '');
      // "12 times 7" and "12 * 7" become "12*7"; a lone number is evaluated as it is.
      return calculate(findExpression(expression) ?? expression.replace(/\s+/g, '')).result;
    },
  },
  {
    name: 'current_date',
    description: "Returns today's date (UTC), with the weekday.",
    parameters: { type: 'object', properties: {}, required: [] },
    run: () => currentDate(new Date()).result,
  },
];

/** Runs the tool `name` with its JSON arguments as the model sent them; failures become result text. */
export function runTool(name: string, rawArguments: string): string {
  const tool = ENGINE_TOOLS.find((candidate) => candidate.name === name);
  if (!tool) return `error: unknown tool "${name}"`;
  let args: unknown;
  try {
    args = rawArguments.trim() ? parseBoundedJson(rawArguments) : {};
  } catch {
    return 'error: the arguments are not valid JSON';
  }
  if (!args || typeof args !== 'object' || Array.isArray(args)) return 'error: the arguments must be a JSON object';
  return tool.run(args as Record<string, unknown>);
}

/** At most this many model requests per reply: tool rounds plus the final answer. */
export const MAX_TOOL_ROUNDS = 3;
