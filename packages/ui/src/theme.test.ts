import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BRAND_COLORS } from '@dpu/contracts';
import { BRAND_CSS_VARIABLES, brandTheme } from './theme';

describe('brand theme (docs/site.md §9 colours)', () => {
  it('when antd is themed, then the brand colours are its tokens', () => {
    expect(brandTheme.token).toMatchObject({
      colorPrimary: '#DE2B2B',
      colorTextBase: '#040000',
      colorBorder: '#c6c6c6',
      colorBgBase: '#FFFFFF',
      colorTextHeading: '#081F32',
    });
    expect(brandTheme.components?.Layout?.headerBg).toBe(BRAND_COLORS.navy);
  });

  it('when styles.css is loaded, then every brand colour is a CSS variable with the same value', () => {
    const css = readFileSync(path.join(__dirname, 'styles.css'), 'utf8');
    for (const [name, value] of Object.entries(BRAND_CSS_VARIABLES)) {
      const declared = new RegExp(`${name}:\\s*([^;]+);`).exec(css)?.[1]?.trim();
      expect(declared?.toLowerCase()).toBe(value.toLowerCase());
    }
    expect(Object.values(BRAND_CSS_VARIABLES).sort()).toEqual(Object.values(BRAND_COLORS).sort());
  });
});
