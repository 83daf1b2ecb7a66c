import { act, renderHook } from '@testing-library/react';
import { useDelayedOpen } from './use-delayed-open';

describe('popover delays (docs/site.md §9: open after 60 ms, close after 50 ms)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('when the pointer enters, then the popover opens after 60 ms, not before', () => {
    const { result } = renderHook(() => useDelayedOpen());
    act(() => result.current.enter());
    act(() => jest.advanceTimersByTime(59));
    expect(result.current.open).toBe(false);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.open).toBe(true);
  });

  it('when the pointer leaves, then the popover closes after 50 ms, not before', () => {
    const { result } = renderHook(() => useDelayedOpen());
    act(() => result.current.enter());
    act(() => jest.advanceTimersByTime(60));
    act(() => result.current.leave());
    act(() => jest.advanceTimersByTime(49));
    expect(result.current.open).toBe(true);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.open).toBe(false);
  });

  it('when the pointer passes through quickly, then the popover never opens', () => {
    const { result } = renderHook(() => useDelayedOpen());
    act(() => result.current.enter());
    act(() => jest.advanceTimersByTime(30));
    act(() => result.current.leave());
    act(() => jest.advanceTimersByTime(200));
    expect(result.current.open).toBe(false);
  });

  it('when the pointer comes back within 50 ms, then the popover stays open', () => {
    const { result } = renderHook(() => useDelayedOpen());
    act(() => result.current.enter());
    act(() => jest.advanceTimersByTime(60));
    act(() => result.current.leave());
    act(() => jest.advanceTimersByTime(20));
    act(() => result.current.enter());
    act(() => jest.advanceTimersByTime(200));
    expect(result.current.open).toBe(true);
  });

  it('when tapped (the mobile variant), then it opens at once and a second tap closes it', () => {
    const { result } = renderHook(() => useDelayedOpen());
    act(() => result.current.toggle());
    expect(result.current.open).toBe(true);
    act(() => result.current.toggle());
    expect(result.current.open).toBe(false);
  });

  it('when clicked after hovering it open, then it stays open', () => {
    const { result } = renderHook(() => useDelayedOpen());
    act(() => result.current.enter());
    act(() => jest.advanceTimersByTime(60));
    act(() => result.current.toggle());
    expect(result.current.open).toBe(true);
  });
});
