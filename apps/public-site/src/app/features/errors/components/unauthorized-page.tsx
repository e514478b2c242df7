import { Link } from 'react-router-dom';
import { MESSAGES } from '@fsp/contracts';
import { PublicPage } from '../../../components/public-page.js';

export function UnauthorizedPage() {
  return (
    <PublicPage>
      <h1>{MESSAGES.unauthorized}</h1>
      <p>
        <Link to="/app">Back to dashboard</Link>
      </p>
    </PublicPage>
  );
}
