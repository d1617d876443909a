import { describe, expect, it } from 'vitest';
import { linkify } from './linkify';

describe('linkify', () => {
  it('keeps text without links as one part', () => {
    expect(linkify('Your visit is at 10:00.')).toEqual([
      { kind: 'text', text: 'Your visit is at 10:00.' },
    ]);
  });

  it('finds http and https links among text', () => {
    expect(linkify('Reset: https://care360.example/reset-password/abc and http://x.uk')).toEqual([
      { kind: 'text', text: 'Reset: ' },
      {
        kind: 'link',
        text: 'https://care360.example/reset-password/abc',
        href: 'https://care360.example/reset-password/abc',
      },
      { kind: 'text', text: ' and ' },
      { kind: 'link', text: 'http://x.uk', href: 'http://x.uk' },
    ]);
  });

  it('leaves sentence punctuation after a link as text', () => {
    expect(linkify('See https://a.uk/page.')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://a.uk/page', href: 'https://a.uk/page' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('keeps query strings and line breaks', () => {
    expect(linkify('https://a.uk/?x=1&y=2\nThanks')).toEqual([
      { kind: 'link', text: 'https://a.uk/?x=1&y=2', href: 'https://a.uk/?x=1&y=2' },
      { kind: 'text', text: '\nThanks' },
    ]);
  });

  it('never links other schemes', () => {
    expect(linkify('javascript:alert(1) data:text/html,x')).toEqual([
      { kind: 'text', text: 'javascript:alert(1) data:text/html,x' },
    ]);
  });
});
