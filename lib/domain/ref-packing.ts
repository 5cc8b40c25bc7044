// Rows that each carry the same few referenced records (a project, a crew, a function), packed
// so that each record travels once: the rows keep its id, and a table per field holds the
// records. A server page packs what it hands a client component (the planning calendar repeats
// one person, project, crew and function on hundreds of entries: 40 % of its first paint's
// data), and the client unpacks it to the answer's own shape, the one SWR and the screen know
// (lib/domain/planning/packed-calendar.ts, packed-board.ts: a screen's own few lines, which are
// all its first load carries of this).

type TRef = { id: number };

/** A row with each packed field's record replaced by its id (null stays null). */
export type TPackedRow<T, K extends keyof T> = {
  [P in keyof T]: P extends K ? (null extends T[P] ? number | null : number) : T[P];
};
export type TRefTables<T, K extends keyof T> = { [P in K]: NonNullable<T[P]>[] };
export type TPackedRows<T, K extends keyof T> = { rows: TPackedRow<T, K>[]; refs: TRefTables<T, K> };

export function packRefs<T extends object, K extends keyof T>(
  rows: readonly T[],
  keys: readonly K[],
): TPackedRows<T, K> {
  const tables = new Map(keys.map((k) => [k, new Map<number, TRef>()]));
  const packed = rows.map((row) => {
    const out: Record<PropertyKey, unknown> = { ...(row as Record<PropertyKey, unknown>) };
    for (const key of keys) {
      const ref = row[key] as TRef | null;
      out[key as PropertyKey] = ref === null ? null : ref.id;
      if (ref !== null) tables.get(key)!.set(ref.id, ref);
    }
    return out as TPackedRow<T, K>;
  });
  const refs = Object.fromEntries(keys.map((k) => [k, [...tables.get(k)!.values()]]));
  return { rows: packed, refs: refs as unknown as TRefTables<T, K> };
}
