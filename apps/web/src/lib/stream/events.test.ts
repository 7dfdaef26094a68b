import { describe, expect, it } from 'vitest';
import { readStreamEvent } from './events.ts';

const POST = '0b6e6900-0000-4000-8000-000000000001';
const ME = '0b6e6900-0000-4000-8000-00000000000a';

function message(event: string, data: unknown) {
  return { id: '7', event, data: typeof data === 'string' ? data : JSON.stringify(data) };
}

const created = {
  id: 7,
  topic: 'instrument:1001',
  type: 'content.created',
  payload: { contentId: POST, contentType: 'POST', rootId: POST, parentId: null, actorProfileId: ME },
  createdAt: '2026-11-24T10:00:00.000Z',
};

describe('readStreamEvent', () => {
  it('reads a community event with the contract’s schema, typed by its type', () => {
    const event = readStreamEvent(message('content.created', created));
    expect(event).toEqual({ kind: 'community', ...created });
  });

  it('passes the stream’s own events through', () => {
    expect(readStreamEvent(message('ready', { topics: [] }))).toEqual({ kind: 'ready' });
    expect(readStreamEvent(message('resync', { reason: 'GAP_TOO_OLD' }))).toEqual({ kind: 'resync' });
  });

  it('keeps reading an event that gained a field', () => {
    const event = readStreamEvent(
      message('content.created', { ...created, payload: { ...created.payload, later: true } }),
    );
    expect(event).toMatchObject({ kind: 'community', type: 'content.created' });
  });

  it('drops what it cannot read: not JSON, an unknown type, a payload of another shape, a mismatched name', () => {
    expect(readStreamEvent(message('content.created', '{not json'))).toBeNull();
    expect(readStreamEvent(message('content.exploded', { ...created, type: 'content.exploded' }))).toBeNull();
    expect(
      readStreamEvent(message('content.created', { ...created, payload: { contentId: POST } })),
    ).toBeNull();
    expect(
      readStreamEvent(message('price.alert', { ...created, type: 'price.alert', payload: created.payload })),
    ).toBeNull();
    expect(readStreamEvent(message('content.updated', created))).toBeNull();
  });
});
