export * from './product-icon';
export * from './operator-icons';
export * from './icon-table';
export * from './palette';
export { GLYPH_NAMES, type GlyphName } from './glyphs';
