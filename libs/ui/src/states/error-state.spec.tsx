import { jest } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { ErrorState } from './error-state.js';

describe('ErrorState', () => {
  it('shows the message and a Try again action', () => {
    const onRetry = jest.fn();
    render(<ErrorState message="Failed to load users" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load users');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('has no retry button without onRetry', () => {
    render(<ErrorState message="Nope" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

