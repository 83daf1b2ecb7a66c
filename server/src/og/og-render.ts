import { CJK_FONT } from '../files/cjk-font';

// SVG → PNG with the Chinese font the server already ships for its generated files (Noto
// Sans SC), never the machine's fonts: the card looks the same on every instance.

/** resvg (a native module) is loaded by the first card drawn, not by every start. */
export async function renderPng(svg: string): Promise<Buffer> {
  const { Resvg } = await import('@resvg/resvg-js');
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
