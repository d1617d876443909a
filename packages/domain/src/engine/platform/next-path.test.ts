import { describe, expect, it } from 'vitest';
import { safeNextPath } from './next-path';

describe('safeNextPath', () => {
  it.each([
    ['/app', '/app'],
    ['/app/users', '/app/users'],
    ['/app/users?search=ann&dir=asc', '/app/users?search=ann&dir=asc'],
    ['/app/clients/3#notes', '/app/clients/3#notes'],
  ])('keeps the app path %s', (next, expected) => {
    expect(safeNextPath(next)).toBe(expected);
  });

  it.each([
    undefined,
    null,
    42,
    '',
    'app/users',
    '/',
    '/forgot-password',
    '/application',
    '//evil.example/app',
    '/\\evil.example/app',
    'https://evil.example/app',
    'javascript:alert(1)',
    '/app/../forgot-password',
  ])('sends %s to the app home instead', (next) => {
    expect(safeNextPath(next)).toBe('/app');
  });
});
