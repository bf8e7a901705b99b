import { auditRecordOf } from "../desk/audit";
import { auditCells, auditColumns } from "../desk/audit-csv";
import { exportedLead } from "../desk/leads";
import { exportedSubscriber } from "../desk/subscribers";
import { subscriberCells, subscriberColumns } from "../newsletter/subscriber-list";
import type { CsvValue } from "./csv";
import { leadCells, leadColumns } from "./lead-csv";

/** What a file's columns and cells depend on beyond its rows: the zone the person's times are shown in. */
export type CsvFileOptions = { timeZone: string };

type CsvFile<Row> = {
  columns: (options: CsvFileOptions) => readonly string[];
  cells: (row: Row, options: CsvFileOptions) => CsvValue[];
};

/**
 * The desk's CSV files, each from the rows of its query (server/desk/staff-desk.ts) as the database
 * gives them. Written by an export's own thread (./csv-file-writer.ts), which is why a file is named
 * here rather than handed over as a function: a thread is given data only.
 */
export const csvFiles = {
  leads: {
    columns: () => leadColumns,
    cells: (row: Parameters<typeof exportedLead>[0]) => leadCells(exportedLead(row)),
  },
  subscribers: {
    columns: () => subscriberColumns,
    cells: (row: Parameters<typeof exportedSubscriber>[0]) => subscriberCells(exportedSubscriber(row)),
  },
  "audit-log": {
    columns: ({ timeZone }) => auditColumns(timeZone),
    cells: (row: Parameters<typeof auditRecordOf>[0], { timeZone }) => auditCells(auditRecordOf(row), timeZone),
  },
} satisfies Record<string, CsvFile<never>>;

export type CsvFileName = keyof typeof csvFiles;
