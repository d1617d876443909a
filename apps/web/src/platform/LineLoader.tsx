import { VisuallyHidden } from '@mantine/core';
import classes from './LineLoader.module.css';

interface LineLoaderProps {
  /** What is loading, for people who cannot see the bar, e.g. 'Loading users'. */
  label: string;
}

/** The block loader (spec §2.7): an indeterminate bar across the top of the block. */
export function LineLoader({ label }: LineLoaderProps) {
  return (
    <div role="progressbar" aria-label={label} aria-busy="true" className={classes.track}>
      <div className={classes.bar} />
      <VisuallyHidden>{label}</VisuallyHidden>
    </div>
  );
}
