import { swipeDirection, SWIPE_MIN_DISTANCE_PX } from './swipe';

const at = (x: number, y: number, t = 0) => ({ x, y, t });

describe('swipeDirection', () => {
  it('recognises a horizontal swipe past the threshold', () => {
    expect(swipeDirection(at(200, 300), at(200 - SWIPE_MIN_DISTANCE_PX, 310, 200))).toBe('left');
    expect(swipeDirection(at(20, 300), at(180, 290, 300))).toBe('right');
  });

  it('ignores short moves, vertical scrolls and slow drags', () => {
    expect(swipeDirection(at(100, 100), at(150, 100, 100))).toBeNull();
    expect(swipeDirection(at(100, 100), at(200, 260, 100))).toBeNull();
    expect(swipeDirection(at(100, 100), at(300, 100, 2000))).toBeNull();
  });
});
