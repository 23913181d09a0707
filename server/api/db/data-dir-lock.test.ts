import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lockDataDir } from './data-dir-lock';

const dirs: string[] = [];
async function lockFile(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'auricle-lock-'));
  dirs.push(dir);
  return path.join(dir, 'db.lock');
}
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

describe('lockDataDir', () => {
  it('takes a free lock and releases it', async () => {
    const file = await lockFile();
    const unlock = await lockDataDir(file);
    expect(await readFile(file, 'utf8')).toBe(String(process.pid));
    await unlock();
    await expect(readFile(file, 'utf8')).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('refuses a lock held by a live process and takes over one left by a dead process', async () => {
    const file = await lockFile();
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      await writeFile(file, String(holder.pid));
      await expect(lockDataDir(file)).rejects.toThrow(/in use by process/);
    } finally {
      holder.kill();
      await new Promise((resolve) => holder.once('exit', resolve));
    }
    const unlock = await lockDataDir(file);
    expect(await readFile(file, 'utf8')).toBe(String(process.pid));
    await unlock();
  });
});
