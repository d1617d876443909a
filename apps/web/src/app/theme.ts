import { type CSSVariablesResolver, createTheme, Modal } from '@mantine/core';
import phoneDialogs from './shell/phone-dialogs.module.css';

/**
 * A calm, plain theme whose text colours pass WCAG AA (4.5:1) on white: the primary blue is shade
 * 8 (Mantine's default shade 6 is 3.6:1 under white text), dimmed text is gray 7 rather than
 * gray 6, and error text red 9 rather than red 6.
 */
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: 8, dark: 4 },
  defaultRadius: 'sm',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '650' },
  cursorType: 'pointer',
  // Someone who asked their device for less motion gets menus and dialogs without their fades.
  respectReducedMotion: true,
  components: {
    Modal: Modal.extend({
      classNames: { inner: phoneDialogs.inner, content: phoneDialogs.content },
    }),
  },
});

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-7)',
    '--mantine-color-anchor': 'var(--mantine-color-blue-8)',
  },
  dark: {},
});
