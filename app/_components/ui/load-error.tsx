import { isPassingError, type TErrorCode } from '@/lib/domain/errors';
import { ErrorNote } from './error-note';
import { RetryButton } from './retry-button';

// The error state of anything that failed to load: what (rules §8 wording, e.g. "Jobs not found")
// and why (the translated error code). Takes translated text, so server and client both use it.
// Given the failure's `code`, a passing one (the backend down or slow) offers Try again, which
// renders the page's server parts again, or calls `onRetry` (a part the browser loads).
export function LoadError({
  heading,
  reason,
  code,
  onRetry,
  testId,
  children,
}: {
  heading?: string;
  reason: string;
  code?: TErrorCode;
  onRetry?: () => unknown;
  testId?: string;
  children?: React.ReactNode;
}) {
  return (
    <ErrorNote heading={heading} reason={reason} testId={testId}>
      {children}
      {code && isPassingError(code) ? <RetryButton onRetry={onRetry} /> : null}
    </ErrorNote>
  );
}
