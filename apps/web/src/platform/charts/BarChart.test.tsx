import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BarChart } from './BarChart';

describe('BarChart', () => {
  it('names every bar and its number in words, for the eye and for a screen reader', () => {
    render(
      <MantineProvider>
        <BarChart
          title="Applicants by stage"
          bars={[
            { label: 'Applied', value: 10, text: '10 (100%)' },
            { label: 'Cleared', value: 2, text: '2 (20%)' },
          ]}
        />
      </MantineProvider>,
    );
    const chart = screen.getByRole('img', {
      name: /Applicants by stage Applied: 10 \(100%\); Cleared: 2 \(20%\)/,
    });
    expect(screen.getByText('2 (20%)').tagName).toBe('text');
    const bars = chart.querySelectorAll('rect');
    expect(Number(bars[1]?.getAttribute('width'))).toBeLessThan(
      Number(bars[0]?.getAttribute('width')),
    );
  });
});
