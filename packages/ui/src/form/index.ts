// How a form validates and what its shared fields are (every form of the site uses these).
// A separate entry: it brings antd, which pages without a form do not load.
export * from './form-rules';
export * from './phone-input';
export * from './fields';
export * from './brand-provider';
export * from './visitor-form';
