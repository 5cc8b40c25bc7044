// The crew planner board's cell of one person on one day, as a planner opens it: the board of the
// day's month narrowed by a search, scrolled to the day, the cell pressed. Returns the cell (its
// markers show what was requested) and its dialog (the open rows of that day).
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

export async function openBoardCell(page: Page, o: { personId: number; search: string; day: string }) {
  await page.goto(`/planner-crew?month=${o.day.slice(0, 7)}&q=${encodeURIComponent(o.search)}`);
  await expect(page.getByTestId('planner-board')).toHaveAttribute('data-ready', 'true');
  // Only what is on screen is rendered: the day's column first comes into view.
  await page
    .getByTestId('board-grid')
    .evaluate((el, col) => el.scrollTo({ left: col * 48 }), Number(o.day.slice(8)) - 1);
  const cell = page.locator(`[data-testid="board-row"][data-person="${o.personId}"] [data-date="${o.day}"]`);
  await cell.click();
  return { cell, dialog: page.getByTestId('board-cell-dialog') };
}
