/**
 * The first statement of every transaction a budgeted read runs on PostgreSQL (./budgeted-reads.ts,
 * ../export/csv-file-writer.ts), `$1` the budget in milliseconds (DESK_QUERY_MS):
 * - `statement_timeout`: the server cancels a query of the transaction over the budget;
 * - `jit` off: PostgreSQL compiles a query it plans as costly (an export of 100,000 leads, a search of
 *   every lead) to machine code first, about 450 ms of a core at its normal priority before the first
 *   row. The export's first batch then took 450–510 ms, against 20–45 ms without it, for the same
 *   time in all (docs/decisions/024-the-desk.md, "Heavy reads").
 * Both only for the transaction (`set_config`'s third argument).
 */
export const budgetedTransactionSettings =
  "select set_config('statement_timeout', $1, true), set_config('jit', 'off', true)";
