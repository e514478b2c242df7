import { ADMIN_MESSAGES } from '@fsp/contracts';
import { Button } from '@fsp/ui';
import styles from './users-table.module.css';

export interface UsersPagerProps {
  page: number;
  totalPages: number;
  loading: boolean;
  onPage(page: number): void;
}

/** "Page x of y" with Previous and Next. */
export function UsersPager({ page, totalPages, loading, onPage }: UsersPagerProps) {
  return (
    <nav className={styles.pager} aria-label="Users pages">
      <Button variant="secondary" size="small" disabled={page <= 1 || loading} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span aria-live="polite" data-testid="users-page">
        {ADMIN_MESSAGES.pageOf(page, totalPages)}
      </span>
      <Button variant="secondary" size="small" disabled={page >= totalPages || loading} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
