import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { currentOwner, lockDataDir, type LockOwner } from './data-dir-lock';

const dirs: string[] = [];
async function lockFile(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'auricle-lock-'));
  dirs.push(dir);
  return path.join(dir, 'db.lock');
}
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function stopped(child: ChildProcess): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill();
    await exited;
  }
}

/** A process that keeps running until the test stops it. */
function liveProcess(): ChildProcess {
  return spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)'], { stdio: 'ignore' });
}

/** Field 3 (state) and 22 (start time) of /proc/<pid>/stat. */
async function procStat(pid: number): Promise<{ state: string; startTime: number }> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { state: fields[0] ?? '', startTime: Number(fields[19]) };
}

async function ownerOf(pid: number): Promise<LockOwner> {
  return { pid, startTime: (await procStat(pid)).startTime, bootId: (await currentOwner()).bootId };
}

async function expectTakenOver(file: string): Promise<void> {
  const unlock = await lockDataDir(file);
  expect(JSON.parse(await readFile(file, 'utf8'))).toMatchObject({ pid: process.pid });
  await unlock();
}

const hasProc = existsSync('/proc/self/stat');

describe('lockDataDir', () => {
  it('takes a free lock naming this process, its start time and boot, and releases it', async () => {
    const file = await lockFile();
    const unlock = await lockDataDir(file);
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual(await currentOwner());
    await unlock();
    await expect(readFile(file, 'utf8')).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('refuses a lock held by a live process and takes over one left by a dead process', async () => {
    const file = await lockFile();
    const holder = liveProcess();
    try {
      await writeFile(file, JSON.stringify(hasProc ? await ownerOf(holder.pid as number) : { pid: holder.pid }));
      await expect(lockDataDir(file)).rejects.toThrow(`in use by process ${holder.pid}`);
      // A lock as earlier versions wrote it, a bare pid, is believed while that pid runs.
      await writeFile(file, String(holder.pid));
      await expect(lockDataDir(file)).rejects.toThrow(/in use by process/);
    } finally {
      await stopped(holder);
    }
    await expectTakenOver(file);
  });

  it('takes over a lock naming its own pid (a container restarted as process 1 again)', async () => {
    const file = await lockFile();
    await writeFile(file, JSON.stringify({ pid: process.pid, startTime: 1, bootId: 'an earlier run' }));
    await expectTakenOver(file);
  });

  it.runIf(hasProc)('takes over a lock whose owner is a zombie, which kill(pid, 0) still finds', async () => {
    const file = await lockFile();
    // The backgrounded sleep exits first; its parent, now `sleep 5`, never reaps it.
    const parent = spawn('sh', ['-c', 'sleep 0.2 & echo $!; exec sleep 5'], { stdio: ['ignore', 'pipe', 'ignore'] });
    try {
      const zombie = Number(await new Promise<string>((resolve) => parent.stdout?.once('data', (chunk: Buffer) => resolve(chunk.toString()))));
      const owner = await ownerOf(zombie);
      while ((await procStat(zombie)).state !== 'Z') await sleep(20);
      expect(() => process.kill(zombie, 0)).not.toThrow();
      await writeFile(file, JSON.stringify(owner));
      await expectTakenOver(file);
    } finally {
      await stopped(parent);
    }
  });

  it.runIf(hasProc)('takes over a lock whose pid now belongs to another process (another start time)', async () => {
    const file = await lockFile();
    const stranger = liveProcess();
    try {
      const owner = await ownerOf(stranger.pid as number);
      await writeFile(file, JSON.stringify({ ...owner, startTime: (owner.startTime ?? 0) - 100 }));
      await expectTakenOver(file);
    } finally {
      await stopped(stranger);
    }
  });

  it.runIf(hasProc)('takes over a lock written before the machine restarted (another boot id)', async () => {
    const file = await lockFile();
    const stranger = liveProcess();
    try {
      await writeFile(file, JSON.stringify({ ...(await ownerOf(stranger.pid as number)), bootId: '00000000-0000-0000-0000-000000000000' }));
      await expectTakenOver(file);
    } finally {
      await stopped(stranger);
    }
  });

  it('leaves a lock alone that another process took over meanwhile', async () => {
    const file = await lockFile();
    const unlock = await lockDataDir(file);
    const other = JSON.stringify({ pid: 1, startTime: 1, bootId: 'x' });
    await writeFile(file, other);
    await unlock();
    expect(await readFile(file, 'utf8')).toBe(other);
  });
});
