import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { ChartFigure } from './ChartFigure';

/** An IntersectionObserver the test moves: `scrollIntoView()` tells every observer its element is near. */
class TestObserver {
  static made: TestObserver[] = [];
  constructor(private readonly callback: (entries: { isIntersecting: boolean }[]) => void) {
    TestObserver.made.push(this);
  }
  observe() {}
  disconnect() {}
  static scrollIntoView() {
    act(() => TestObserver.made.forEach((observer) => observer.callback([{ isIntersecting: true }])));
  }
}

beforeEach(() => {
  TestObserver.made = [];
  vi.stubGlobal('IntersectionObserver', TestObserver);
});
afterEach(() => vi.unstubAllGlobals());

const chart = <svg role="img" aria-label="the chart" />;

describe('ChartFigure', () => {
  test('drawn at once by default', () => {
    render(<ChartFigure caption="Spend by day">{chart}</ChartFigure>);
    expect(screen.getByRole('figure', { name: 'Spend by day' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'the chart' })).toBeInTheDocument();
  });

  test('drawWhenNear: named and given its room at once, drawn when it nears the viewport', () => {
    render(<ChartFigure caption="Spend by placement" drawWhenNear={240}>{chart}</ChartFigure>);
    const figure = screen.getByRole('figure', { name: 'Spend by placement' });
    expect(screen.queryByRole('img', { name: 'the chart' })).toBeNull();
    expect(figure.lastElementChild).toHaveStyle({ minHeight: '240px' });
    TestObserver.scrollIntoView();
    expect(screen.getByRole('img', { name: 'the chart' })).toBeInTheDocument();
  });

  test('drawWhenNear: drawn for printing', () => {
    render(<ChartFigure caption="Spend share" drawWhenNear={320}>{chart}</ChartFigure>);
    act(() => void fireEvent(window, new Event('beforeprint')));
    expect(screen.getByRole('img', { name: 'the chart' })).toBeInTheDocument();
  });
});
