import { render, screen, within } from '@testing-library/react';
import { PAYMENT_ACTIVITY_MESSAGES as M } from '@fsp/contracts';
import { balanceRows } from './balance-rows.js';
import { BalanceTable } from './balance-table.js';

describe('balanceRows', () => {
  it('adds available and pending per currency, USD first, then alphabetically, upper-casing codes', () => {
    const rows = balanceRows({
      available: [
        { amount: 500, currency: 'eur' },
        { amount: 12345, currency: 'USD' },
        { amount: 100, currency: 'USD' },
      ],
      pending: [
        { amount: 2000, currency: 'USD' },
        { amount: 300, currency: 'CAD' },
      ],
    });
    expect(rows).toEqual([
      { currency: 'USD', available: 12445, pending: 2000, total: 14445 },
      { currency: 'CAD', available: 0, pending: 300, total: 300 },
      { currency: 'EUR', available: 500, pending: 0, total: 500 },
    ]);
  });

  it('keeps a currency with zero amounts and gives no rows when no currency is listed', () => {
    expect(balanceRows({ available: [{ amount: 0, currency: 'USD' }], pending: [] })).toEqual([
      { currency: 'USD', available: 0, pending: 0, total: 0 },
    ]);
    expect(balanceRows({ available: [], pending: [] })).toEqual([]);
  });

  it('totals a negative available amount (refunds beyond the balance) with the pending one', () => {
    expect(balanceRows({ available: [{ amount: -1500, currency: 'USD' }], pending: [{ amount: 4000, currency: 'USD' }] })).toEqual([
      { currency: 'USD', available: -1500, pending: 4000, total: 2500 },
    ]);
  });
});

describe('BalanceTable', () => {
  it('shows Available, Pending and Total per currency with 2 decimals, named by its caption', () => {
    render(
      <BalanceTable
        caption="Balance"
        rows={balanceRows({
          available: [
            { amount: 12345, currency: 'USD' },
            { amount: 990, currency: 'EUR' },
          ],
          pending: [{ amount: 0, currency: 'USD' }],
        })}
      />,
    );
    const table = screen.getByRole('table', { name: 'Balance' });
    expect(table).toHaveAttribute('data-testid', 'balance-table');
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Currency', M.available, M.pending, M.total]);
    expect(within(table).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['USD', 'EUR']);
    const cellsOf = (currency: string) =>
      within(within(table).getByRole('row', { name: new RegExp(`^${currency} `) }))
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cellsOf('USD')).toEqual(['$123.45', '$0.00', '$123.45']);
    expect(cellsOf('EUR')).toEqual(['€9.90', '€0.00', '€9.90']);
  });
});
