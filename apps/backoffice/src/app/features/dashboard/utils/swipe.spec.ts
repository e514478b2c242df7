import { SWIPE_MAX_DRAG_PX, SWIPE_THRESHOLD_PX } from '@fsp/contracts';
import { clampSwipeOffset, isHorizontalSwipe, swipeActionFor } from './swipe.js';

describe('swipe logic', () => {
  it('uses the spec’s 64 px threshold and 120 px maximum drag', () => {
    expect(SWIPE_THRESHOLD_PX).toBe(64);
    expect(SWIPE_MAX_DRAG_PX).toBe(120);
  });

  it.each([
    [64, 'edit-time'],
    [120, 'edit-time'],
    [63, null],
    [0, null],
    [-63, null],
    [-64, 'cancel'],
    [-500, 'cancel'],
  ])('a release at %i px does %s', (deltaX, action) => {
    expect(swipeActionFor(deltaX)).toBe(action);
  });

  it.each([
    [40, 40],
    [121, 120],
    [-300, -120],
    [-120, -120],
  ])('a drag of %i px moves the row %i px', (deltaX, offset) => {
    expect(clampSwipeOffset(deltaX)).toBe(offset);
  });

  it('starts a swipe only past the slop and more sideways than vertical', () => {
    expect(isHorizontalSwipe(8, 0)).toBe(false);
    expect(isHorizontalSwipe(9, 2)).toBe(true);
    expect(isHorizontalSwipe(-20, 5)).toBe(true);
    expect(isHorizontalSwipe(20, 30)).toBe(false);
  });
});
