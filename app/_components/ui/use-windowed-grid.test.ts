import { settleWindow, windowOf } from './use-windowed-grid';

const grid = { rowCount: 200, colCount: 31, rowHeight: 48, colWidth: 48, offsetLeft: 128, offsetTop: 40, overscan: 2 };

describe('windowOf', () => {
  it('renders what a phone shows at the top left, plus the overscan', () => {
    expect(windowOf(grid, { top: 0, left: 0, width: 390, height: 700 })).toEqual({
      rowStart: 0,
      rowEnd: 16, // ceil((700 - 40) / 48) = 14, + 2
      colStart: 0,
      colEnd: 8, // ceil((390 - 128) / 48) = 6, + 2
    });
  });

  it('moves with the scroll position and stops at the edges', () => {
    expect(windowOf(grid, { top: 4800, left: 480, width: 390, height: 700 })).toEqual({
      rowStart: 98,
      rowEnd: 116,
      colStart: 8,
      colEnd: 18,
    });
    const end = windowOf(grid, { top: 200 * 48, left: 31 * 48, width: 390, height: 700 });
    expect(end.rowEnd).toBe(200);
    expect(end.colEnd).toBe(31);
  });
});

describe('settleWindow', () => {
  const rendered = { rowStart: 0, rowEnd: 16, colStart: 0, colEnd: 8 };

  it("keeps the server's window on a smaller screen: the grid is not rendered again", () => {
    // Lighthouse's phone: the grid is 615 px high, so 12 rows on screen, + 2 = 14.
    const needed = windowOf(grid, { top: 0, left: 0, width: 380, height: 615 });
    expect(needed).toEqual({ rowStart: 0, rowEnd: 14, colStart: 0, colEnd: 8 });
    expect(settleWindow(rendered, needed)).toBe(rendered);
  });

  it('moves to the needed window when the screen leaves the rendered rows or columns', () => {
    const down = { rowStart: 1, rowEnd: 17, colStart: 0, colEnd: 8 };
    expect(settleWindow(rendered, down)).toBe(down);
    const right = { rowStart: 0, rowEnd: 16, colStart: 1, colEnd: 9 };
    expect(settleWindow(rendered, right)).toBe(right);
    const wider = { rowStart: 0, rowEnd: 20, colStart: 0, colEnd: 12 };
    expect(settleWindow(rendered, wider)).toBe(wider);
  });
});
