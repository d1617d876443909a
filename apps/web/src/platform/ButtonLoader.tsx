import { Button, type ButtonProps, type ElementProps } from '@mantine/core';

export interface ButtonLoaderProps extends ButtonProps, ElementProps<'button', keyof ButtonProps> {
  /** While true the button shows a small loader, keeps its name and cannot be pressed again. */
  loading: boolean;
}

/**
 * A button that shows the small loader while its call runs (spec §2.7). Mantine keeps the label in
 * the accessible name; aria-busy tells assistive technology the action is under way.
 */
export function ButtonLoader({ loading, children, ...props }: ButtonLoaderProps) {
  return (
    <Button {...props} loading={loading} aria-busy={loading || undefined}>
      {children}
    </Button>
  );
}
