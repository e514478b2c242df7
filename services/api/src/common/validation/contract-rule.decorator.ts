import { Transform } from 'class-transformer';
import { ValidateBy } from 'class-validator';

/**
 * Trims text and judges it with a contracts rule (null means valid), so the API refuses exactly what the
 * screens refuse, with the same words. `emptyAsNull` turns blank text into null (optional fields).
 */
export function ContractRule(name: string, rule: (value: unknown) => string | null, options: { emptyAsNull?: boolean } = {}): PropertyDecorator {
  const trim = Transform(({ value }: { value: unknown }) => {
    if (typeof value !== 'string') return value;
    const trimmed = value.trim();
    return options.emptyAsNull && trimmed === '' ? null : trimmed;
  });
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
