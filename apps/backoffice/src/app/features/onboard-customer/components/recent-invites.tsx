import { useState } from 'react';
import { Link } from 'react-router-dom';
import { CUSTOMER_INVITE_MESSAGES, formatDateTime, signupPath, type CustomerInvite } from '@fsp/contracts';
import { serverErrorOr, useRecentInvites } from '@fsp/api-client';
import { Badge, Button, DataTable, EmptyState, ErrorState, LoadingState, PageSection, Select, TextField, VisuallyHidden } from '@fsp/ui';
import { filterInvites, NO_INVITE_FILTERS, type InviteFilters, type InviteTypeFilter } from '../utils/filter-invites.js';
import { INVITE_VIA_LABELS, inviteStatusColor } from '../utils/invite-display.js';
import { InviteQrDialog } from './invite-qr-dialog.js';
import styles from './onboard-customer.module.css';

const TYPE_OPTIONS: { value: InviteTypeFilter; label: string }[] = [
  { value: 'all', label: 'All types' },
  { value: 'qr', label: 'QR' },
  { value: 'email', label: 'Email' },
  { value: 'sms', label: 'SMS' },
];

function isTypeFilter(value: string): value is InviteTypeFilter {
  return TYPE_OPTIONS.some((option) => option.value === value);
}

export function RecentInvites() {
  const recent = useRecentInvites();
  const [filters, setFilters] = useState<InviteFilters>(NO_INVITE_FILTERS);
  const [qrInvite, setQrInvite] = useState<CustomerInvite | null>(null);
  const invites = recent.data ?? [];
  const visible = filterInvites(invites, filters);
  const filtered = filters.type !== 'all' || filters.date !== '' || filters.search.trim() !== '';

  return (
    <PageSection
      title="Recent Invites"
      actions={
        <Button
          variant="secondary"
          onClick={() => void recent.refetch()}
          loading={recent.isFetching && !recent.isPending}
          disabled={recent.isPending}
        >
          Refresh
        </Button>
      }
    >
      <div className={styles.filters} role="search" aria-label="Filter invites">
        <Select
          label="Type"
          options={TYPE_OPTIONS}
          value={filters.type}
          onChange={(event) => {
            const type = event.target.value;
            if (isTypeFilter(type)) setFilters((current) => ({ ...current, type }));
          }}
        />
        <TextField
          label="Created on"
          type="date"
          value={filters.date}
          onChange={(event) => setFilters((current) => ({ ...current, date: event.target.value }))}
        />
        <TextField
          label="Search invites"
          type="search"
          placeholder="Email, phone or code"
          value={filters.search}
          onChange={(event) => setFilters((current) => ({ ...current, search: event.target.value }))}
          className={styles.search}
        />
      </div>
      {recent.isPending ? (
        <LoadingState label="Loading recent invites…" />
      ) : recent.isError ? (
        <ErrorState
          message={serverErrorOr(recent.error, CUSTOMER_INVITE_MESSAGES.failedToLoadRecent)}
          onRetry={() => void recent.refetch()}
          retrying={recent.isFetching}
        />
      ) : visible.length === 0 ? (
        <EmptyState
          title={filtered && invites.length > 0 ? 'No invites match your filters' : 'No invites yet'}
          description={filtered && invites.length > 0 ? 'Try another type, day or search.' : 'Invites you create or send appear here.'}
        />
      ) : (
        <DataTable aria-label="Recent invites">
          <thead>
            <tr>
              <th scope="col">Type</th>
              <th scope="col">Contact</th>
              <th scope="col">Code</th>
              <th scope="col">Status</th>
              <th scope="col">Created</th>
              <th scope="col">Expires</th>
              <th scope="col">
                <VisuallyHidden>Actions</VisuallyHidden>
              </th>
            </tr>
          </thead>
          <tbody>
            {visible.map((invite) => (
              <tr key={invite.code} data-testid="invite-row" data-code={invite.code}>
                <td data-label="Type">{INVITE_VIA_LABELS[invite.via]}</td>
                <td data-label="Contact">{invite.email ?? invite.phone ?? '—'}</td>
                <td data-label="Code" className={styles.code}>
                  {invite.code}
                </td>
                <td data-label="Status">
                  <Badge color={inviteStatusColor(invite.status)}>{invite.status}</Badge>
                </td>
                <td data-label="Created">{formatDateTime(invite.created_at)}</td>
                <td data-label="Expires">{formatDateTime(invite.expires_at)}</td>
                <td className={styles.rowActions}>
                  {invite.via === 'qr' ? (
                    <Button variant="secondary" size="small" onClick={() => setQrInvite(invite)} aria-label={`Show QR for invite ${invite.code}`}>
                      Show QR
                    </Button>
                  ) : (
                    <Link to={signupPath(invite.code)} className={styles.openLink} aria-label={`Open invite ${invite.code}`}>
                      Open
                    </Link>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
      <InviteQrDialog invite={qrInvite} onClose={() => setQrInvite(null)} />
    </PageSection>
  );
}
