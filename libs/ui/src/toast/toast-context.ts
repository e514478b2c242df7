import { createContext } from 'react';

export type ToastVariant = 'info' | 'success' | 'error';

export interface ToastOptions {
  variant?: ToastVariant;
  /** A second, smaller line, e.g. the server's error text under "Failed to impersonate". */
  detail?: string;
  /** Defaults to the provider's duration (TOAST_DURATION_MS unless configured). */
  durationMs?: number;
}

export interface ToastApi {
  show(message: string, options?: ToastOptions): string;
  success(message: string, options?: Omit<ToastOptions, 'variant'>): string;
  error(message: string, options?: Omit<ToastOptions, 'variant'>): string;
  dismiss(id: string): void;
}

export const ToastContext = createContext<ToastApi | null>(null);
