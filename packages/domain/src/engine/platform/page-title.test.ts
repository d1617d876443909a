import { describe, expect, it } from 'vitest';
import { NOT_FOUND_TITLE, pageTitle } from './page-title';

describe('pageTitle', () => {
  it('prefixes the route title', () => {
    expect(pageTitle('Users')).toBe('care360 - Users');
  });

  it.each([undefined, null, '', '  '])('uses the default for %s', (title) => {
    expect(pageTitle(title)).toBe('care360 - Home Care Management');
  });

  it('names the not-found page', () => {
    expect(pageTitle(NOT_FOUND_TITLE)).toBe('care360 - Page Not Found');
  });
});
