import { ApiError } from '@fsp/api-client';
import { customerActionErrorMessage } from './action-error-message.js';

const failure = (status: number, serverMessage: string | null) => new ApiError(status, serverMessage ?? 'default', serverMessage);

describe('customerActionErrorMessage', () => {
  it('words a 403 as the spec does, whatever the server said', () => {
    expect(customerActionErrorMessage(failure(403, 'Forbidden'), 'convert')).toBe('Owner/Manager role required to convert leads');
    expect(customerActionErrorMessage(failure(403, null), 'update-status')).toBe('Owner/Manager role required to update status');
    expect(customerActionErrorMessage(failure(403, 'x'), 'archive')).toBe('Owner/Manager role required to archive');
  });

  it("shows the server's error otherwise", () => {
    expect(customerActionErrorMessage(failure(409, 'This customer is already linked to a user'), 'convert')).toBe(
      'This customer is already linked to a user',
    );
  });

  it('falls back to the action default without a server error', () => {
    expect(customerActionErrorMessage(failure(500, null), 'convert')).toBe('Failed to convert lead');
    expect(customerActionErrorMessage(failure(0, null), 'update-status')).toBe('Failed to update status');
    expect(customerActionErrorMessage(new Error('boom'), 'archive')).toBe('Failed to archive customer');
  });
});
