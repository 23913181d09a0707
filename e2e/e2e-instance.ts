/**
 * Which end-to-end instance this run is: 0, or the next free one while other runs of the suite
 * use the same checkout (several people or agents testing their own specs at once). Each
 * instance has its own ports, builds, data and results (e2e/e2e-env.ts), so two runs never
 * reuse, rebuild or reset each other's servers. E2E_INSTANCE chooses one; otherwise the first
 * whose lock directory (.data/e2e-lock-<n>/, holding the owner's pid) is free or stale is taken,
 * and released when the run exits. The Playwright runner chooses; its workers inherit the choice
 * through the environment.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const DATA_DIR = fileURLToPath(new URL('../.data/', import.meta.url));
const MAX_INSTANCES = 10;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function tryLock(instance: number): boolean {
  const lock = `${DATA_DIR}e2e-lock-${instance}`;
  const pidFile = `${lock}/pid`;
  try {
    mkdirSync(lock);
  } catch {
    let owner = NaN;
    try {
      owner = Number(readFileSync(pidFile, 'utf8'));
    } catch {
      // A lock being written this instant has no pid yet: taken.
      return false;
    }
    if (Number.isInteger(owner) && alive(owner)) return false;
    rmSync(lock, { recursive: true, force: true });
    try {
      mkdirSync(lock);
    } catch {
      return false;
    }
  }
  writeFileSync(pidFile, String(process.pid));
  process.once('exit', () => rmSync(lock, { recursive: true, force: true }));
  return true;
}

export function e2eInstance(): number {
  const given = process.env.E2E_INSTANCE;
  if (given !== undefined && given !== '') {
    const instance = Number(given);
    if (!Number.isInteger(instance) || instance < 0 || instance >= MAX_INSTANCES) throw new Error(`E2E_INSTANCE must be 0 to ${MAX_INSTANCES - 1}, not ${given}`);
    return instance;
  }
  mkdirSync(DATA_DIR, { recursive: true });
  for (let instance = 0; instance < MAX_INSTANCES; instance += 1) {
    if (tryLock(instance)) {
      process.env.E2E_INSTANCE = String(instance);
      return instance;
    }
  }
  throw new Error(`${MAX_INSTANCES} end-to-end runs are going on in this checkout already (.data/e2e-lock-*)`);
}
