import { describe, expect, test } from 'vitest';
import { parseCliArgs, UsageError } from '../../src/cli/args.js';

describe('parseCliArgs', () => {
  test('audit with its options', () => {
    expect(parseCliArgs(['audit', 'a.xlsx'])).toEqual({ command: 'audit', file: 'a.xlsx', business: null, json: false, out: null });
    expect(parseCliArgs(['audit', '--json', 'a.xlsx', '--business', 'r.csv', '--out', 'o.json'])).toEqual({
      command: 'audit', file: 'a.xlsx', business: 'r.csv', json: true, out: 'o.json',
    });
    expect(parseCliArgs(['audit', 'a.xlsx', '--business=r.xlsx'])).toMatchObject({ business: 'r.xlsx' });
  });

  test('help', () => {
    expect(parseCliArgs(['--help'])).toEqual({ command: 'help' });
    expect(parseCliArgs(['-h'])).toEqual({ command: 'help' });
    expect(parseCliArgs(['help'])).toEqual({ command: 'help' });
  });

  test.each([
    [[], 'a command is required'],
    [['check', 'a.xlsx'], "unknown command 'check'"],
    [['audit'], 'audit needs the bulk file to read'],
    [['audit', 'a.xlsx', 'b.xlsx'], "unexpected argument 'b.xlsx'"],
    [['audit', 'a.xlsx', '--business'], "Option '--business <value>' argument missing"],
    [['audit', 'a.xlsx', '--out='], '--out needs a file'],
    [['audit', 'a.xlsx', '--csv'], "Unknown option '--csv'"],
  ])('%j is a usage error: %s', (argv, message) => {
    expect(() => parseCliArgs(argv)).toThrow(UsageError);
    expect(() => parseCliArgs(argv)).toThrow(message);
  });
});
