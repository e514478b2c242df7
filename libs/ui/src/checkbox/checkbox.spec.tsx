import { render, screen } from '@testing-library/react';
import { Checkbox } from './checkbox.js';

describe('Checkbox', () => {
  it('is named by its label and described by its hint', () => {
    render(<Checkbox label="Invoice e-mails" hint="Sent to your address" />);
    const box = screen.getByRole('checkbox', { name: 'Invoice e-mails' });
    expect(box).toHaveAccessibleDescription('Sent to your address');
    expect(box).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('marks a broken rule and reads it with the box', () => {
    render(<Checkbox label="I agree to receive SMS" hint="Msg & data rates may apply" error="Please agree to receive SMS to submit." />);
    const box = screen.getByRole('checkbox', { name: 'I agree to receive SMS' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Msg & data rates may apply Please agree to receive SMS to submit.');
    expect(screen.getByRole('alert')).toHaveTextContent('Please agree to receive SMS to submit.');
  });
});
