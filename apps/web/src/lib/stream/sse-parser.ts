/** One server-sent event as the wire carried it (WHATWG HTML, "Server-sent events"). */
export interface SseMessage {
  /** The event's `id:`, or null when it had none. */
  id: string | null;
  /** Its `event:` name; `message` when it named none. */
  event: string;
  data: string;
}

/**
 * A text/event-stream parser fed with decoded chunks as they arrive: lines may split across chunks,
 * `:` lines are comments (pings), a blank line ends an event, and an event without data is dropped.
 */
export function createSseParser(onMessage: (message: SseMessage) => void): (chunk: string) => void {
  let buffer = '';
  let data: string[] = [];
  let event = '';
  let id: string | null = null;
  let pendingCarriageReturn = false;

  const line = (text: string) => {
    if (text === '') {
      if (data.length > 0) onMessage({ id, event: event || 'message', data: data.join('\n') });
      data = [];
      event = '';
      id = null;
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') data.push(value);
    else if (field === 'event') event = value;
    else if (field === 'id' && !value.includes('\0')) id = value;
    // `retry:` is ignored on purpose: reconnects follow the spec's backoff, not the server's hint.
  };

  return (chunk) => {
    let text = chunk;
    // A CRLF split across two chunks: the LF belongs to the CR already handled.
    if (pendingCarriageReturn && text.startsWith('\n')) text = text.slice(1);
    pendingCarriageReturn = text.endsWith('\r');
    buffer += text;
    const lines = buffer.split(/\r\n|\r|\n/);
    buffer = lines.pop() ?? '';
    for (const l of lines) line(l);
  };
}
