// Linux shares the CPU fairly between sessions (autogroups) before it looks at any thread's nice:
// the job threads' nice 10 (jobs/lower-thread-priority.ts) still leaves them half the machine against a
// browser in another session. On a computer that also runs the seller's browser, which audits the
// same file and shows its result first, that half is the seller's wait. A server leading its own
// session (started by `npm start`, or by a service manager) therefore lowers its whole session. On a
// host with nothing else to run, a lowered session still gets every idle core: nothing changes there.
import fs from 'node:fs';

/** Nice value of the server's session (0 is normal, 19 the lowest). */
export const SESSION_NICE = 10;

/** off: SERVER_SESSION_NICE=0. */
export type SessionPriority = 'lowered' | 'already-low' | 'not-session-leader' | 'unsupported' | 'off';

/** The session id in a '/proc/PID/stat' line: field 6, counted after the command name in parentheses (which may hold spaces). */
export function sessionIdOf(stat: string): number {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[3]);
}

/**
 * Lowers the scheduling priority of this process's session to `nice` (never raises it), only when
 * this process leads the session: a server started from a shell shares the shell's session, and
 * lowering it would lower the shell and everything else started from it.
 */
export function lowerSessionPriority(nice = SESSION_NICE, procDir = '/proc/self'): SessionPriority {
  if (nice === 0) return 'off';
  try {
    if (sessionIdOf(fs.readFileSync(`${procDir}/stat`, 'utf8')) !== process.pid) return 'not-session-leader';
    const current = Number(/nice (-?\d+)/.exec(fs.readFileSync(`${procDir}/autogroup`, 'utf8'))?.[1]);
    if (Number.isInteger(current) && current >= nice) return 'already-low';
    fs.writeFileSync(`${procDir}/autogroup`, String(nice));
    return 'lowered';
  } catch {
    // Not Linux, no autogroups, or not allowed: the threads' own nice is all there is.
    return 'unsupported';
  }
}
