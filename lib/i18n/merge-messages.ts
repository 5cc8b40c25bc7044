// Messages of a locale, filled from its fallbacks (rules §1, ARCHITECTURE: de-AT → de → en).
// In the web app's build a message is precompiled (next.config: icu-minify), so a leaf is a
// string or an array; only plain objects are namespaces to merge into.
export type TMessage = string | readonly unknown[];
export type TMessageTree = { [key: string]: TMessage | TMessageTree };

const isTree = (v: unknown): v is TMessageTree => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Deep merge where `over` wins; neither input is changed. */
export function deepMerge(base: TMessageTree, over: TMessageTree): TMessageTree {
  const out: TMessageTree = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const current = out[key];
    out[key] = isTree(value) && isTree(current) ? deepMerge(current, value) : value;
  }
  return out;
}

/** Merges a chain given most specific first. */
export function mergeChain(trees: TMessageTree[]): TMessageTree {
  return trees.reduceRight<TMessageTree>((acc, tree) => deepMerge(acc, tree), {});
}
