/** A key/value store that never throws (storage may be blocked in third-party iframes). */
export interface SafeStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
  /** Every key held (the storage's and the memory fallback's). */
  keys(): string[];
}

/** Wraps a Web Storage getter; falls back to memory when it is missing or throws. */
export function safeStorage(get: () => Storage | undefined): SafeStorage {
  const memory = new Map<string, string>();
  const area = (): Storage | undefined => {
    try {
      return get();
    } catch {
      return undefined;
    }
  };
  return {
    get(key) {
      try {
        const value = area()?.getItem(key);
        if (value !== undefined) return value ?? null;
      } catch {
        // blocked: use memory
      }
      return memory.get(key) ?? null;
    },
    set(key, value) {
      memory.set(key, value);
      try {
        area()?.setItem(key, value);
      } catch {
        // blocked or full: memory keeps it for this page
      }
    },
    remove(key) {
      memory.delete(key);
      try {
        area()?.removeItem(key);
      } catch {
        // blocked
      }
    },
    keys() {
      const keys = new Set(memory.keys());
      try {
        const store = area();
        for (let i = 0; i < (store?.length ?? 0); i++) {
          const key = store?.key(i);
          if (key !== null && key !== undefined) keys.add(key);
        }
      } catch {
        // blocked: memory only
      }
      return [...keys];
    },
  };
}

/** The page's storages, read through `safeStorage`. */
export const storage = {
  session: safeStorage(() => (typeof sessionStorage === 'undefined' ? undefined : sessionStorage)),
  local: safeStorage(() => (typeof localStorage === 'undefined' ? undefined : localStorage)),
};
