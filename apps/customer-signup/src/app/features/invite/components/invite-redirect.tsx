import { Navigate, useParams } from 'react-router-dom';

/** /invite/{token} → /signup/{token} (part 1 §2.5). Works mounted at `/invite/:token` or `/invite/*`. */
export function InviteRedirect() {
  const params = useParams();
  const token = params['token'] ?? params['*'] ?? '';
  return <Navigate to={`/signup/${encodeURIComponent(token)}`} replace />;
}
