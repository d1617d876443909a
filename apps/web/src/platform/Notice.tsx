import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './Notice.module.css';

type Tone = 'success' | 'danger' | 'info' | 'warning';

const COLOURS: Record<Tone, string> = {
  success: 'green',
  danger: 'red',
  info: 'blue',
  warning: 'yellow',
};

interface NoticeProps {
  tone: Tone;
  title: string;
  children: ReactNode;
}

/**
 * An inline message inside a page or form. The text stays black on the tint so it keeps a 4.5:1
 * contrast whatever the tone; the tone shows in the background and border.
 */
export function Notice({ tone, title, children }: NoticeProps) {
  return (
    <Alert
      variant="light"
      color={COLOURS[tone]}
      title={title}
      role={tone === 'danger' ? 'alert' : 'status'}
      classNames={{ root: classes.root, title: classes.title }}
    >
      {children}
    </Alert>
  );
}
