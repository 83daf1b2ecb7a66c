import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyPage } from './lazy-page';
import { loadHtmlSanitizer } from './rich-text';

jest.mock('./rich-text', () => ({ loadHtmlSanitizer: jest.fn(() => Promise.resolve()) }));

const Page = () => <p>页面</p>;

describe('lazyPage', () => {
  beforeEach(() => jest.mocked(loadHtmlSanitizer).mockClear());

  it('when a page is rendered in the browser, then it waits for its code and the sanitizer', async () => {
    const Lazy = lazyPage(() => Promise.resolve({ Page }), 'Page');
    render(
      <Suspense fallback="…">
        <Lazy />
      </Suspense>,
    );
    expect(await screen.findByText('页面')).toBeInTheDocument();
    expect(loadHtmlSanitizer).toHaveBeenCalled();
  });

  it('when a page renders no rich text, then the sanitizer is not loaded for it', async () => {
    const Lazy = lazyPage(() => Promise.resolve({ Page }), 'Page', { richText: false });
    render(
      <Suspense fallback="…">
        <Lazy />
      </Suspense>,
    );
    expect(await screen.findByText('页面')).toBeInTheDocument();
    expect(loadHtmlSanitizer).not.toHaveBeenCalled();
  });

  it('when preloaded, then it renders without suspending', async () => {
    const Lazy = lazyPage(() => Promise.resolve({ Page }), 'Page');
    await Lazy.preload();
    render(
      <Suspense fallback="…">
        <Lazy />
      </Suspense>,
    );
    expect(screen.getByText('页面')).toBeInTheDocument();
  });
});
