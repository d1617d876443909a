import { linkedTextParts } from '@care360/domain';
import { Anchor } from '@mantine/core';
import { Fragment } from 'react';

/**
 * Help or guidance text with its `[words](https://…)` links drawn as links (linked-text.ts in the
 * domain). A link opens in a new tab, so an applicant half way through a form keeps their place.
 */
export function LinkedText({ text }: { text: string }) {
  return linkedTextParts(text).map((part, index) =>
    'href' in part ? (
      <Anchor
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, in order.
        key={index}
        href={part.href}
        target="_blank"
        rel="noopener noreferrer"
        inherit
      >
        {part.text}
      </Anchor>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, in order.
      <Fragment key={index}>{part.text}</Fragment>
    ),
  );
}
