// How a form validates and the site's own form controls (every visitor form uses these). No
// antd here: the staff console's antd provider is in @dpu/ui/staff.
export * from './form-rules';
export * from './site-form';
export * from './form-field';
export * from './inputs';
export * from './file-field';
export * from './fields';
export * from './visitor-form';
