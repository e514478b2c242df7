import styles from './states.module.css';
import { Spinner } from '../spinner/spinner.js';

export interface LoadingStateProps {
  label?: string;
}

export function LoadingState({ label = 'Loading…' }: LoadingStateProps) {
  return (
    <div className={styles.state} role="status" aria-live="polite">
      <Spinner size="large" />
      <p className={styles.message}>{label}</p>
    </div>
  );
}
