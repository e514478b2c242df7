import type { ReactNode, TableHTMLAttributes } from 'react';
import { classNames } from '../internal/class-names.js';
import styles from './data-table.module.css';

export interface DataTableProps extends TableHTMLAttributes<HTMLTableElement> {
  /** thead and tbody; give every body cell a `data-label` (its column name), shown beside it on phones. */
  children: ReactNode;
}

/** A table on wide screens; at 768 px and below each row becomes a card with its labels inline. */
export function DataTable({ className, children, ...rest }: DataTableProps) {
  return (
    <div className={styles.scroller}>
      <table className={classNames(styles.table, className)} {...rest}>
        {children}
      </table>
    </div>
  );
}
