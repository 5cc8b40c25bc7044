'use client';
// A form that changes a versioned record (lib/domain/versions.ts): it saves based on the version
// it was filled from, not on the one the screen shows now (the page reads itself again as others
// change the record; what the user typed does not change with it). A refusal (412) keeps what was
// typed and becomes the conflict ConflictNotice shows: who changed what, from the values the form
// was filled with to the record as it is now. Saving again is based on the new version; keeping
// theirs fills the form from the record as it is.
import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { versionConflictOf } from '@/lib/client/versions';
import type { TVersionConflict } from '@/lib/domain/versions';

/** One thing the other person changed: its field's label and what it is now. */
export type TTheirChange = { label: string; value: string };

export type TVersionedEdit = {
  conflict: TVersionConflict | null;
  /** What the other person changed, as the record is now. */
  theirs: TTheirChange[];
  /** Runs `write` based on the version: what it answered (the record as saved) once it went
   *  through, null when it was refused. A form that stays open goes on from that record's version. */
  save: <T extends object>(write: (version: number) => Promise<T>) => Promise<T | null>;
  /** Drops what the user typed: the form shows the record as it is now. */
  keepTheirs: () => void;
};

const isRecord = <R extends { version: number }>(v: unknown): v is R =>
  typeof v === 'object' && v !== null && typeof (v as { version?: unknown }).version === 'number';

export function useVersionedEdit<R extends { version: number }, V extends FieldValues>(o: {
  /** The record as the screen shows it now; undefined for a form that creates one. */
  record: R | undefined;
  valuesOf: (record: R) => V;
  reset: (values: V) => void;
  /** The label of each field the user sees, and how its value reads. */
  fields: { [K in keyof V]?: string };
  shown: (field: keyof V & string, record: R) => string;
  /** Reads the record again after a refusal (the form stays open). */
  onStale?: () => Promise<void>;
}): TVersionedEdit {
  const [base, setBase] = useState(o.record);
  const [basedOn, setBasedOn] = useState(o.record?.version);
  const [conflict, setConflict] = useState<TVersionConflict | null>(null);

  const save: TVersionedEdit['save'] = async (write) => {
    // A form that creates its record never saves through here: nothing is there to overwrite.
    if (basedOn === undefined) throw new Error('useVersionedEdit saves a change of a record it was given');
    try {
      const saved = await write(basedOn);
      if (isRecord<R>(saved)) {
        setBase(saved);
        setBasedOn(saved.version);
      }
      setConflict(null);
      return saved;
    } catch (err) {
      const refused = versionConflictOf(err);
      if (!refused) throw err;
      setConflict(refused);
      setBasedOn(refused.version);
      await o.onStale?.();
      return null;
    }
  };

  const now = o.record;
  const theirs: TTheirChange[] = [];
  if (conflict && base && now) {
    const [was, is] = [o.valuesOf(base), o.valuesOf(now)];
    for (const [field, label] of Object.entries(o.fields) as Array<[keyof V & string, string]>) {
      if (JSON.stringify(was[field] ?? '') !== JSON.stringify(is[field] ?? ''))
        theirs.push({ label, value: o.shown(field, now) });
    }
  }

  const keepTheirs = () => {
    if (!now) return;
    o.reset(o.valuesOf(now));
    setBase(now);
    setBasedOn(now.version);
    setConflict(null);
  };
  return { conflict, theirs, save, keepTheirs };
}
