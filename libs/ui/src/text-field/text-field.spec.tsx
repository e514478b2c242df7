import { render, screen } from '@testing-library/react';
import { Select } from '../select/select.js';
import { TextField } from './text-field.js';

describe('form fields', () => {
  it('ties a text field to its label, hint and error', () => {
    render(<TextField label="Email" hint="We never share it." error="Enter a valid email address." defaultValue="x" />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('We never share it. Enter a valid email address.');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a valid email address.');
  });

  it('is valid and undescribed without hint or error', () => {
    render(<TextField label="Name" />);
    const input = screen.getByLabelText('Name');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('keeps a hidden label for assistive technology', () => {
    render(<TextField label="Search users" hideLabel type="search" />);
    expect(screen.getByRole('searchbox', { name: 'Search users' })).toBeInTheDocument();
  });

  it('offers a select with its placeholder as the empty choice', () => {
    render(
      <Select
        label="Start time"
        placeholder="Select a time…"
        options={[{ value: '08:00', label: '8:00 AM' }]}
        error="Failed to load times"
        defaultValue=""
      />,
    );
    const select = screen.getByLabelText('Start time');
    expect(select).toHaveValue('');
    expect(screen.getByRole('option', { name: 'Select a time…' })).toHaveValue('');
    expect(select).toHaveAccessibleDescription('Failed to load times');
  });
});
