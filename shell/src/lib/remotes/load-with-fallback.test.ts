import {
  loadWithFallback,
  RELOAD_WINDOW_MS,
  reloadFlagKey,
  RemoteLoadError,
} from './load-with-fallback';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
    data,
  };
}

function setup(results: Array<'ok' | 'fail' | 'null'>, now = 1_000_000) {
  const storage = memoryStorage();
  const calls = { load: 0, reset: 0, reload: 0 };
  const deps = {
    remote: 'careers',
    storage,
    now: () => now,
    load: async () => {
      const result = results[calls.load] ?? 'fail';
      calls.load += 1;
      if (result === 'fail') throw new Error('network');
      return result === 'ok' ? { default: 'module' } : null;
    },
    reset: () => void (calls.reset += 1),
    reloadPage: () => void (calls.reload += 1),
  };
  return { deps, storage, calls };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('loadWithFallback', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  it('when the first load works, then it returns the module without retry or reload', async () => {
    const { deps, calls } = setup(['ok']);
    await expect(loadWithFallback(deps)).resolves.toEqual({ default: 'module' });
    expect(calls).toEqual({ load: 1, reset: 0, reload: 0 });
  });

  it('when the first load fails and the retry works, then it resets once and returns the module', async () => {
    const { deps, calls } = setup(['fail', 'ok']);
    await expect(loadWithFallback(deps)).resolves.toEqual({ default: 'module' });
    expect(calls).toEqual({ load: 2, reset: 1, reload: 0 });
  });

  it('when the runtime answers null, then that counts as a failure', async () => {
    const { deps, calls } = setup(['null', 'ok']);
    await expect(loadWithFallback(deps)).resolves.toEqual({ default: 'module' });
    expect(calls.load).toBe(2);
  });

  it('when both attempts fail for the first time, then the page reloads once and the promise stays pending', async () => {
    const { deps, calls, storage } = setup(['fail', 'fail']);
    let settledWith: unknown = 'pending';
    loadWithFallback(deps).then(
      (value) => (settledWith = value),
      (error) => (settledWith = error),
    );
    await settled();
    expect(calls.reload).toBe(1);
    expect(storage.getItem(reloadFlagKey('careers'))).toBe('1000000');
    expect(settledWith).toBe('pending');
  });

  it('when it fails again right after a reload, then it gives up with an error instead of reloading', async () => {
    const { deps, calls, storage } = setup(['fail', 'fail'], 1_000_000);
    storage.setItem(reloadFlagKey('careers'), String(1_000_000 - 5_000));
    await expect(loadWithFallback(deps)).rejects.toBeInstanceOf(RemoteLoadError);
    expect(calls.reload).toBe(0);
  });

  it('when the last reload is older than the window, then a new failure may reload again', async () => {
    const { deps, calls, storage } = setup(['fail', 'fail'], 1_000_000);
    storage.setItem(reloadFlagKey('careers'), String(1_000_000 - RELOAD_WINDOW_MS - 1));
    void loadWithFallback(deps);
    await settled();
    expect(calls.reload).toBe(1);
  });

  it('when a load succeeds after a reload, then the reload flag is cleared', async () => {
    const { deps, storage } = setup(['ok']);
    storage.setItem(reloadFlagKey('careers'), '999');
    await loadWithFallback(deps);
    expect(storage.getItem(reloadFlagKey('careers'))).toBeNull();
  });
});
