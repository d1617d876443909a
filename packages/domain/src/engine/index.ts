// The engine alone (`@care360/domain/engine`): records, forms and platform rules, generic over
// the catalogue's declarations and vocabulary, which it never imports.
export * from './forms/answer-text';
export * from './forms/form-checks';
export * from './forms/form-definition';
export * from './forms/form-engine';
export * from './forms/form-versions';
export * from './platform/alert';
export * from './platform/navigation';
export * from './platform/next-path';
export * from './platform/page-title';
export * from './platform/permission-rules';
export * from './platform/uk-date';
export * from './platform/wall-clock';
export * from './records/define-record';
export * from './records/display-value';
export * from './records/fields';
export * from './records/naming';
export * from './records/recently-deleted';
export * from './records/record-answers';
export * from './records/record-samples';
export * from './records/record-title';
export * from './records/retention';
export * from './records/sensitive-fields';
export * from './records/uk-formats';
