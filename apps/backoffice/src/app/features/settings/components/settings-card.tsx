import { useId, type ReactNode } from 'react';
import { Card } from '@fsp/ui';

export interface SettingsCardProps {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  'data-testid'?: string;
}

/** One section of a settings tab: a card named by its heading, so it is a landmark region. */
export function SettingsCard({ title, description, actions, children, ...rest }: SettingsCardProps) {
  const titleId = useId();
  return (
    <Card as="section" aria-labelledby={titleId} title={title} titleId={titleId} headingLevel={2} actions={actions} {...rest}>
      {description}
      {children}
    </Card>
  );
}
