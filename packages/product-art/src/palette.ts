// The brand colours of docs/site.md §9 and the few material tones the drawings add
// (metal, gold fingers, circuit board), in one place.
export const ART = {
  red: '#DE2B2B',
  navy: '#081F32',
  white: '#FFFFFF',
  grey: '#C6C6C6',
  board: '#0F2D47',
  boardEdge: '#1B4466',
  trace: '#2A5A82',
  metal: '#D9DEE3',
  metalDark: '#A9B2BB',
  metalLine: '#8A949E',
  gold: '#D8A93B',
  goldDark: '#B0862A',
  silicon: '#1A2430',
  ledGreen: '#35D07F',
  ledAmber: '#F2B233',
} as const;

export const ART_FONT = "'Noto Sans SC', 'PingFang SC', 'Microsoft YaHei', sans-serif";

/** Product drawings share one frame, so cards, heroes and tables line up. */
export const ART_WIDTH = 480;
export const ART_HEIGHT = 300;
