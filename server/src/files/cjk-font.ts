import { createRequire } from 'node:module';

// Noto Sans SC (SIL OFL 1.1) from the npm package @expo-google-fonts/noto-sans-sc: TrueType
// files that both pdfkit (embedded as /FontFile2, subset) and ffmpeg's drawtext can use at
// build time, and the running server's Open Graph cards (og/) too.

const require = createRequire(import.meta.url);
const PACKAGE = '@expo-google-fonts/noto-sans-sc';

function fontFile(name: string): string {
  return require.resolve(`${PACKAGE}/${name}`);
}

export const CJK_FONT = {
  regular: fontFile('400Regular/NotoSansSC_400Regular.ttf'),
  bold: fontFile('700Bold/NotoSansSC_700Bold.ttf'),
  /** Names the font release in cache keys: a new font version renders anew. */
  id: `${PACKAGE}@${(require(`${PACKAGE}/package.json`) as { version: string }).version}`,
} as const;
