/** State: at most 2 characters, upper-cased (part 1 §5, part 2 §5). */
export function normalizeState(value: string): string {
  return value.slice(0, 2).toUpperCase();
}

/**
 * Website as the owner accept payload sends it (part 1 §5): a value without http(s):// that looks like a
 * domain gets https:// prepended; anything else is sent as entered; empty becomes null.
 */
export function normalizeWebsite(value: string | null | undefined): string | null {
  const trimmed = (value ?? '').trim();
  if (trimmed === '') return null;
  if (/^https?:\/\//i.test(trimmed)) return trimmed;
  if (/^[a-z0-9-]+(\.[a-z0-9-]+)+(\/\S*)?$/i.test(trimmed)) return `https://${trimmed}`;
  return trimmed;
}
