// This page's row of the screen registry (lib/auth/screens.ts collects every page's row).
// A company's paperwork settings (rules §7 has the call, §2 no screen): office and planners.
import { defineScreen } from '@/lib/auth/screen-rules';

export const screen = defineScreen({
  title: 'companySettings',
});
