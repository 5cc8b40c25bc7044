// Figures and tables shared by the benchmarks (bench-web.mjs, bench-offline.mjs,
// bench-lighthouse.mjs, profile-screens.mjs, lib/fresh-page-cost.mjs, and bench-load.mjs through
// lib/load-report.mjs and lib/load-setup.mjs).

/** The p-th percentile of an ascending array (nearest rank), NaN when it is empty. */
export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

/** The middle value (nearest rank: of an even count, the lower of the two middle ones). */
export const median = (values) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

export const ms = (v) => (Number.isFinite(v) ? `${v.toFixed(2)} ms` : 'n/a');

/** A plain text table: the first row is the header, the first column is left-aligned. */
export function table(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
  return rows
    .map((r, ri) => {
      const line = r.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join('   ');
      return ri === 0 ? `${line}\n${widths.map((w) => '-'.repeat(w)).join('   ')}` : line;
    })
    .join('\n');
}
