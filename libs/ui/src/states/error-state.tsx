import type { ReactNode } from 'react';
import styles from './states.module.css';
import { Button } from '../button/button.js';

export interface ErrorStateProps {
  message: ReactNode;
  /** When given, a "Try again" button calls it. */
  onRetry?: () => void;
  retryLabel?: string;
  retrying?: boolean;
}

export function ErrorState({ message, onRetry, retryLabel = 'Try again', retrying = false }: ErrorStateProps) {
  return (
    <div className={`${styles.state} ${styles.error}`} role="alert">
      <p className={styles.title}>{message}</p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry} loading={retrying}>
          {retryLabel}
        </Button>
      )}
    </div>
  );
}
