import type { ThemeConfig } from 'antd';
import { BRAND_COLORS } from '@dpu/contracts';

/** docs/site.md §9 brand colours as antd tokens; the same values are CSS variables in styles.css. */
export const brandTheme: ThemeConfig = {
  token: {
    colorPrimary: BRAND_COLORS.red,
    colorLink: BRAND_COLORS.red,
    colorTextBase: BRAND_COLORS.nearBlack,
    colorBorder: BRAND_COLORS.grey,
    colorBgBase: BRAND_COLORS.white,
    colorTextHeading: BRAND_COLORS.navy,
    // antd's light placeholder grey falls short of WCAG's 4.5:1 for text
    colorTextPlaceholder: '#5f6b76',
    borderRadius: 4,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'PingFang SC', 'Microsoft YaHei', 'Helvetica Neue', Arial, sans-serif",
  },
  components: {
    Layout: { headerBg: BRAND_COLORS.navy },
  },
};

/** The CSS custom properties of styles.css, by name: the same docs/site.md §9 colours. */
export const BRAND_CSS_VARIABLES = {
  '--brand-red': BRAND_COLORS.red,
  '--brand-navy': BRAND_COLORS.navy,
  '--brand-white': BRAND_COLORS.white,
  '--brand-near-black': BRAND_COLORS.nearBlack,
  '--brand-grey': BRAND_COLORS.grey,
} as const;
