export * from './operations';
export * from './people';
export * from './records';
