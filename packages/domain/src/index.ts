// The whole domain package: the engine and the catalogue of declarations that uses it.
export * from './catalogue';
export * from './engine';
