import { BRAND_COLORS } from '@dpu/contracts';

// docs/site.md §9 Icons: the five icon colours. A palette paints one glyph: strokes in `fg`,
// highlights in `accent`, the tile behind it in `bg` ('none' for a bare glyph).
export interface IconPalette {
  fg: string;
  accent: string;
  bg: string;
}

export const ICON_PALETTES = {
  /** Red glyph on white: feature and application icons on light sections. */
  light: { fg: BRAND_COLORS.navy, accent: BRAND_COLORS.red, bg: BRAND_COLORS.white },
  /** White glyph on navy: icons on dark banners and cards. */
  dark: { fg: BRAND_COLORS.white, accent: BRAND_COLORS.red, bg: BRAND_COLORS.navy },
  /** Near-black line icons without a tile (technical badges). */
  line: { fg: BRAND_COLORS.nearBlack, accent: BRAND_COLORS.red, bg: 'none' },
  /** Greyed-out look (inactive controls, unavailable items). */
  muted: { fg: BRAND_COLORS.grey, accent: BRAND_COLORS.grey, bg: 'none' },
} as const satisfies Record<string, IconPalette>;

export type IconVariant = keyof typeof ICON_PALETTES;
