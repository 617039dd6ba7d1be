export function newestChange(paths: string[]): number;
export function builtAfter(builtAt: number, sources: string[]): boolean;
