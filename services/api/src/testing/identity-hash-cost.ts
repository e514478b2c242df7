/**
 * A cheap scrypt cost for the identity services API suites start: the default (N=2^17) costs about half a second
 * and 128 MiB per hash, and these suites seed and set many passwords. The identity service's own suite checks the
 * default parameters.
 */
export const TEST_PASSWORD_HASH_COST = { N: 2 ** 10, r: 8, p: 1 } as const;
