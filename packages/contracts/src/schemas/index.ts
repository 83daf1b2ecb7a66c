// The TypeBox schemas of docs/api.md, one file per resource. The server validates requests and
// shapes answers with them; the front end takes only their static types (through the package's
// main entry, as `import type`), so TypeBox never reaches the browser.
export * from './envelope';
export * from './fields';
export * from './accounts';
export * from './products';
export * from './certification';
export * from './materials';
export * from './files';
export * from './contact';
export * from './jobs';
export * from './tracking';
export * from './staff';
export * from './staff-accounts';
export * from './media';
export * from './content-fields';
export * from './content-schemas';
export * from './studio';
