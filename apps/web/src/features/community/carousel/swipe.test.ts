import { describe, expect, it } from 'vitest';
import { swipeDirection } from './swipe.ts';

describe('carousel swipe (spec section 9: 50 px or 500 velocity)', () => {
  it('turns on a drag longer than 50 px, however slow', () => {
    expect(swipeDirection(-51, 2000)).toBe('next');
    expect(swipeDirection(51, 2000)).toBe('previous');
    expect(swipeDirection(-50, 2000)).toBeNull();
  });

  it('turns on a flick faster than 500 px a second, however short', () => {
    expect(swipeDirection(-20, 30)).toBe('next'); // 667 px/s
    expect(swipeDirection(20, 40)).toBeNull(); // exactly 500 px/s
    expect(swipeDirection(21, 40)).toBe('previous');
  });

  it('ignores a tap', () => {
    expect(swipeDirection(0, 0)).toBeNull();
    expect(swipeDirection(0, 100)).toBeNull();
  });
});
