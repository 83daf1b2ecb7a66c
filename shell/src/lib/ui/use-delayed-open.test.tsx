import { act, renderHook } from '@testing-library/react';
import { useDelayedOpen } from './use-delayed-open';

/** What happens to the popover: a pointer or tap event, or milliseconds passing. */
type Step = 'enter' | 'leave' | 'toggle' | number;

/** Whether the popover is open after the steps, played in order on a fresh hook. */
function openAfter(...steps: Step[]): boolean {
  const { result } = renderHook(() => useDelayedOpen());
  for (const step of steps) {
    act(() => {
      if (typeof step === 'number') jest.advanceTimersByTime(step);
      else result.current[step]();
    });
  }
  return result.current.open;
}

describe('popover delays (docs/site.md §9: open after 60 ms, close after 50 ms)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('when the pointer enters, then the popover opens after 60 ms, not before', () => {
    expect(openAfter('enter', 59)).toBe(false);
    expect(openAfter('enter', 60)).toBe(true);
  });

  it('when the pointer leaves, then the popover closes after 50 ms, not before', () => {
    expect(openAfter('enter', 60, 'leave', 49)).toBe(true);
    expect(openAfter('enter', 60, 'leave', 50)).toBe(false);
  });

  it('when the pointer passes through quickly, then the popover never opens', () => {
    expect(openAfter('enter', 30, 'leave', 200)).toBe(false);
  });

  it('when the pointer comes back within 50 ms, then the popover stays open', () => {
    expect(openAfter('enter', 60, 'leave', 20, 'enter', 200)).toBe(true);
  });

  it('when tapped (the mobile variant), then it opens at once and a second tap closes it', () => {
    expect(openAfter('toggle')).toBe(true);
    expect(openAfter('toggle', 'toggle')).toBe(false);
  });

  it('when clicked after hovering it open, then it stays open', () => {
    expect(openAfter('enter', 60, 'toggle')).toBe(true);
  });
});
