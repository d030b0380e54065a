// Which database failures are a passing state of the database (503 with a stable detail) and
// which are bugs (500): the codes node-postgres, better-sqlite3 and Node report.
import { describe, expect, it } from 'vitest';
import { databaseFaultOf } from '../../src/db/database-errors.js';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('databaseFaultOf', () => {
  it.each([
    [withCode('57P01', 'terminating connection due to administrator command'), 'database_unavailable'],
    [withCode('57P03', 'the database system is starting up'), 'database_unavailable'],
    [withCode('08006'), 'database_unavailable'],
    [withCode('53300', 'too many clients already'), 'database_unavailable'],
    [new Error('Connection terminated unexpectedly'), 'database_unavailable'],
    [new Error('timeout exceeded when trying to connect'), 'database_unavailable'],
    [new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')]), 'database_unavailable'],
    [withCode('SQLITE_BUSY', 'database is locked'), 'database_busy'],
    [withCode('SQLITE_BUSY_SNAPSHOT'), 'database_busy'],
    [withCode('55P03', 'could not obtain lock'), 'database_busy'],
    [withCode('SQLITE_READONLY', 'attempt to write a readonly database'), 'database_read_only'],
    [withCode('SQLITE_READONLY_DBMOVED'), 'database_read_only'],
    [withCode('25006', 'cannot execute INSERT in a read-only transaction'), 'database_read_only'],
    [withCode('SQLITE_FULL', 'database or disk is full'), 'storage_full'],
    [withCode('53100', 'could not extend file: No space left on device'), 'storage_full'],
    [new Error('write failed', { cause: withCode('ENOSPC') }), 'storage_full'],
  ])('%s is %s', (error, fault) => {
    expect(databaseFaultOf(error)).toBe(fault);
  });

  it.each([
    withCode('SQLITE_CONSTRAINT_UNIQUE', 'UNIQUE constraint failed'),
    withCode('23505', 'duplicate key value violates unique constraint'),
    withCode('42P01', 'relation does not exist'),
    new TypeError("Cannot read properties of undefined (reading 'id')"),
    'not an error',
  ])('%s is a bug, not a database state', (error) => {
    expect(databaseFaultOf(error)).toBeUndefined();
  });
});
