import { describe, expect, it } from 'vitest';
import { linkedTextParts, plainLinkedText } from './linked-text';

describe('text with links', () => {
  it('splits out each https link with its words', () => {
    expect(
      linkedTextParts(
        'Read [the guidance](https://www.gov.uk/a-page) first, then [this](https://x.example/b).',
      ),
    ).toEqual([
      { text: 'Read ' },
      { text: 'the guidance', href: 'https://www.gov.uk/a-page' },
      { text: ' first, then ' },
      { text: 'this', href: 'https://x.example/b' },
      { text: '.' },
    ]);
  });

  it('keeps text without links whole', () => {
    expect(linkedTextParts('No links here.')).toEqual([{ text: 'No links here.' }]);
    expect(linkedTextParts('')).toEqual([]);
  });

  it('makes no link of an address that is not https', () => {
    for (const text of [
      '[click](javascript:alert(1))',
      '[plain](http://example.test/page)',
      '[relative](/app/clients)',
      '[mail](mailto:someone@example.test)',
    ]) {
      expect(linkedTextParts(text)).toEqual([{ text }]);
    }
  });

  it('writes each link out where none can be drawn', () => {
    expect(plainLinkedText('See [the rules](https://www.gov.uk/rules).')).toBe(
      'See the rules (https://www.gov.uk/rules).',
    );
  });
});
