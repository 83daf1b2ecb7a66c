import { STORAGE_KEYS } from '@dpu/contracts';

export type StorageKey = keyof typeof STORAGE_KEYS;

// Local storage can throw (private mode, quota, disabled cookies); the site must keep
// working without it, so every access is guarded.
function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export function readStored(key: StorageKey): string | null {
  try {
    return storage()?.getItem(STORAGE_KEYS[key]) ?? null;
  } catch {
    return null;
  }
}

export function writeStored(key: StorageKey, value: string): void {
  try {
    storage()?.setItem(STORAGE_KEYS[key], value);
  } catch {
    // ignored: see storage()
  }
}

export function removeStored(key: StorageKey): void {
  try {
    storage()?.removeItem(STORAGE_KEYS[key]);
  } catch {
    // ignored: see storage()
  }
}
