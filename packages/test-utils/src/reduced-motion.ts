/**
 * Answers the page's `prefers-reduced-motion: reduce` query as a visitor's system would (jsdom
 * has no matchMedia of its own); other queries never match. Restored by jest.restoreAllMocks.
 */
export function preferReducedMotion(reduce: boolean): void {
  jest
    .spyOn(window, 'matchMedia')
    .mockImplementation(
      (query) => ({ matches: reduce && query.includes('reduce'), media: query }) as MediaQueryList,
    );
}
