// This page's row of the screen registry (lib/auth/screens.ts collects every page's row).
import { defineScreen, right, clientOrPlanner } from '@/lib/auth/screen-rules';

export const screen = defineScreen({
  title: 'membershipCrews',
  menu: {
    key: 'membershipCrews',
    icon: 'id-card',
    order: 5,
    visible: (s) => clientOrPlanner(s) && right(s, 'membershipCrews.READ'),
  },
});
