import type { ReactNode } from 'react';
import { drawGlyph, GLYPH_GRID } from './glyphs';
import {
  isIconFamily,
  isIconKind,
  lookupIcon,
  type IconFamily,
  type IconKind,
  type ProductViewBox,
} from './icon-table';
import { ICON_PALETTES, type IconVariant } from './palette';

export interface ProductIconProps {
  family: IconFamily | 'generic';
  kind: IconKind;
  /** 1-based number of the icon in its set. */
  index: number;
  variant?: IconVariant;
  /** Rendered size in CSS pixels (the view box stays the set's own). */
  size?: number;
  /** Accessible name; without it the icon is decorative (aria-hidden). */
  title?: string;
  className?: string;
}

/** One numbered icon of a family's set (docs/site.md §2 'Product icon sets'); null when absent. */
export function ProductIcon({
  family,
  kind,
  index,
  variant = 'light',
  size,
  title,
  className,
}: ProductIconProps) {
  const found = lookupIcon(family, kind, index);
  if (!found) return null;
  return (
    <IconSvg
      viewBox={found.viewBox}
      variant={variant}
      size={size}
      title={title}
      className={className}
      testId={`icon-${family}-${kind}-${index}`}
    >
      {drawGlyph(found.glyph, ICON_PALETTES[variant])}
    </IconSvg>
  );
}

interface IconSvgProps {
  viewBox: ProductViewBox;
  variant: IconVariant;
  size?: number;
  title?: string;
  className?: string;
  testId: string;
  children: ReactNode;
}

function IconSvg({ viewBox, variant, size, title, className, testId, children }: IconSvgProps) {
  const palette = ICON_PALETTES[variant];
  const scale = viewBox / GLYPH_GRID;
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${viewBox} ${viewBox}`}
      width={size ?? viewBox}
      height={size ?? viewBox}
      className={className}
      role={title ? 'img' : undefined}
      aria-label={title}
      aria-hidden={title ? undefined : true}
      focusable="false"
      data-testid={testId}
    >
      {palette.bg !== 'none' && (
        <rect width={viewBox} height={viewBox} rx={viewBox / 6} fill={palette.bg} />
      )}
      <g transform={scale === 1 ? undefined : `scale(${scale})`}>{children}</g>
    </svg>
  );
}

/** An icon reference in content: '<family|generic>/<kind>/<n>', e.g. 'conflux2200e/feature/3'. */
export interface IconRef {
  family: IconFamily | 'generic';
  kind: IconKind;
  index: number;
}

export function parseIconRef(ref: string | undefined): IconRef | undefined {
  const [family = '', kind = '', n = ''] = (ref ?? '').split('/');
  const index = Number(n);
  if (!(family === 'generic' || isIconFamily(family)) || !isIconKind(kind)) return undefined;
  if (!Number.isInteger(index) || index < 1) return undefined;
  return { family, kind, index };
}

/** Renders an icon from a content reference; unknown references render nothing. */
export function IconFromRef({
  iconRef,
  ...rest
}: { iconRef: string | undefined } & Omit<ProductIconProps, 'family' | 'kind' | 'index'>) {
  const parsed = parseIconRef(iconRef);
  return parsed ? <ProductIcon {...parsed} {...rest} /> : null;
}
