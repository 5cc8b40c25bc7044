'use client';
// A form being filled in, in the browser: the saved answers (read again whenever a question's page
// is shown, also when the back button brings it back) and saving one, which updates them at once.
import { formPerformPaths } from '@/lib/domain/paperwork/paths';
import type { TFormPerform } from '@/lib/domain/paperwork';
import { useApi } from './use-api';

export const useFormPerform = (formId: number) =>
  useApi<TFormPerform>(formPerformPaths.perform(formId), { revalidateOnMount: true, dedupingInterval: 0 });
