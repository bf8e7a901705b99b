/**
 * The first statement of every transaction a budgeted read runs on PostgreSQL (./budgeted-reads.ts,
 * ../export/csv-file-writer.ts), `$1` the budget in milliseconds (DESK_QUERY_MS):
 * - `statement_timeout`: the server cancels a query of the transaction over the budget;
 * - `jit` off: PostgreSQL compiles a query it plans as costly to machine code first. For an export of
 *   100,000 leads that was about 420 ms of a core, at the database's normal priority, before the first
 *   row: the first batch took 310–510 ms, against 20–45 ms without it, for the same time in all
 *   (docs/decisions/024-the-desk.md, "Heavy reads"). The searches of those leads were not compiled,
 *   and are the same without it.
 * Both only for the transaction (`set_config`'s third argument).
 */
export const budgetedTransactionSettings =
  "select set_config('statement_timeout', $1, true), set_config('jit', 'off', true)";
