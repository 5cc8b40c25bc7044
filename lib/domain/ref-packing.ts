// Rows that each carry the same few referenced records (a project, a crew, a function), packed
// so that each record travels once: the rows keep its id, and a table per field holds the
// records. A server page packs what it hands a client component (the planning calendar repeats
// one person, project, crew and function on hundreds of entries: 40 % of its first paint's
// data), and the client unpacks it to the answer's own shape, the one SWR and the screen know
// (unpackRows below, with lib/domain/planning/packed-calendar.ts and packed-board.ts: the few
// lines a screen's first load carries of this).
// The rows travel as columns, each field's values in one list: a row as an object repeats every
// field's name (the crew planner's 388 positions took 79 kB as objects, 32 kB as columns; the
// page's HTML went from 236 to 179 kB, as inside its inline Flight script every quote is escaped
// again). The browser parses that text on the main thread before the board draws.

type TRef = { id: number };

/** A row with each packed field's record replaced by its id (null stays null). */
export type TPackedRow<T, K extends keyof T> = {
  [P in keyof T]: P extends K ? (null extends T[P] ? number | null : number) : T[P];
};
export type TRefTables<T, K extends keyof T> = { [P in K]: NonNullable<T[P]>[] };
/** Each field's values, in the rows' order. */
export type TColumns<R> = { [P in keyof R]: R[P][] };
export type TPackedRows<T, K extends keyof T> = {
  count: number;
  /** Empty when there are no rows (the fields are the first row's): read `count` first. */
  columns: TColumns<TPackedRow<T, K>>;
  refs: TRefTables<T, K>;
};

/** Rows of one shape (every row has the first row's fields, as a parsed answer's do). */
export function packRefs<T extends object, K extends keyof T>(
  rows: readonly T[],
  keys: readonly K[],
): TPackedRows<T, K> {
  const tables = new Map(keys.map((k) => [k, new Map<number, TRef>()]));
  const fields = rows[0] ? (Object.keys(rows[0]) as (keyof T)[]) : [];
  // Column by column: a packed field's table is looked up once, and keeps its records by id.
  const columns = fields.map((field) => {
    const table = tables.get(field as K);
    const values = rows.map((row) => {
      const value = row[field];
      if (!table || value === null) return value;
      const ref = value as TRef;
      table.set(ref.id, ref);
      return ref.id;
    });
    return [field, values] as const;
  });
  const refs = Object.fromEntries(keys.map((k) => [k, [...tables.get(k)!.values()]]));
  return {
    count: rows.length,
    columns: Object.fromEntries(columns) as TColumns<TPackedRow<T, K>>,
    refs: refs as unknown as TRefTables<T, K>,
  };
}

/** The rows again, each packed field's record in place of its id. */
export function unpackRows<T, K extends keyof T>({ count, columns, refs }: TPackedRows<T, K>): T[] {
  const tables = refs as unknown as Record<string, TRef[] | undefined>;
  const fields = Object.entries(columns as Record<string, unknown[]>).map(
    ([field, values]) => [field, values, tables[field] && new Map(tables[field].map((r) => [r.id, r]))] as const,
  );
  const rows: T[] = [];
  for (let i = 0; i < count; i++) {
    // Field by field: no pair arrays per row to build and throw away (profile:screens counted them).
    const row: Record<string, unknown> = {};
    // A record is an object: `||` keeps the value itself for a plain field and for a null id.
    for (const [field, values, table] of fields) row[field] = (table && table.get(values[i] as number)) || values[i];
    rows.push(row as T);
  }
  return rows;
}
