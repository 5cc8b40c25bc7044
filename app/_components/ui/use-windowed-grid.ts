'use client';
// Windowing for a large grid (rows × columns of fixed size) in one scroll container: only the
// rows and columns on screen, plus a few beyond, are rendered. Scroll and resize are read once
// per animation frame, and the window changes only when the rendered one no longer covers the
// screen and its overscan (settleWindow).
// Before the first measurement (and on the server) it assumes a phone's viewport.
import { useCallback, useEffect, useRef, useState } from 'react';

export type TGridWindow = { rowStart: number; rowEnd: number; colStart: number; colEnd: number };

type TOptions = {
  rowCount: number;
  colCount: number;
  rowHeight: number;
  colWidth: number;
  /** Fixed space before the first column (a sticky name column) and above the first row. */
  offsetLeft?: number;
  offsetTop?: number;
  /** Rows and columns rendered beyond each edge. */
  overscan?: number;
};

/** The viewport assumed before the first measurement (and on the server): a phone's. */
const INITIAL_VIEWPORT = { width: 390, height: 700 };

export function windowOf(
  o: Required<TOptions>,
  view: { top: number; left: number; width: number; height: number },
): TGridWindow {
  const clamp = (n: number, max: number) => Math.max(0, Math.min(max, n));
  const rowStart = clamp(Math.floor(view.top / o.rowHeight) - o.overscan, o.rowCount);
  const rowEnd = clamp(Math.ceil((view.top + view.height - o.offsetTop) / o.rowHeight) + o.overscan, o.rowCount);
  const colStart = clamp(Math.floor(view.left / o.colWidth) - o.overscan, o.colCount);
  const colEnd = clamp(Math.ceil((view.left + view.width - o.offsetLeft) / o.colWidth) + o.overscan, o.colCount);
  return { rowStart, rowEnd, colStart, colEnd };
}

/**
 * The window to render when `needed` (what is on screen plus the overscan) was measured while
 * `current` is rendered: `current` while it holds all of `needed`. So the first measurement after
 * hydration keeps the server's window when the screen is smaller than assumed, rather than
 * rendering the whole grid again as the page starts; a scroll beyond it renders the needed one.
 */
export function settleWindow(current: TGridWindow, needed: TGridWindow): TGridWindow {
  return current.rowStart <= needed.rowStart &&
    current.rowEnd >= needed.rowEnd &&
    current.colStart <= needed.colStart &&
    current.colEnd >= needed.colEnd
    ? current
    : needed;
}

export function useWindowedGrid(options: TOptions) {
  const o = {
    offsetLeft: 0,
    offsetTop: 0,
    overscan: 2,
    ...options,
  };
  const { rowCount, colCount, rowHeight, colWidth, offsetLeft, offsetTop, overscan } = o;
  const ref = useRef<HTMLDivElement>(null);
  const [win, setWin] = useState<TGridWindow>(() =>
    windowOf(
      { rowCount, colCount, rowHeight, colWidth, offsetLeft, offsetTop, overscan },
      { top: 0, left: 0, ...INITIAL_VIEWPORT },
    ),
  );
  const frame = useRef(0);

  const measure = useCallback(() => {
    frame.current = 0;
    const el = ref.current;
    if (!el) return;
    const next = windowOf(
      { rowCount, colCount, rowHeight, colWidth, offsetLeft, offsetTop, overscan },
      { top: el.scrollTop, left: el.scrollLeft, width: el.clientWidth, height: el.clientHeight },
    );
    setWin((prev) => settleWindow(prev, next));
  }, [rowCount, colCount, rowHeight, colWidth, offsetLeft, offsetTop, overscan]);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const schedule = () => {
      if (!frame.current) frame.current = requestAnimationFrame(measure);
    };
    measure();
    el.addEventListener('scroll', schedule, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(schedule);
    observer?.observe(el);
    return () => {
      el.removeEventListener('scroll', schedule);
      observer?.disconnect();
      if (frame.current) cancelAnimationFrame(frame.current);
      frame.current = 0;
    };
  }, [measure]);

  /** Scrolls the least needed to show cell (row, col) whole. */
  const reveal = useCallback(
    (row: number, col: number) => {
      const el = ref.current;
      if (!el) return;
      const top = row * rowHeight;
      const left = col * colWidth;
      const viewH = el.clientHeight - offsetTop;
      const viewW = el.clientWidth - offsetLeft;
      if (top < el.scrollTop) el.scrollTop = top;
      else if (top + rowHeight > el.scrollTop + viewH) el.scrollTop = top + rowHeight - viewH;
      if (left < el.scrollLeft) el.scrollLeft = left;
      else if (left + colWidth > el.scrollLeft + viewW) el.scrollLeft = left + colWidth - viewW;
      measure();
    },
    [rowHeight, colWidth, offsetTop, offsetLeft, measure],
  );

  return {
    ref,
    window: win,
    totalWidth: offsetLeft + colCount * colWidth,
    totalHeight: offsetTop + rowCount * rowHeight,
    reveal,
  };
}
