export * from './clients';
export * from './operations';
export * from './people';
export * from './records';
