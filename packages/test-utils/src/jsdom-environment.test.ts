import { screen } from '@testing-library/react';

// jsdom-environment.cjs raises the selector engine's cache: stylesheets of more distinct
// selectors than the old limit must still decide what a role query finds.
describe('the jsdom test environment', () => {
  it('when 1500 rules come before the one hiding a button, then the button is hidden', () => {
    const rules = Array.from({ length: 1500 }, (_, i) => `.unused-${i} > span { color: red; }`);
    const style = document.createElement('style');
    style.textContent = `${rules.join('\n')}\n.hidden-by-sheet { display: none; }`;
    document.head.append(style);
    document.body.innerHTML =
      '<button class="hidden-by-sheet">藏起</button><button class="shown">显示</button>';
    expect(screen.queryByRole('button', { name: '藏起' })).toBeNull();
    expect(screen.getByRole('button', { name: '显示' })).toBeVisible();
    expect(document.querySelector('.hidden-by-sheet')).not.toBeVisible();
    // twice: the second pass answers from the cache
    expect(screen.queryByRole('button', { name: '藏起' })).toBeNull();
    style.remove();
  });
});
