import { cardArt } from './card-art';
import { chipArt, ipCoreArt } from './chip-art';
import type { Hardware } from './hardware';
import { ART_HEIGHT, ART_WIDTH } from './palette';
import { platformArt } from './platform-art';
import { portraitArt, type PortraitSpec } from './portrait-art';
import { el, type SvgNode } from './svg-node';

export { el, g, toSvgString, type SvgAttrs, type SvgNode } from './svg-node';
export { describeHardware, readHardware, FORM_FACTORS, PORT_TYPES } from './hardware';
export type {
  CardHardware,
  ChipHardware,
  Hardware,
  IpCoreHardware,
  PlatformHardware,
} from './hardware';
export { readPortrait, HAIR_STYLES, OUTFITS, type PortraitSpec } from './portrait-art';
export { ogCardSvg, wrapTitle, OG_HEIGHT, OG_WIDTH, type OgCard } from './og-card';
export { ART, ART_HEIGHT, ART_WIDTH } from './palette';

/** The drawing of a product (inner group, in the 480 × 300 frame) from its hardware. */
export function productArtBody(hardware: Hardware, name: string): SvgNode {
  switch (hardware.kind) {
    case 'card':
      return cardArt(hardware, name);
    case 'chip':
      return chipArt(hardware, name);
    case 'platform':
      return platformArt(hardware, name);
    case 'ipcore':
      return ipCoreArt(hardware, name);
  }
}

/** A whole <svg> of a product's drawing. */
export function productArt(hardware: Hardware, name: string): SvgNode {
  return el(
    'svg',
    { xmlns: 'http://www.w3.org/2000/svg', viewBox: `0 0 ${ART_WIDTH} ${ART_HEIGHT}` },
    productArtBody(hardware, name),
  );
}

/** A whole <svg> of a portrait (240 × 240). */
export function portraitSvg(spec: PortraitSpec): SvgNode {
  return el(
    'svg',
    { xmlns: 'http://www.w3.org/2000/svg', viewBox: '0 0 240 240' },
    portraitArt(spec),
  );
}

export { portraitArt };
