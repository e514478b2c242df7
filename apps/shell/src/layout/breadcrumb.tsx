import { breadcrumbFor } from '@fsp/contracts';
import { Link, useLocation } from 'react-router-dom';
import styles from './breadcrumb.module.css';

/** Home plus the last path segment (part 1 §2.8). */
export function Breadcrumb() {
  const { pathname } = useLocation();
  const [, last] = breadcrumbFor(pathname);
  return (
    <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
      <ol className={styles.list}>
        <li>
          <Link to="/app" aria-current={last ? undefined : 'page'} className={styles.home}>
            Home
          </Link>
        </li>
        {last && (
          <li className={styles.current} aria-current="page">
            {last}
          </li>
        )}
      </ol>
    </nav>
  );
}
