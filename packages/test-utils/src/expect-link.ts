import { within } from '@testing-library/react';

/** Asserts that `container` holds a link with this accessible name leading to `href`. */
export function expectLink(container: HTMLElement, name: string | RegExp, href: string): void {
  expect(within(container).getByRole('link', { name })).toHaveAttribute('href', href);
}
