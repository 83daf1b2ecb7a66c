export { ArtSvg, type ArtSvgProps } from './art-svg';
export { ProductArt, type ProductArtProps } from './product-art';
export { Portrait } from './portrait';
