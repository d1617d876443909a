export * from './clients';
export * from './links';
export * from './mfa';
export * from './operations';
export * from './people';
export * from './records';
export * from './scheduling';
export * from './staff';
