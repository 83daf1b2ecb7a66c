export { ArtSvg, type ArtSvgProps } from './art-svg';
export { ProductArt, type ProductArtProps } from './product-art';
export { ProductDrawing, ProductPicture, type ProductPictureProps } from './product-picture';
export { Portrait } from './portrait';
