import { roleBadgeColor, type AdminUser } from '@fsp/contracts';
import { Badge, Button, Card } from '@fsp/ui';
import styles from './user-card.module.css';

export interface UserCardProps {
  user: AdminUser;
  /** Why this user cannot be impersonated, or null when the button is offered. */
  refusal: string | null;
  impersonating: boolean;
  disabled: boolean;
  onImpersonate(user: AdminUser): void;
}

function formatRole(role: string): string {
  return role.trim().toLowerCase().replace(/_/g, ' ');
}

function statusColor(status: string) {
  const normalized = status.toLowerCase();
  if (normalized === 'active') return 'green';
  if (normalized === 'inactive') return 'gray';
  return 'yellow';
}

export function UserCard({ user, refusal, impersonating, disabled, onImpersonate }: UserCardProps) {
  const displayName = user.name?.trim() || user.email;
  const refusalId = `refusal-${user.id}`;
  return (
    <Card as="li" data-testid="impersonate-user-card" data-email={user.email}>
      <div className={styles.identity}>
        <p className={styles.name}>{displayName}</p>
        <p className={styles.email}>{user.email}</p>
      </div>
      <div className={styles.badges}>
        <Badge color={roleBadgeColor(user.role)} data-testid="role-badge">
          {formatRole(user.role)}
        </Badge>
        <Badge color={statusColor(user.status)} data-testid="status-badge">
          {user.status}
        </Badge>
      </div>
      <div className={styles.actions}>
        {refusal ? (
          <p id={refusalId} className={styles.refusal}>
            {refusal}
          </p>
        ) : (
          <Button
            size="small"
            onClick={() => onImpersonate(user)}
            loading={impersonating}
            disabled={disabled}
            aria-label={`Impersonate ${displayName}`}
          >
            Impersonate
          </Button>
        )}
      </div>
    </Card>
  );
}
