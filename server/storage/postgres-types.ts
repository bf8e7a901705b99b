import pg from "pg";

/**
 * int8 (bigint) columns hold millisecond times and counts: read them as numbers, not strings. Every
 * PostgreSQL connection of the server reads rows this way: the pool's (./database.ts) and an export
 * thread's (../export/csv-file-writer.ts).
 */
const int8Oid = 20;
export const postgresTypes = {
  getTypeParser: ((oid: number, format?: "text" | "binary") =>
    oid === int8Oid && format !== "binary"
      ? Number
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};
