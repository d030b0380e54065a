import { describe, expect, it } from 'vitest';
import { CampaignIntake, type CampaignsPart } from './campaign-intake';

const part = (n: number): CampaignsPart => ({ kind: 'campaigns', json: `[${n}]` });

/** An intake whose later tasks run when the test says so. */
function intake() {
  const taken: string[] = [];
  const tasks: Array<() => void> = [];
  const subject = new CampaignIntake((p) => taken.push(p.json), (run) => tasks.push(run));
  const runTask = () => tasks.shift()?.();
  return { subject, taken, tasks, runTask };
}

describe('CampaignIntake', () => {
  it('holds every part until opened, then takes them in order, one per task', () => {
    const { subject: intakeOf, taken, tasks, runTask } = intake();
    intakeOf.receive(part(1));
    intakeOf.receive(part(2));
    expect(taken).toEqual([]);
    intakeOf.open();
    expect(taken).toEqual(['[1]']);
    intakeOf.receive(part(3));
    runTask();
    expect(taken).toEqual(['[1]', '[2]']);
    runTask();
    runTask();
    expect(taken).toEqual(['[1]', '[2]', '[3]']);
    expect(tasks).toEqual([]);
  });

  it('takes a part at once when nothing is held any more', () => {
    const { subject: intakeOf, taken, runTask } = intake();
    intakeOf.open();
    runTask();
    intakeOf.receive(part(1));
    expect(taken).toEqual(['[1]']);
  });

  it('keeps the order when a part comes while held ones are still being taken', () => {
    const { subject: intakeOf, taken, runTask } = intake();
    intakeOf.receive(part(1));
    intakeOf.receive(part(2));
    intakeOf.open();
    intakeOf.receive(part(3));
    while (taken.length < 3) runTask();
    expect(taken).toEqual(['[1]', '[2]', '[3]']);
  });

  it('flush takes every held part at once, and a second open changes nothing', () => {
    const { subject: intakeOf, taken, tasks } = intake();
    intakeOf.receive(part(1));
    intakeOf.receive(part(2));
    intakeOf.flush();
    intakeOf.open();
    expect(taken).toEqual(['[1]', '[2]']);
    expect(tasks).toEqual([]);
  });
});
