import { render, screen, within } from '@testing-library/react';
import { VisuallyHidden } from '../visually-hidden/visually-hidden.js';
import { DataTable } from './data-table.js';

describe('DataTable', () => {
  it('renders a named table whose cells keep their labels for the phone layout', () => {
    render(
      <DataTable aria-label="Recent invites">
        <thead>
          <tr>
            <th scope="col">Code</th>
            <th scope="col">
              <VisuallyHidden>Actions</VisuallyHidden>
            </th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td data-label="Code">abc</td>
            <td>
              <button type="button">Open</button>
            </td>
          </tr>
        </tbody>
      </DataTable>,
    );
    const table = screen.getByRole('table', { name: 'Recent invites' });
    expect(within(table).getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: 'abc' })).toHaveAttribute('data-label', 'Code');
    expect(within(table).getByRole('button', { name: 'Open' })).toBeInTheDocument();
  });
});
