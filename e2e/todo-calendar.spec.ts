// The to-do calendar, at phone size: a planner creates a to-do, finds it on its day,
// completes it, and deletes it after confirming.
import en from '../messages/en.json';
import { expect, test } from './fixtures';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, role: 'planner' });

test('a to-do is created and completed', async ({ page }) => {
  await page.goto('/todo-calendar?month=2031-05&status=all');
  await expect(page.getByTestId('todo-calendar')).toHaveAttribute('data-ready', 'true');
  await expect(page.getByTestId('page-title')).toHaveText(en.Titles.todoCalendar);
  await expect(page.getByTestId('todos-empty')).toHaveText(en.TodoCalendar.notFound);

  await page.getByTestId('todo-new').click();
  const form = page.getByTestId('todo-form');
  const caption = `Call the venue ${Date.now()}`;
  await form.getByLabel(en.TodoCalendar.caption).fill(caption);
  await form.getByLabel(en.TodoCalendar.body).fill('Ask about the loading dock.');
  await form.getByLabel(en.TodoCalendar.dueDate).fill('2031-05-14');
  await form.getByLabel(en.TodoCalendar.priorityLabel).fill('1');
  await form.getByLabel(en.TodoCalendar.recipientGroup).selectOption('Planners');
  await form.getByRole('button', { name: en.TodoCalendar.add }).click();
  await expect(page.getByText(en.TodoCalendar.added)).toBeVisible();

  const item = page.getByTestId('todo-item').filter({ hasText: caption });
  await expect(item).toBeVisible();
  await expect(item.getByTestId('todo-status')).toHaveText(en.TodoCalendar.priority.replace('{priority}', '1'));
  await expect(page.getByTestId('todo-day').filter({ has: item }).getByRole('heading').first()).toContainText('14');

  await item.getByRole('button', { name: en.TodoCalendar.completeLabel.replace('{caption}', caption) }).click();
  await expect(page.getByText(en.TodoCalendar.completed)).toBeVisible();
  await expect(item).toHaveAttribute('data-done', 'true');
  await expect(item.getByTestId('todo-status')).toHaveText(en.TodoCalendar.done);

  // Only open ones: the completed to-do leaves the list.
  await page.getByTestId('todo-filter-status').selectOption('open');
  await expect(page).toHaveURL(/month=2031-05$/);
  await expect(item).toHaveCount(0);

  // Done ones again, then delete after confirming.
  await page.getByTestId('todo-filter-status').selectOption('done');
  await expect(item).toBeVisible();
  const id = await item.getAttribute('data-todo-id');
  await page.getByTestId(`todo-delete-${id}`).click();
  await page.getByRole('alertdialog').getByRole('button', { name: en.TodoCalendar.delete }).click();
  await expect(page.getByText(en.TodoCalendar.deleted)).toBeVisible();
  await expect(item).toHaveCount(0);
  await expect(page.getByTestId('todos-empty')).toBeVisible();
});
