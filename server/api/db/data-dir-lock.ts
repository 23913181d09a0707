import { readFile, rm, writeFile } from 'node:fs/promises';

/** Who holds the lock: a pid alone is not enough, pids are reused and a zombie still answers kill(pid, 0). */
export interface LockOwner {
  pid: number;
  /** The process's start time in clock ticks since boot (/proc/<pid>/stat, field 22); null without /proc. */
  startTime: number | null;
  /** /proc/sys/kernel/random/boot_id: a lock from before a power loss names a pid of another boot. */
  bootId: string | null;
}

interface ProcessState {
  /** R, S, D, Z (zombie), X (dead), ... */
  state: string;
  startTime: number;
}

/** /proc/<pid>/stat; null when the process is gone. The name field may hold spaces and parentheses, so read after the last ')'. */
async function processState(pid: number): Promise<ProcessState | null> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
  if (stat === null) return null;
  // Fields from the third (state) on; the start time is field 22.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { state: fields[0] ?? '', startTime: Number(fields[22 - 3]) };
}

const hasProc = (): Promise<boolean> =>
  readFile('/proc/self/stat', 'utf8').then(
    () => true,
    () => false,
  );

async function bootId(): Promise<string | null> {
  return (await readFile('/proc/sys/kernel/random/boot_id', 'utf8').catch(() => null))?.trim() ?? null;
}

/** This process as a lock owner. */
export async function currentOwner(): Promise<LockOwner> {
  return { pid: process.pid, startTime: (await processState(process.pid))?.startTime ?? null, bootId: await bootId() };
}

function answersSignal(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Whether the process that wrote `owner` still runs. With /proc (Linux): gone, a zombie, another
 * boot, or another start time (its pid reused) all mean no. Without /proc (macOS), kill(pid, 0).
 */
export async function ownerIsRunning(owner: LockOwner): Promise<boolean> {
  if (!(await hasProc())) return answersSignal(owner.pid);
  if (owner.bootId !== null && owner.bootId !== (await bootId())) return false;
  const now = await processState(owner.pid);
  if (!now || now.state === 'Z' || now.state === 'X') return false;
  // A lock written before start times were recorded (a bare pid): the process runs, believe it.
  return owner.startTime === null || owner.startTime === now.startTime;
}

/** The lock file's owner: JSON, or a bare pid as earlier versions wrote it; null when unreadable. */
function parseOwner(text: string): LockOwner | null {
  const bare = Number(text.trim());
  if (Number.isInteger(bare) && bare > 0) return { pid: bare, startTime: null, bootId: null };
  try {
    const parsed = JSON.parse(text) as Partial<LockOwner>;
    if (!Number.isInteger(parsed.pid) || (parsed.pid ?? 0) <= 0) return null;
    return {
      pid: parsed.pid as number,
      startTime: typeof parsed.startTime === 'number' ? parsed.startTime : null,
      bootId: typeof parsed.bootId === 'string' ? parsed.bootId : null,
    };
  } catch {
    return null;
  }
}

const sameOwner = (a: LockOwner, b: LockOwner): boolean => a.pid === b.pid && a.startTime === b.startTime && a.bootId === b.bootId;

/**
 * PGlite is one process's database: a second process opening the same directory would
 * corrupt it. The lock file names the owner; a lock whose owner no longer runs (it crashed,
 * was killed, is a zombie, or the machine lost power) is taken over, so a restart never needs
 * a person. PGlite's own postmaster.pid (pid -42) is no guard: PGlite ignores it on start.
 */
export async function lockDataDir(lockFile: string): Promise<() => Promise<void>> {
  const me = await currentOwner();
  const owner = parseOwner(await readFile(lockFile, 'utf8').catch(() => ''));
  // A lock naming this process's own pid is ours or a predecessor's that had the same pid (a
  // container's process 1 after a restart): never another process that runs.
  if (owner && owner.pid !== me.pid && (await ownerIsRunning(owner))) {
    throw new Error(
      `The embedded database is in use by process ${owner.pid} (${lockFile}). Stop that process first, or set DATABASE_URL.`,
    );
  }
  await writeFile(lockFile, JSON.stringify(me));
  return async () => {
    // Only our own lock: after a takeover the file may name another process.
    const now = parseOwner(await readFile(lockFile, 'utf8').catch(() => ''));
    if (now && sameOwner(now, me)) await rm(lockFile, { force: true });
  };
}
