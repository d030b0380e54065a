import { Suspense, useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { lazyWithPreload } from './lazy-with-preload';

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return <button onClick={() => setCount((c) => c + 1)}>{`${label} ${count}`}</button>;
}

/** Renders `children` under Suspense and records whether its fallback was ever shown. */
function suspended(children: React.ReactNode, seen: { fallback: boolean }) {
  function Fallback() {
    seen.fallback = true;
    return <p>Loading...</p>;
  }
  return <Suspense fallback={<Fallback />}>{children}</Suspense>;
}

describe('lazyWithPreload', () => {
  test('code loaded ahead is shown in the first render, never behind the fallback', async () => {
    const { Component, preload } = lazyWithPreload(() => Promise.resolve(Counter));
    await preload();
    const seen = { fallback: false };
    render(suspended(<Component label="Summary" />, seen));
    expect(screen.getByRole('button', { name: 'Summary 0' })).toBeTruthy();
    expect(seen.fallback).toBe(false);
  });

  test('code not loaded yet shows the fallback, then the component', async () => {
    const { Component } = lazyWithPreload(() => Promise.resolve(Counter));
    const seen = { fallback: false };
    render(suspended(<Component label="Table" />, seen));
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Table 0' })).toBeTruthy();
    expect(seen.fallback).toBe(true);
  });

  test('a component mounted before its code arrived keeps its state when the page renders again', async () => {
    const { Component } = lazyWithPreload(() => Promise.resolve(Counter));
    const seen = { fallback: false };
    const view = render(suspended(<Component label="Tab" />, seen));
    fireEvent.click(await screen.findByRole('button', { name: 'Tab 0' }));
    view.rerender(suspended(<Component label="Tab" />, seen));
    expect(screen.getByRole('button', { name: 'Tab 1' })).toBeTruthy();
  });

  test('the code is loaded once, and a failed load is tried again', async () => {
    let calls = 0;
    const { preload } = lazyWithPreload(() => {
      calls += 1;
      return calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(Counter);
    });
    await expect(preload()).rejects.toThrow('offline');
    await act(async () => {
      await preload();
      await preload();
    });
    expect(calls).toBe(2);
  });
});
