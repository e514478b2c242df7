import { Transform } from 'class-transformer';
import { ValidateBy } from 'class-validator';

/** Trims text (values are stored trimmed) and judges it with a contracts rule: null means valid. */
export function LeadRule(name: string, rule: (value: unknown) => string | null): PropertyDecorator {
  const trim = Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));
  const validate = ValidateBy({
    name,
    validator: {
      validate: (value: unknown) => rule(value) === null,
      defaultMessage: (args) => rule(args?.value) ?? '',
    },
  });
  return (target, property) => {
    trim(target, property);
    validate(target, property);
  };
}
