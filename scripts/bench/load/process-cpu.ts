import { readdir, readFile } from 'node:fs/promises';

/** Clock ticks a second of /proc's CPU times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

interface ProcStat {
  ppid: number;
  /** utime + stime of the process, and cutime + cstime of its waited-for children, ticks. */
  ticks: number;
}

async function readStat(pid: number): Promise<ProcStat | null> {
  const text = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
  if (!text) return null;
  // The command name (field 2) may hold spaces: the fields after it start at the last ')'.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  const field = (index: number) => Number(fields[index - 3]);
  return { ppid: field(4), ticks: field(14) + field(15) + field(16) + field(17) };
}

/**
 * CPU time a process and all its descendants have used so far, ms (Linux /proc): its own, its
 * living descendants', and what its exited children used (PostgreSQL's backends that closed).
 * 0 when the process is gone.
 */
export async function treeCpuMs(rootPid: number): Promise<number> {
  const stats = new Map<number, ProcStat>();
  for (const entry of await readdir('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    const stat = await readStat(pid);
    if (stat) stats.set(pid, stat);
  }
  const children = new Map<number, number[]>();
  for (const [pid, stat] of stats) children.set(stat.ppid, [...(children.get(stat.ppid) ?? []), pid]);
  let ticks = 0;
  const pending = [rootPid];
  while (pending.length > 0) {
    const pid = pending.pop() as number;
    ticks += stats.get(pid)?.ticks ?? 0;
    pending.push(...(children.get(pid) ?? []));
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}

/** The PostgreSQL server's main process, from `postmaster.pid` in its data folder; null when not running. */
export async function postmasterPid(dataDir: string): Promise<number | null> {
  const text = await readFile(`${dataDir}/postmaster.pid`, 'utf8').catch(() => null);
  const pid = Number(text?.split('\n')[0]);
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

/** The processes a bench counts CPU of, by name (each with its descendants). */
export type CpuParts = Record<string, number[]>;

/** CPU used so far by each part (the sum over its processes' trees), and by this process, ms. */
export async function cpuSnapshot(parts: CpuParts): Promise<Record<string, number>> {
  const snapshot: Record<string, number> = {};
  for (const [name, pids] of Object.entries(parts)) {
    let ms = 0;
    for (const pid of pids) ms += await treeCpuMs(pid);
    snapshot[name] = ms;
  }
  const self = process.cpuUsage();
  snapshot['load generator'] = (self.user + self.system) / 1000;
  return snapshot;
}

/** What each part used between two snapshots, ms. */
export function cpuSpent(before: Record<string, number>, after: Record<string, number>): Record<string, number> {
  return Object.fromEntries(Object.keys(after).map((name) => [name, (after[name] ?? 0) - (before[name] ?? 0)]));
}

/** The machine's load averages (1, 5, 15 min) as `uptime` prints them. */
export async function loadAverage(): Promise<string> {
  const text = await readFile('/proc/loadavg', 'utf8').catch(() => '');
  return text.split(' ').slice(0, 3).join(', ');
}
