import { describe, expect, it } from 'vitest';
import { COMMUNITY_EVENT_TYPES } from './stream.ts';
import { communityEventPayloadSchemas, streamEventSchema } from './stream-events.ts';

describe('the stream’s event payloads', () => {
  it('has one payload schema, and one event of the union, for every event type', () => {
    expect(Object.keys(communityEventPayloadSchemas).sort()).toEqual([...COMMUNITY_EVENT_TYPES].sort());
    const inUnion = streamEventSchema.options.map((option) => option.shape.type.value);
    expect(inUnion.sort()).toEqual([...COMMUNITY_EVENT_TYPES].sort());
  });

  it('reads a price tick and refuses one whose price is a number', () => {
    const tick = {
      id: 1,
      topic: 'instrument:1001',
      type: 'price.updated',
      payload: { instrumentId: 1001, last: '261.00', changePercent: '-0.4', marketOpen: true, time: 'x' },
      createdAt: '2026-11-24T10:00:00.000Z',
    };
    expect(streamEventSchema.parse(tick).type).toBe('price.updated');
    expect(streamEventSchema.safeParse({ ...tick, payload: { ...tick.payload, last: 261 } }).success).toBe(
      false,
    );
  });
});
