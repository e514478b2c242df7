import { QUICK_ACTIONS } from '@fsp/contracts';
import type { Ref } from 'react';
import { Link } from 'react-router-dom';
import styles from './quick-actions.module.css';

const DESCRIPTIONS: Readonly<Record<string, string>> = {
  '/app/onboard-customer': 'Invite a new customer by QR code, e-mail or SMS',
  '/app/schedule': 'See and plan upcoming visits',
  '/app/invoices': 'Create and track invoices',
};

export function QuickActionsList({ onChoose, firstLinkRef }: { onChoose: () => void; firstLinkRef?: Ref<HTMLAnchorElement> }) {
  return (
    <ul className={styles.list}>
      {QUICK_ACTIONS.map((action, index) => (
        <li key={action.path}>
          <Link to={action.path} className={styles.action} onClick={onChoose} ref={index === 0 ? firstLinkRef : undefined}>
            <span className={styles.actionLabel}>{action.label}</span>
            {DESCRIPTIONS[action.path] && <span className={styles.actionHint}>{DESCRIPTIONS[action.path]}</span>}
          </Link>
        </li>
      ))}
    </ul>
  );
}
