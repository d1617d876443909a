export * from './data-folder-lock';
export * from './database';
export * from './demo/seed';
export * from './migrate';
export * as schema from './schema';
