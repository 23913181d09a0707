import { readFile, rm, writeFile } from 'node:fs/promises';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite is one process's database: a second process opening the same directory would
 * corrupt it. The lock file names the owner; a lock left by a dead process is taken over.
 */
export async function lockDataDir(lockFile: string): Promise<() => Promise<void>> {
  const owner = Number((await readFile(lockFile, 'utf8').catch(() => '')).trim());
  if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isAlive(owner)) {
    throw new Error(
      `The embedded database is in use by process ${owner} (${lockFile}). Stop that process first, or set DATABASE_URL.`,
    );
  }
  await writeFile(lockFile, String(process.pid));
  return () => rm(lockFile, { force: true });
}
