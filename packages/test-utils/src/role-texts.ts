import { within, type ByRoleOptions } from '@testing-library/react';

/** The texts of every element with this role inside `container`, in page order (titles of a list, links of a result). */
export function roleTexts(container: HTMLElement, role: string, options?: ByRoleOptions): string[] {
  return within(container)
    .getAllByRole(role, options)
    .map((element) => element.textContent ?? '');
}
