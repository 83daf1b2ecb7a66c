// Building blocks of the staff console's sections (@dpu/ui/staff), shared by every remote
// that exposes one. Imported only by staff code, so visitors never download it.
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
