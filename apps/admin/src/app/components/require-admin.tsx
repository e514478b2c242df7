import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { hasAnyRole } from '@fsp/contracts';
import { useSession } from '@fsp/session';
import { LoadingState } from '@fsp/ui';

export const UNAUTHORIZED_PATH = '/unauthorized';

/** Admin screens: everyone else goes to /unauthorized (roles compared case-insensitively). */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { status, profile } = useSession();
  if (status === 'loading' && !profile) return <LoadingState label="Loading your account…" />;
  if (!hasAnyRole(profile?.role, ['admin'])) return <Navigate to={UNAUTHORIZED_PATH} replace />;
  return <>{children}</>;
}
