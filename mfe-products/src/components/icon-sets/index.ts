export * from './product-icon';
export * from './icon-table';
export * from './palette';
export { GLYPH_NAMES, type GlyphName } from './glyphs';
