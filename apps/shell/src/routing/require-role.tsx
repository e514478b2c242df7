import { hasAnyRole, type Role } from '@fsp/contracts';
import { useSession } from '@fsp/session';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';

export const UNAUTHORIZED_PATH = '/unauthorized';

export function RequireRole({ roles, children }: { roles: readonly Role[]; children: ReactNode }) {
  const { profile } = useSession();
  if (!hasAnyRole(profile?.role, roles)) return <Navigate to={UNAUTHORIZED_PATH} replace />;
  return <>{children}</>;
}
