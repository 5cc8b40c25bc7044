'use client';
// A form being filled in, in the browser: the saved answers (read again whenever a question's page
// is shown, also when the back button brings it back) and saving one, which updates them at once.
import * as endpoint from '@/lib/domain/paperwork/endpoints';
import type * as op from '@/lib/domain/paperwork/operations/forms-perform';
import { useOperation } from './operation';

export const useFormPerform = (formId: number) =>
  useOperation<typeof op.getFormPerform>(
    endpoint.getFormPerform,
    { id: formId },
    { revalidateOnMount: true, dedupingInterval: 0 },
  );
