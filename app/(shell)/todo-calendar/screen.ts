// This page's row of the screen registry (lib/auth/screens.ts collects every page's row).
import { defineScreen, lt, right } from '@/lib/auth/screen-rules';
import { isPlanner } from '@/lib/domain/auth/rights-registry';

export const screen = defineScreen({
  title: 'todoCalendar',
  menu: {
    key: 'todoCalendar',
    icon: 'checklist',
    order: 19,
    visible: (s) => isPlanner(lt(s)) && right(s, 'toDoCalendar.READ'),
  },
});
