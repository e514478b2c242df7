import { IMPERSONATION_STORAGE_KEY } from '@fsp/contracts';

/** Writes a fresh value so every other tab receives a `storage` event (the writing tab does not). */
export function pulseImpersonationChange(storage: Storage = window.localStorage): void {
  storage.setItem(IMPERSONATION_STORAGE_KEY, `${Date.now()}:${Math.random().toString(36).slice(2)}`);
}

/** Calls `onChange` whenever another tab announces an impersonation change; returns the unsubscribe. */
export function onImpersonationPulse(onChange: () => void, target: Window = window): () => void {
  const listener = (event: StorageEvent) => {
    if (event.key === IMPERSONATION_STORAGE_KEY) onChange();
  };
  target.addEventListener('storage', listener);
  return () => target.removeEventListener('storage', listener);
}
