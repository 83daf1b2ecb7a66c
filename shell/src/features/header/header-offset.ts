// docs/site.md §9 Header right-hand buttons: on mobile their offset is (viewport width − 64)/2 + 32
// px; otherwise they sit 10 px from the right. On mobile the offset is measured from the
// left and the block is centred on it (translateX(-50%)): that centres the buttons between
// the 32 px back button and the 32 px hamburger.

export const DESKTOP_RIGHT_OFFSET_PX = 10;

export type HeaderButtonsOffset = { side: 'left'; px: number } | { side: 'right'; px: number };

export function headerButtonsOffset(viewportWidth: number, mobile: boolean): HeaderButtonsOffset {
  if (mobile) return { side: 'left', px: (viewportWidth - 64) / 2 + 32 };
  return { side: 'right', px: DESKTOP_RIGHT_OFFSET_PX };
}
