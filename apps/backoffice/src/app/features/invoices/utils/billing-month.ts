/** The month before `now`'s (local calendar), as YYYY-MM: the latest month a billing run accepts. */
export function previousBillingMonth(now: Date): string {
  const year = now.getMonth() === 0 ? now.getFullYear() - 1 : now.getFullYear();
  const month = now.getMonth() === 0 ? 12 : now.getMonth();
  return `${year}-${String(month).padStart(2, '0')}`;
}
