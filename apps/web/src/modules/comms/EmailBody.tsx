import { Anchor } from '@mantine/core';
import classes from './EmailBody.module.css';
import { linkify } from './linkify';

/** A plain-text email as sent, line breaks kept, web links clickable (opening a new tab). */
export function EmailBody({ body }: { body: string }) {
  return (
    <div className={classes.body}>
      {linkify(body).map((part, index) =>
        part.kind === 'link' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts are a fixed split of one text.
          <Anchor key={index} href={part.href} target="_blank" rel="noopener noreferrer">
            {part.text}
          </Anchor>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts are a fixed split of one text.
          <span key={index}>{part.text}</span>
        ),
      )}
    </div>
  );
}
