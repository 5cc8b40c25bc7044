// This page's row of the screen registry (lib/auth/screens.ts collects every page's row).
import { defineScreen, right } from '@/lib/auth/screen-rules';

export const screen = defineScreen({
  title: 'plusCrewData',
  fluid: true,
  menu: {
    key: 'plusCrewData',
    icon: 'chart',
    order: 25,
    sessions: ['pluscrew'],
    visible: (s) => right(s, 'plusCrews.EDIT'),
  },
  pluscrew: { own: 'number' },
});
