import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { TOAST_DURATION_MS } from '@fsp/contracts';
import styles from './toast.module.css';
import { ToastContext, type ToastApi, type ToastOptions, type ToastVariant } from './toast-context.js';
import { classNames } from '../internal/class-names.js';

interface ToastItem {
  id: string;
  message: string;
  detail?: string;
  variant: ToastVariant;
}

export interface ToastProviderProps {
  /** Default for every toast of this provider; a call can still pass its own durationMs. */
  durationMs?: number;
  children?: ReactNode;
}

export function ToastProvider({ durationMs = TOAST_DURATION_MS, children }: ToastProviderProps) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const nextId = useRef(0);

  const dismiss = useCallback((id: string) => {
    const timer = timers.current.get(id);
    if (timer) clearTimeout(timer);
    timers.current.delete(id);
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback(
    (message: string, options: ToastOptions = {}) => {
      nextId.current += 1;
      const id = `toast-${nextId.current}`;
      setToasts((current) => [...current, { id, message, detail: options.detail, variant: options.variant ?? 'info' }]);
      timers.current.set(
        id,
        setTimeout(() => dismiss(id), options.durationMs ?? durationMs),
      );
      return id;
    },
    [dismiss, durationMs],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => {
      pending.forEach((timer) => clearTimeout(timer));
      pending.clear();
    };
  }, []);

  const api = useMemo<ToastApi>(
    () => ({
      show,
      dismiss,
      success: (message, options) => show(message, { ...options, variant: 'success' }),
      error: (message, options) => show(message, { ...options, variant: 'error' }),
    }),
    [show, dismiss],
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className={styles.region} aria-live="polite" aria-label="Notifications" role="region">
        {toasts.map((toast) => (
          <div
            key={toast.id}
            className={classNames(styles.toast, styles[toast.variant])}
            role={toast.variant === 'error' ? 'alert' : 'status'}
            data-testid="toast"
          >
            <div className={styles.text}>
              <p className={styles.message}>{toast.message}</p>
              {toast.detail && <p className={styles.detail}>{toast.detail}</p>}
            </div>
            <button type="button" className={styles.dismiss} onClick={() => dismiss(toast.id)} aria-label="Dismiss notification">
              ×
            </button>
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}
