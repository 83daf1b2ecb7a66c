// The content studio's editor (@dpu/studio). Loaded only by the staff console (/staff), in a
// chunk of its own: visitors' pages never import it.
export { StudioSection, type StudioCollectionRef, type StudioSectionProps } from './studio-section';
export { SchemaForm, FieldEditor } from './schema-form';
export { MarkdownEditor } from './markdown-editor';
export { useAutosave, SAVE_STATUS_TEXT, type SaveStatus } from './use-autosave';
export { studioApi, StudioError } from './studio-api';
export type { FieldSchema } from './field-schema';
