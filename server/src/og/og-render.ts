import { Resvg } from '@resvg/resvg-js';
import { CJK_FONT } from '../files/cjk-font';

// SVG → PNG with the Chinese font the server already ships for its generated files (Noto
// Sans SC), never the machine's fonts: the card looks the same on every instance.

export function renderPng(svg: string): Buffer {
  const image = new Resvg(svg, {
    font: {
      fontFiles: [CJK_FONT.regular, CJK_FONT.bold],
      loadSystemFonts: false,
      defaultFontFamily: 'Noto Sans SC',
      sansSerifFamily: 'Noto Sans SC',
    },
  });
  return image.render().asPng();
}
