import { Button } from '@fsp/ui';
import { useEffect, useRef } from 'react';
import styles from './remote-unavailable.module.css';

export function RemoteUnavailable({ area, message, onRetry }: { area: string; message: string; onRetry: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section className={styles.panel} role="alert" aria-labelledby="remote-unavailable-title">
      <div className={styles.icon} aria-hidden="true">!</div>
      <h2 id="remote-unavailable-title" ref={headingRef} tabIndex={-1} className={styles.title}>
        {area} is unavailable right now.
      </h2>
      <p className={styles.detail}>{message}</p>
      <Button variant="primary" onClick={onRetry}>
        Try again
      </Button>
    </section>
  );
}
