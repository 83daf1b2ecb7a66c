// Building blocks of the staff console's sections (@dpu/ui/staff), shared by every remote
// that exposes one. Imported only by staff code, so visitors never download it. The staff
// console is built with antd: BrandProvider gives it the brand's theme and Chinese texts.
export * from './brand-provider';
export * from './staff-api';
export * from './list-params';
export * from './use-staff-list';
export * from './staff-table';
export * from './staff-section';
export * from './use-staff-action';
export * from './format';
export * from './columns';
export * from './use-staff-download';
export * from './staff-upload';
export * from './use-staff-upload';
