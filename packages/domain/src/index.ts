export * from './people/permissions';
export * from './platform/alert';
export * from './platform/nav-tree';
export * from './platform/navigation';
export * from './platform/next-path';
export * from './platform/page-title';
export * from './platform/uk-date';
