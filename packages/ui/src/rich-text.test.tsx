import { render } from '@testing-library/react';
import { RichText, sanitizeHtml } from './rich-text';

describe('RichText', () => {
  it('when HTML holds a trademark mark, then it is kept', () => {
    const { container } = render(<RichText html="CONFLUX<sup>®</sup>" as="span" />);
    expect(container.querySelector('sup')?.textContent).toBe('®');
  });

  it('when HTML holds script or event handlers, then they are removed', () => {
    const clean = sanitizeHtml('<img src=x onerror="alert(1)"><script>alert(2)</script><b>ok</b>');
    expect(clean).not.toMatch(/onerror|script/);
    expect(clean).toContain('<b>ok</b>');
  });
});
