import { render, screen } from '@testing-library/react';
import { BRAND_COLORS } from '@dpu/contracts';
import {
  GENERIC_FEATURES,
  ICON_FAMILIES,
  ICON_SETS,
  IconFromRef,
  PRODUCT_VIEW_BOXES,
  ProductIcon,
  parseIconRef,
} from './index';

const ALLOWED_COLOURS = new Set(
  [...Object.values(BRAND_COLORS), 'none'].map((colour) => colour.toLowerCase()),
);

function coloursOf(svg: Element): string[] {
  return [...svg.querySelectorAll('*')].flatMap((node) =>
    ['fill', 'stroke']
      .map((attr) => node.getAttribute(attr))
      .filter((value): value is string => value !== null)
      .map((value) => value.toLowerCase()),
  );
}

describe('product icon sets', () => {
  it('when every family is listed, then it is one of the eleven of docs/site.md §2 with 6 application-area icons and 5 or 6 technich icons', () => {
    expect(ICON_FAMILIES).toHaveLength(11);
    for (const family of ICON_FAMILIES) {
      const set = ICON_SETS[family];
      expect(set.icons.applicationAreas).toHaveLength(6);
      expect([5, 6]).toContain(set.icons.technich?.length);
      expect(set.icons.feature?.length).toBeGreaterThanOrEqual(1);
      expect(set.icons.feature?.length).toBeLessThanOrEqual(9);
    }
  });

  it('when every icon of every set is drawn, then it is a square view box of docs/site.md §9 in the five brand colours only', () => {
    for (const family of ICON_FAMILIES) {
      for (const [kind, glyphs] of Object.entries(ICON_SETS[family].icons)) {
        glyphs.forEach((_, i) => {
          const { container, unmount } = render(
            <ProductIcon family={family} kind={kind as 'feature'} index={i + 1} variant="dark" />,
          );
          const svg = container.querySelector('svg');
          const [x, y, w, h] = (svg?.getAttribute('viewBox') ?? '').split(' ').map(Number);
          expect([x, y]).toEqual([0, 0]);
          expect(w).toBe(h);
          expect(PRODUCT_VIEW_BOXES).toContain(w);
          coloursOf(svg as Element).forEach((c) => expect(ALLOWED_COLOURS).toContain(c));
          unmount();
        });
      }
    }
  });

  it('when a technich badge is drawn, then its text reads NP, DOE, NOF, FDMA or 5G', () => {
    const texts = [1, 2, 3, 4, 5].map((index) => {
      const { container, unmount } = render(
        <ProductIcon family="conflux2200e" kind="technich" index={index} />,
      );
      const text = container.querySelector('text')?.textContent;
      unmount();
      return text;
    });
    expect(texts).toEqual(['NP', 'DOE', 'NOF', 'FDMA', '5G']);
  });

  it('when the generic numbered feature icons are asked for, then 4 to 10 exist and 3 does not', () => {
    expect(Object.keys(GENERIC_FEATURES).map(Number)).toEqual([4, 5, 6, 7, 8, 9, 10]);
    const { container } = render(<ProductIcon family="generic" kind="feature" index={3} />);
    expect(container.querySelector('svg')).toBeNull();
  });

  it('when series icons are asked for, then one model has seven', () => {
    const withSeries = ICON_FAMILIES.filter((family) => ICON_SETS[family].icons.series);
    expect(withSeries).toEqual(['swift2200n']);
    expect(ICON_SETS.swift2200n.icons.series).toHaveLength(7);
  });

  it('when an icon has a title, then it is an image with that name; without, it is hidden from assistive tech', () => {
    render(<ProductIcon family="ndnp" kind="feature" index={1} title="开放编程" />);
    expect(screen.getByRole('img', { name: '开放编程' })).toBeInTheDocument();
    const { container } = render(<ProductIcon family="ndnp" kind="feature" index={2} />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('when a content reference is parsed, then valid ones resolve and bad ones render nothing', () => {
    expect(parseIconRef('conflux2200e/applicationAreas/3')).toEqual({
      family: 'conflux2200e',
      kind: 'applicationAreas',
      index: 3,
    });
    expect(parseIconRef('nope/feature/1')).toBeUndefined();
    expect(parseIconRef('ndnp/feature/0')).toBeUndefined();
    const { container } = render(<IconFromRef iconRef="ndnp/colour/1" />);
    expect(container.innerHTML).toBe('');
  });
});
