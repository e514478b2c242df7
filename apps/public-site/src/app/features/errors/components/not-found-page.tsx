import { Link } from 'react-router-dom';
import { MESSAGES } from '@fsp/contracts';
import { PublicPage } from '../../../components/public-page.js';
import styles from './not-found-page.module.css';

export function NotFoundPage() {
  return (
    <PublicPage>
      <h1>{MESSAGES.notFound}</h1>
      <nav aria-label="Suggested pages">
        <ul className={styles.links}>
          <li>
            <Link to="/app">Dashboard</Link>
          </li>
          <li>
            <Link to="/app/customers">Customers</Link>
          </li>
          <li>
            <Link to="/app/settings">Settings</Link>
          </li>
        </ul>
      </nav>
    </PublicPage>
  );
}
