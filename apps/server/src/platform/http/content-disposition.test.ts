import { describe, expect, it } from 'vitest';
import { contentDisposition } from './content-disposition';

describe('a download’s file name', () => {
  it('keeps a plain name as it is', () => {
    expect(contentDisposition('Care plan (v2).pdf')).toBe(
      'attachment; filename="Care plan (v2).pdf"',
    );
  });

  it('gives an accented or non-Latin name in UTF-8 with an ASCII fallback', () => {
    expect(contentDisposition('Zoë’s plan – 健康.pdf', true)).toBe(
      `inline; filename="Zoe_s plan _ __.pdf"; filename*=UTF-8''Zo%C3%AB%E2%80%99s%20plan%20%E2%80%93%20%E5%81%A5%E5%BA%B7.pdf`,
    );
  });

  it('cannot be ended early or split by what the name holds', () => {
    const header = contentDisposition('a"b\\c\r\nSet-Cookie: x=1\u0000.pdf');
    expect(header).toBe(
      `attachment; filename="a_b_cSet-Cookie: x=1.pdf"; filename*=UTF-8''a%22b%5CcSet-Cookie%3A%20x%3D1.pdf`,
    );
    // Every character is one a header may carry.
    expect(header).toMatch(/^[\x20-\x7e]+$/);
  });

  it('names something even when nothing printable is left', () => {
    expect(contentDisposition('\u0000\r\n')).toBe('attachment; filename="download"');
  });
});
