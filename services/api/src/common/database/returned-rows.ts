/**
 * The rows an UPDATE or DELETE … RETURNING gave back: TypeORM's query() answers those statements with
 * [rows, affected count], and SELECT and INSERT with the rows alone.
 */
export function returnedRows<Row>(result: unknown): Row[] {
  if (!Array.isArray(result)) return [];
  if (result.length === 2 && Array.isArray(result[0]) && typeof result[1] === 'number') return result[0] as Row[];
  return result as Row[];
}
