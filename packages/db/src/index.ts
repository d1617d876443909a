export * from './data-folder-lock';
export * from './database';
export * from './demo/seed';
export * from './embedded-server';
export * from './migrate';
export * from './prepare';
export * from './queries/carer-gender-preferences';
export * from './records/table-for';
export * as schema from './schema';
