// This page's row of the screen registry (lib/auth/screens.ts collects every page's row).
import { defineScreen, lt, right } from '@/lib/auth/screen-rules';
import { isClient } from '@/lib/domain/auth/rights-registry';

export const screen = defineScreen({
  title: 'planningCrewItemList',
  menu: {
    key: 'planningCrewItemList',
    icon: 'list',
    order: 6,
    visible: (s) => isClient(lt(s)) && right(s, 'planningCrewItemList.READ'),
  },
});
