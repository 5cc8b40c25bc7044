// Messages of a locale, filled from its fallbacks (SPEC §1, ARCHITECTURE: de-AT → de → en).
export type TMessageTree = { [key: string]: string | TMessageTree };

/** Deep merge where `over` wins; neither input is changed. */
export function deepMerge(base: TMessageTree, over: TMessageTree): TMessageTree {
  const out: TMessageTree = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const current = out[key];
    out[key] = typeof value === 'object' && typeof current === 'object' ? deepMerge(current, value) : value;
  }
  return out;
}

/** Merges a chain given most specific first. */
export function mergeChain(trees: TMessageTree[]): TMessageTree {
  return trees.reduceRight<TMessageTree>((acc, tree) => deepMerge(acc, tree), {});
}
