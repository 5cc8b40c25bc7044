// This page's row of the screen registry (lib/auth/screens.ts collects every page's row).
import { defineScreen, right } from '@/lib/auth/screen-rules';

export const screen = defineScreen({
  title: 'plusCrews',
  fluid: true,
  menu: { key: 'plusCrews', icon: 'star', order: 15, visible: (s) => right(s, 'plusCrews.READ') },
});
