import QRCode from 'qrcode';
import { BRAND_COLORS } from '@dpu/contracts';
import { renderZip } from './zip';

// The footer's logo package and official-account QR code (docs/site.md §2 Footer).

function logoSvg(mark: string, text: string, background?: string): string {
  const bg = background ? `<rect width="320" height="96" fill="${background}"/>` : '';
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="96" viewBox="0 0 320 96">',
    `  <title>XinTu Technology logo</title>`,
    `  ${bg}`,
    `  <path d="M16 20h28l20 28-20 28H16l20-28z" fill="${mark}"/>`,
    `  <path d="M52 20h16l20 28-20 28H52l20-28z" fill="${mark}" opacity="0.6"/>`,
    `  <text x="104" y="60" font-family="Helvetica, Arial, sans-serif" font-size="36" font-weight="700" fill="${text}">XinTu</text>`,
    '</svg>',
    '',
  ].join('\n');
}

export function logoPackage(): Promise<Buffer> {
  const { red, navy, white } = BRAND_COLORS;
  return renderZip([
    { name: 'xintu-logo/logo-primary.svg', content: logoSvg(red, navy) },
    { name: 'xintu-logo/logo-navy.svg', content: logoSvg(navy, navy) },
    { name: 'xintu-logo/logo-reversed.svg', content: logoSvg(red, white, navy) },
    {
      name: 'xintu-logo/README.txt',
      content: [
        'XinTu Technology logo package (fictional vendor)',
        '',
        `Brand red:  ${red}`,
        `Dark navy:  ${navy}`,
        `White:      ${white}`,
        '',
        'logo-primary.svg   red mark, navy word, for light backgrounds',
        'logo-navy.svg      single colour',
        'logo-reversed.svg  on the navy background',
        '',
      ].join('\n'),
    },
  ]);
}

export const OFFICIAL_ACCOUNT_URL = 'https://www.example.com/xintu/official-account';

export async function officialAccountQr(): Promise<Buffer> {
  const svg = await QRCode.toString(OFFICIAL_ACCOUNT_URL, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 2,
    color: { dark: BRAND_COLORS.navy, light: BRAND_COLORS.white },
  });
  return Buffer.from(svg);
}
