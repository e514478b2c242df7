/** The SQL statements one GET ran, from the API's x-sql-queries header (COUNT_SQL_QUERIES=true). */
export async function countSqlQueries(url: string, headers: Record<string, string>): Promise<number> {
  const response = await fetch(url, { headers });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  const count = response.headers.get('x-sql-queries');
  if (count === null) throw new Error(`GET ${url} reported no x-sql-queries header`);
  return Number(count);
}
