import { CAROUSEL_SWIPE_PX, CAROUSEL_SWIPE_VELOCITY } from '@havn/domain';

/**
 * A swipe turns the image when it travels more than 50 px or moves faster than 500 px a second
 * (spec section 9), whichever comes first: a long slow drag and a short flick both count.
 */
export function swipeDirection(dx: number, durationMs: number): 'next' | 'previous' | null {
  const distance = Math.abs(dx);
  if (distance === 0) return null;
  const velocity = durationMs > 0 ? (distance * 1000) / durationMs : 0;
  if (distance <= CAROUSEL_SWIPE_PX && velocity <= CAROUSEL_SWIPE_VELOCITY) return null;
  return dx < 0 ? 'next' : 'previous';
}
