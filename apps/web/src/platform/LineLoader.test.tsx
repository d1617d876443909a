import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ButtonLoader } from './ButtonLoader';
import { LineLoader } from './LineLoader';

describe('loaders', () => {
  it('line loader is a labelled progress bar', () => {
    render(
      <MantineProvider>
        <LineLoader label="Loading users" />
      </MantineProvider>,
    );
    const bar = screen.getByRole('progressbar', { name: 'Loading users' });
    expect(bar.getAttribute('aria-valuenow')).toBeNull();
  });

  it('button loader keeps its name, is busy and cannot be pressed while loading', () => {
    const { rerender } = render(
      <MantineProvider>
        <ButtonLoader loading={false} type="submit">
          Sign in
        </ButtonLoader>
      </MantineProvider>,
    );
    const button = screen.getByRole('button', { name: 'Sign in' });
    expect(button.hasAttribute('disabled')).toBe(false);
    expect(button.getAttribute('aria-busy')).toBeNull();

    rerender(
      <MantineProvider>
        <ButtonLoader loading type="submit">
          Sign in
        </ButtonLoader>
      </MantineProvider>,
    );
    const busy = screen.getByRole('button', { name: 'Sign in' });
    expect(busy.getAttribute('aria-busy')).toBe('true');
    expect(busy.hasAttribute('disabled')).toBe(true);
  });
});
