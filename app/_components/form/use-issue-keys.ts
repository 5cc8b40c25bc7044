'use client';
// Checks a value against a schema as the user types, for rule lists such as the password rules:
// which message keys does the value still break? The schema loads on demand, like the resolver's.
import { useEffect, useState } from 'react';
import type { z } from 'zod';
import { validationMessage, type TValidationKey } from '@/lib/domain/validation';

/** The keys `value` breaks, or null until the schema has loaded. */
export function useIssueKeys(load: () => Promise<z.ZodType>, value: unknown): ReadonlySet<TValidationKey> | null {
  // A result for an older value stays until the new one arrives: the schema answers in a moment.
  const [broken, setBroken] = useState<ReadonlySet<TValidationKey> | null>(null);
  useEffect(() => {
    let current = true;
    void load().then((schema) => {
      const result = schema.safeParse(value);
      const keys = new Set(result.success ? [] : result.error.issues.map((i) => validationMessage(i).key));
      if (current) setBroken(keys);
    });
    return () => {
      current = false;
    };
  }, [load, value]);
  return broken;
}
