import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lowerSessionPriority, sessionIdOf } from '../../src/lib/lower-session-priority.js';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** A stand-in for /proc/self: its stat names `session`, its autogroup reads `nice`. */
function procDir(session: number, nice: number): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ads-auditor-proc-'));
  dirs.push(dir);
  fs.writeFileSync(path.join(dir, 'stat'), `${process.pid} (node (main) x) S 1 ${session} ${session} 0 -1 4194560 5000 0 0 0`);
  fs.writeFileSync(path.join(dir, 'autogroup'), `/autogroup-42 nice ${nice}\n`);
  return dir;
}
const autogroup = (dir: string) => fs.readFileSync(path.join(dir, 'autogroup'), 'utf8');

describe('sessionIdOf', () => {
  it('reads the session after the command name, whatever spaces and parentheses that holds', () => {
    expect(sessionIdOf('123 (node (main) x) S 1 77 88 0')).toBe(88);
  });
});

describe('lowerSessionPriority', () => {
  it('lowers the session of a server that leads it', () => {
    const dir = procDir(process.pid, 0);
    expect(lowerSessionPriority(10, dir)).toBe('lowered');
    expect(autogroup(dir)).toBe('10');
  });

  it("leaves the session of a server started from a shell (the shell's session) alone", () => {
    const dir = procDir(process.pid + 1, 0);
    expect(lowerSessionPriority(10, dir)).toBe('not-session-leader');
    expect(autogroup(dir)).toContain('nice 0');
  });

  it('never raises a session already lower, and 0 changes nothing', () => {
    const dir = procDir(process.pid, 15);
    expect(lowerSessionPriority(10, dir)).toBe('already-low');
    expect(lowerSessionPriority(0, dir)).toBe('off');
    expect(autogroup(dir)).toContain('nice 15');
  });

  it('answers unsupported where there is no such file (not Linux, no autogroups)', () => {
    expect(lowerSessionPriority(10, path.join(os.tmpdir(), 'no-such-proc-dir'))).toBe('unsupported');
  });
});
