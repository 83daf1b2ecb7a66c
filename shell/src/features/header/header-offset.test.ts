import { headerButtonsOffset } from './header-offset';

describe('header right-hand buttons offset (docs/site.md §9)', () => {
  it.each([
    [375, 187.5],
    [390, 195],
    [768, 384],
    [64, 32],
  ])(
    'when the mobile viewport is %i px wide, then the offset is (w − 64)/2 + 32 = %d px',
    (w, px) => {
      expect(headerButtonsOffset(w, true)).toEqual({ side: 'left', px });
    },
  );

  it.each([1024, 1440, 1920])(
    'when the desktop viewport is %i px wide, then the buttons sit 10 px from the right',
    (w) => {
      expect(headerButtonsOffset(w, false)).toEqual({ side: 'right', px: 10 });
    },
  );
});
