import { render, screen } from '@testing-library/react';
import { TextArea } from './text-area.js';

describe('TextArea', () => {
  it('is labelled and reads its error with it', () => {
    render(<TextArea label="Description" error="Description is required." defaultValue="" />);
    const area = screen.getByRole('textbox', { name: 'Description' });
    expect(area.tagName).toBe('TEXTAREA');
    expect(area).toHaveAttribute('aria-invalid', 'true');
    expect(area).toHaveAccessibleDescription('Description is required.');
  });

  it('has no error state without an error', () => {
    render(<TextArea label="Notes" hint="Optional" defaultValue="Gate code 1234" />);
    const area = screen.getByRole('textbox', { name: 'Notes' });
    expect(area).not.toHaveAttribute('aria-invalid');
    expect(area).toHaveValue('Gate code 1234');
    expect(area).toHaveAccessibleDescription('Optional');
  });
});
