// Puts a failed call's error on the form: each field the server names gets its translated message
// (from `fieldKeys`, or `invalid` where only an English sentence came), the rest becomes one
// form-level sentence `Errors.<CODE>`. The values the user typed are left alone.
import type { TValidationMessage } from '@/lib/domain/validation';
import type { TErrorCode } from '@/lib/client/error-message';
import { ApiClientError } from '@/lib/client/fetcher';
import type { TFieldMessage } from './schema-resolver';

export type TApplyTarget = {
  /**
   * The form's path of a path the server names (`answers.q3` → `answers.2`); null where the form
   * has no such field. The same path when not given.
   */
  fieldPath?: (serverPath: string) => string | null;
  /** Whether the form has a field at this path. */
  hasField: (path: string) => boolean;
  setFieldError: (path: string, message: TValidationMessage & { text: string }, focus: boolean) => void;
  setFormError: (code: TErrorCode) => void;
  fieldMessage: TFieldMessage;
};

export function applyApiError(err: unknown, target: TApplyTarget): void {
  if (!(err instanceof ApiClientError)) {
    target.setFormError('UNKNOWN');
    return;
  }
  const paths = [...new Set([...Object.keys(err.fieldKeys ?? {}), ...Object.keys(err.fields ?? {})])];
  let placed = 0;
  for (const path of paths) {
    const field = target.fieldPath ? target.fieldPath(path) : path;
    if (field === null || !target.hasField(field)) continue;
    const message: TValidationMessage = err.fieldKeys?.[path] ?? { key: 'invalid' };
    target.setFieldError(field, { ...message, text: target.fieldMessage(field, message) }, placed === 0);
    placed++;
  }
  // A validation failure fully shown on the fields needs no second sentence; anything else does.
  const allPlaced = placed > 0 && placed === paths.length;
  if (!(err.code === 'VALIDATION_FAILED' && allPlaced)) target.setFormError(err.code);
}
