// This page's row of the screen registry (lib/auth/screens.ts collects every page's row).
import { defineScreen, right } from '@/lib/auth/screen-rules';

export const screen = defineScreen({
  title: 'projectsVacancy',
  menu: {
    key: 'projectsVacancy',
    icon: 'megaphone',
    order: 20,
    visible: (s) => right(s, 'persons.READ') && right(s, 'mobileProjectVacancies.READ'),
  },
});
