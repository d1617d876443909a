export * from './operations';
export * from './people';
