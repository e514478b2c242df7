import { Navigate, useParams } from 'react-router-dom';

/** /app/invite/{token} continues at the customer signup form. */
export function InviteRedirect() {
  const { token = '' } = useParams();
  return <Navigate to={`/signup/${encodeURIComponent(token)}`} replace />;
}
