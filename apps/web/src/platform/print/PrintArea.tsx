import type { ReactNode } from 'react';
import classes from './print.module.css';

/** What goes on paper when the page is printed: this area only, without the app around it. */
export function PrintArea({ children }: { children: ReactNode }) {
  return <div className={classes.printArea}>{children}</div>;
}

/** Inside a print area: shown on screen, left off the paper (buttons, links). */
export function ScreenOnly({ children }: { children: ReactNode }) {
  return <div className={classes.screenOnly}>{children}</div>;
}
