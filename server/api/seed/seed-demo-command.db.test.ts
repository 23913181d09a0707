import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo, type SeedDemoLog } from './seed-demo-command';

const LOCK_MODULE = fileURLToPath(new URL('../db/data-dir-lock.ts', import.meta.url));

/** A process that holds the data directory's lock the way a running API does, until it is killed. */
async function holdLock(dataDir: string): Promise<ChildProcess> {
  await mkdir(dataDir, { recursive: true });
  const script = `const { lockDataDir } = await import(${JSON.stringify(LOCK_MODULE)});
await lockDataDir(${JSON.stringify(path.join(dataDir, 'db.lock'))});
console.log('locked');
setInterval(() => {}, 60_000);`;
  const holder = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    holder.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('locked')) resolve();
    });
    holder.once('exit', (code) => reject(new Error(`the lock holder exited (${code})`)));
  });
  return holder;
}

function recordingLog(): SeedDemoLog & { errors: string[]; infos: string[] } {
  const errors: string[] = [];
  const infos: string[] = [];
  return { errors, infos, error: (line: string) => errors.push(line), info: (line: string) => infos.push(line) };
}

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'auricle-seed-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('npm run seed:demo', () => {
  it('explains, while the servers hold the embedded database, why it cannot seed and what to do', async () => {
    const dataDir = path.join(dir, 'running');
    const holder = await holdLock(dataDir);
    try {
      const log = recordingLog();
      expect(await seedDemo({ databaseUrl: undefined, dataDir }, log)).toBe(1);
      const message = log.errors.join('\n');
      expect(message).toContain(`process ${holder.pid} has it open`);
      expect(message).toContain(path.join(dataDir, 'db'));
      expect(message).toMatch(/stop the servers .*`npm start`.*run `npm run seed:demo`/);
      expect(message).toMatch(/set DATABASE_URL/);
      expect(log.infos).toEqual([]);
    } finally {
      holder.kill();
      await new Promise((resolve) => holder.once('exit', resolve));
    }
  });

  it('passes on any other failure to open the database as it is', async () => {
    const notADirectory = path.join(dir, 'a-file');
    await writeFile(notADirectory, '');
    const log = recordingLog();
    await expect(seedDemo({ databaseUrl: undefined, dataDir: notADirectory }, log)).rejects.toMatchObject({ code: expect.stringMatching(/EEXIST|ENOTDIR/) });
    expect(log.errors).toEqual([]);
  });
});
