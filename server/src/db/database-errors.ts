// Recognises the database failures that are not a bug but a state of the database: down or
// restarting (PostgreSQL), locked, read-only or full. They answer 503 with a stable detail and
// pass by themselves; anything else stays a 500.

export type DatabaseFault = 'database_unavailable' | 'database_busy' | 'database_read_only' | 'storage_full';

/** The detail answered for each fault: exported so clients and tests can rely on the text. */
export const DATABASE_FAULT_DETAILS: Record<DatabaseFault, string> = {
  database_unavailable: 'The database is unavailable right now. Please try again in a minute.',
  database_busy: 'The database is busy right now. Please try again in a moment.',
  database_read_only: 'The database is read-only right now, so nothing can be saved. Please try again later.',
  storage_full: "The server's storage is full, so nothing can be saved. Please try again later.",
};

/** Node socket errors of a lost or refused database connection. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/** node-postgres reports a dropped connection or a pool time-out by message only. */
const PG_CONNECTION_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

function faultOfCode(code: string, message: string): DatabaseFault | undefined {
  if (code === 'ENOSPC' || code === 'SQLITE_FULL' || code === '53100') return 'storage_full';
  if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED') || code === '55P03') return 'database_busy';
  if (code.startsWith('SQLITE_READONLY') || code === '25006' || code === 'EROFS') return 'database_read_only';
  if (code.startsWith('SQLITE_IOERR') || code === 'SQLITE_CANTOPEN') return 'database_unavailable';
  // PostgreSQL: connection exceptions (class 08), shutting down or starting up (57P01-57P03), too many connections.
  if (/^08[0-9A-Z]{3}$/.test(code) || ['57P01', '57P02', '57P03', '53300'].includes(code)) return 'database_unavailable';
  if (NETWORK_CODES.has(code)) return 'database_unavailable';
  return PG_CONNECTION_MESSAGES.some((m) => message.includes(m)) ? 'database_unavailable' : undefined;
}

/** The fault behind an error thrown by a query, or undefined when it is something else. */
export function databaseFaultOf(error: unknown): DatabaseFault | undefined {
  if (!(error instanceof Error)) return undefined;
  // Node reports a refused connection to a host with several addresses as an AggregateError.
  if (error instanceof AggregateError) {
    for (const inner of error.errors) {
      const fault = databaseFaultOf(inner);
      if (fault) return fault;
    }
  }
  const code = (error as { code?: unknown }).code;
  return faultOfCode(typeof code === 'string' ? code : '', error.message) ?? (error.cause ? databaseFaultOf(error.cause) : undefined);
}
