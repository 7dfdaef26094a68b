/**
 * The text/event-stream wire format (WHATWG HTML, server-sent events). JSON never contains a raw line
 * break, so `data:` is always one line; event names are ours, and checked anyway.
 */
export function sseEvent(id: number, type: string, data: unknown): string {
  return `id: ${id}\nevent: ${type.replace(/[\r\n]/g, '')}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** A comment line: ignored by clients, it keeps proxies and load balancers from timing the stream out. */
export function sseComment(text: string): string {
  return `: ${text}\n\n`;
}

export function sseRetry(ms: number): string {
  return `retry: ${ms}\n\n`;
}
