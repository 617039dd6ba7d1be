export interface ServerEvent {
  event: string;
  data: any;
}

/** Splits a text/event-stream body into its events, parsing each `data:` as JSON. */
export function parseEvents(body: string): ServerEvent[] {
  return body
    .split('\n\n')
    .filter((block) => block.trim())
    .map((block) => {
      const lines = block.split('\n');
      const event = lines.find((line) => line.startsWith('event: '))?.slice(7) ?? 'message';
      const data = lines.filter((line) => line.startsWith('data: ')).map((line) => line.slice(6)).join('\n');
      return { event, data: JSON.parse(data) };
    });
}
