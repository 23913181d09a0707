import { describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '../lib/storage';
import { loadWithReloadOnce, RELOAD_FLAG_KEY } from './reload-once';

function deps() {
  return { storage: createMemoryStorage(), reload: vi.fn(), log: vi.fn() };
}

describe('reload-once guard for page modules', () => {
  it('reloads once on the first failure and records it', async () => {
    const d = deps();
    const pending = loadWithReloadOnce(() => Promise.reject(new Error('chunk gone')), d);
    await vi.waitFor(() => expect(d.reload).toHaveBeenCalledTimes(1));
    expect(d.storage.get(RELOAD_FLAG_KEY)).toBe('1');
    expect(d.log).not.toHaveBeenCalled();
    // The page is reloading: the load never settles into an error.
    const settled = await Promise.race([pending.then(() => 'settled', () => 'settled'), new Promise((r) => setTimeout(() => r('pending'), 20))]);
    expect(settled).toBe('pending');
  });

  it('after the reload, a second failure is only logged and rethrown', async () => {
    const d = deps();
    d.storage.set(RELOAD_FLAG_KEY, '1');
    const failure = new Error('chunk still gone');
    await expect(loadWithReloadOnce(() => Promise.reject(failure), d)).rejects.toBe(failure);
    expect(d.reload).not.toHaveBeenCalled();
    expect(d.log).toHaveBeenCalledWith(expect.any(String), failure);
  });

  it('clears the flag once a module loads', async () => {
    const d = deps();
    d.storage.set(RELOAD_FLAG_KEY, '1');
    await expect(loadWithReloadOnce(() => Promise.resolve('page'), d)).resolves.toBe('page');
    expect(d.storage.get(RELOAD_FLAG_KEY)).toBeNull();
  });
});
