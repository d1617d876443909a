/**
 * Help and guidance text may name a page to read as `[words](https://address)`: the form
 * renderer draws it as a link, and plain text (an email, a PDF) as "words (address)". Only an
 * https address makes a link; anything else in brackets stays the text it was written as, so a
 * declaration can never make a `javascript:` link.
 */

export type LinkedTextPart = { text: string } | { text: string; href: string };

const LINK = /\[([^\]\n]+)\]\((https:\/\/[^\s()]+)\)/g;

/** The text in order, each link a part with its address. */
export function linkedTextParts(text: string): LinkedTextPart[] {
  const parts: LinkedTextPart[] = [];
  let at = 0;
  for (const match of text.matchAll(LINK)) {
    const [whole, words, href] = match as unknown as [string, string, string];
    if (match.index > at) parts.push({ text: text.slice(at, match.index) });
    parts.push({ text: words, href });
    at = match.index + whole.length;
  }
  if (at < text.length) parts.push({ text: text.slice(at) });
  return parts;
}

/** The text with each link written out, for where no link can be drawn. */
export const plainLinkedText = (text: string): string =>
  linkedTextParts(text)
    .map((part) => ('href' in part ? `${part.text} (${part.href})` : part.text))
    .join('');
