import type { ReactNode } from 'react';
import styles from './layout.module.css';

/** Width and spacing of a screen inside the app layout. */
export function Page({ children }: { children: ReactNode }) {
  return <div className={styles.page}>{children}</div>;
}
