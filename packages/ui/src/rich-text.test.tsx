import { act, render, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { loadHtmlSanitizer, RichText, sanitizeHtml } from './rich-text';

describe('RichText', () => {
  // first: the sanitizer is not loaded yet in this file
  it('when hydrating server HTML, then it keeps that HTML and loads no sanitizer', async () => {
    const container = document.createElement('div');
    container.innerHTML = '<span class="t">CONFLUX<sup>®</sup></span>';
    document.body.append(container);
    const root = await act(async () =>
      hydrateRoot(container, <RichText html="CONFLUX<sup>®</sup>" as="span" className="t" />),
    );
    expect(container.innerHTML).toBe('<span class="t">CONFLUX<sup>®</sup></span>');
    // without DOMPurify nothing but text passes
    expect(sanitizeHtml('<b>x</b>')).toBe('x');
    act(() => root.unmount());
    container.remove();
  });

  it('when rendered in the browser, then it shows the text until the sanitizer is there', async () => {
    const { container } = render(
      <RichText html="<p>安全</p><script>alert(2)</script><img src=x onerror=alert(1)>" />,
    );
    expect(container.textContent).toBe('安全');
    expect(container.innerHTML).not.toMatch(/onerror|<script|<img/);
    await waitFor(() => expect(container.querySelector('p')?.textContent).toBe('安全'));
    expect(container.innerHTML).not.toMatch(/onerror|<script/);
  });

  it('when HTML holds a trademark mark, then it is kept', async () => {
    const { container } = render(<RichText html="CONFLUX<sup>®</sup>" as="span" />);
    await waitFor(() => expect(container.querySelector('sup')?.textContent).toBe('®'));
  });

  it('when HTML holds script or event handlers, then they are removed', async () => {
    await loadHtmlSanitizer();
    const clean = sanitizeHtml('<img src=x onerror="alert(1)"><script>alert(2)</script><b>ok</b>');
    expect(clean).not.toMatch(/onerror|script/);
    expect(clean).toContain('<b>ok</b>');
  });
});
