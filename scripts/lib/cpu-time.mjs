// CPU time used by a process group (Linux /proc), so that a benchmark can say which process the
// time went to. startProcess() starts each child as the leader of its own group, so the group
// holds what it spawned too (tsx runs the backend in a child of its own).
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ: 100 on every Linux Node runs on

/** CPU seconds (user + system) of the live processes in group `pgid`; null where /proc is missing. */
export function groupCpuSeconds(pgid) {
  let ticks = 0;
  let entries;
  try {
    entries = readdirSync('/proc');
  } catch {
    return null;
  }
  for (const name of entries) {
    if (!/^\d+$/.test(name)) continue;
    let stat;
    try {
      stat = readFileSync(`/proc/${name}/stat`, 'utf8');
    } catch {
      continue; // gone meanwhile
    }
    // Fields after the command (which may hold spaces and parentheses): state ppid pgrp … utime stime.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(fields[2]) === pgid) ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks / TICKS_PER_SECOND;
}

/** CPU seconds of this process. */
export const ownCpuSeconds = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};
