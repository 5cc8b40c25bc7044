// This page's row of the screen registry (lib/auth/screens.ts collects every page's row).
import { defineScreen, lt, right } from '@/lib/auth/screen-rules';
import { isCrew } from '@/lib/domain/auth/rights-registry';

export const screen = defineScreen({
  title: 'personalCalendar',
  menu: {
    key: 'personalCalendar',
    icon: 'calendar-user',
    order: 9,
    visible: (s) => isCrew(lt(s)) && right(s, 'projects.READ'),
    bottomBar: { order: 2, visible: (s) => isCrew(lt(s)) },
  },
});
