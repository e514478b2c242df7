import { IMPERSONATION_STORAGE_KEY } from '@fsp/contracts';
import { onImpersonationPulse, pulseImpersonationChange } from './impersonation-pulse.js';

describe('impersonation pulse', () => {
  it('writes a new value each time so other tabs get a storage event', () => {
    pulseImpersonationChange();
    const first = window.localStorage.getItem(IMPERSONATION_STORAGE_KEY);
    pulseImpersonationChange();
    expect(window.localStorage.getItem(IMPERSONATION_STORAGE_KEY)).not.toBe(first);
  });

  it('reacts only to the impersonation key and stops after unsubscribe', () => {
    let changes = 0;
    const unsubscribe = onImpersonationPulse(() => changes++);
    window.dispatchEvent(new StorageEvent('storage', { key: 'other' }));
    window.dispatchEvent(new StorageEvent('storage', { key: IMPERSONATION_STORAGE_KEY }));
    unsubscribe();
    window.dispatchEvent(new StorageEvent('storage', { key: IMPERSONATION_STORAGE_KEY }));
    expect(changes).toBe(1);
  });
});
