// What this host charges for memory the first time it is touched, for bench:lighthouse's header.
//
// Why: a page load's first tasks (the browser's new context, the parser, the first style and
// layout, the heap's growth) write to memory the process has not touched before, and each fresh
// 4 KiB page costs the kernel a fault. On some virtual machines that fault is tens of times
// dearer than on bare metal (here 11–41 µs a page, against 0.03–0.05 µs for memory already touched), and Lighthouse's simulated 4×
// slowdown multiplies it with everything else: a trivial page's blocking time then rises from
// tens to hundreds of milliseconds, whatever the page does. The figure says which kind of host
// a run was on, beside the benchmarkIndex (which times JavaScript on warm memory and misses it).
import { median } from './bench-report.mjs';

const PAGE = 4096;
/** Enough pages to average out a scheduler hiccup, few enough to take well under a second. */
const BYTES = 64 * 1024 * 1024;

/** Microseconds per fresh page (the first write), and per page already touched (the second). */
export function freshPageCost(passes = 3) {
  const first = [];
  const again = [];
  for (let pass = 0; pass < passes; pass++) {
    // A new ArrayBuffer this large is fresh zeroed memory from the kernel (mmap), not reused heap.
    const bytes = new Uint8Array(new ArrayBuffer(BYTES));
    for (const times of [first, again]) {
      const start = process.hrtime.bigint();
      for (let i = 0; i < BYTES; i += PAGE) bytes[i] = pass + 1;
      times.push(Number(process.hrtime.bigint() - start) / 1000 / (BYTES / PAGE));
    }
  }
  return { fresh: median(first), touched: median(again) };
}
