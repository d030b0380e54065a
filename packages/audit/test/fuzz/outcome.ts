/**
 * What the fuzz properties require of every run of a reader: it ends (value or error), the only
 * errors are the engine's own (WorkbookError, AuditError) with a message a seller can read, and
 * the same input gives the same outcome twice.
 */
import { AuditError } from '../../src/errors.js';
import { WorkbookError } from '../../src/xlsx/types.js';

export type Outcome =
  | { kind: 'value'; value: string }
  | { kind: 'error'; name: string; code: string; message: string };

/** Traces of a program leaking into a message: stack frames, file URLs, JS placeholders. */
const NOT_FOR_SELLERS = /\bat \S+ \(|file:\/\/|node_modules|\bundefined\b|\bNaN\b|\[object |TypeError|RangeError|ReferenceError/;

/** Throws (failing the property) unless `error` is one of the engine's own, readable errors. */
export function assertEngineError(error: unknown): asserts error is WorkbookError | AuditError {
  if (!(error instanceof WorkbookError) && !(error instanceof AuditError)) {
    const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
    throw new Error(`not an engine error: ${detail}`);
  }
  const message = error.message;
  if (message.length < 10 || message.length > 400 || !/^[A-Z]/.test(message) || NOT_FOR_SELLERS.test(message)) {
    throw new Error(`not a seller-readable message: ${JSON.stringify(message)}`);
  }
}

/** Runs `read`, checks a failure is an engine error, and answers the outcome in comparable form. */
export async function outcomeOf(read: () => unknown): Promise<Outcome> {
  try {
    return { kind: 'value', value: JSON.stringify(await read()) ?? 'undefined' };
  } catch (error) {
    assertEngineError(error);
    return { kind: 'error', name: error.name, code: error.code, message: error.message };
  }
}

/** The outcome of `read`, after checking a second run gives exactly the same (determinism). */
export async function deterministicOutcome(read: () => unknown): Promise<Outcome> {
  const first = await outcomeOf(read);
  const second = await outcomeOf(read);
  if (JSON.stringify(first) !== JSON.stringify(second)) {
    throw new Error(`two runs differ:\n${JSON.stringify(first).slice(0, 500)}\n${JSON.stringify(second).slice(0, 500)}`);
  }
  return first;
}
