import { BODY_LOCATIONS, clientPressureUlcersBruises } from '@care360/domain';
import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { FieldInput } from '../../platform/records/fields/FieldInput';
import type { RecordFormValues } from '../../platform/records/form-values';
import { BodyMapField } from './BodyMapField';
import { BODY_MAP_SHAPES } from './body-map-shapes';

const options = BODY_LOCATIONS.map(({ value, label }) => ({ value, label }));

/** The field as a form holds it: the chosen value comes back in. */
function Harness({ initial = '', onChange }: { initial?: string; onChange: (v: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <MantineProvider>
      <BodyMapField
        name="bodyLocation"
        label="Body location"
        description="Left and right are the client’s own."
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
        onBlur={() => {}}
        inputRef={() => {}}
        options={options}
      />
    </MantineProvider>
  );
}

function renderMap(initial = '') {
  const onChange = vi.fn<(value: string) => void>();
  render(<Harness initial={initial} onChange={onChange} />);
  return { onChange, group: screen.getByRole('radiogroup', { name: 'Body location' }) };
}

describe('BodyMapField', () => {
  it('draws every body location of the declaration as a region', () => {
    expect(BODY_LOCATIONS.filter((location) => !BODY_MAP_SHAPES[location.value])).toEqual([]);
    const { group } = renderMap();
    expect(within(group).getAllByRole('radio')).toHaveLength(BODY_LOCATIONS.length);
  });

  it('chooses the region clicked and shows it chosen, on the map and in words', async () => {
    const user = userEvent.setup();
    const { onChange, group } = renderMap();
    expect(screen.getByText('No location chosen yet.')).toBeTruthy();
    await user.click(within(group).getByRole('radio', { name: 'Sacrum and coccyx' }));
    expect(onChange).toHaveBeenLastCalledWith('back-sacrum');
    const sacrum = within(group).getByRole('radio', { name: 'Sacrum and coccyx' });
    expect(sacrum.getAttribute('aria-checked')).toBe('true');
    expect(
      within(group)
        .getAllByRole('radio')
        .filter((region) => region.getAttribute('aria-checked') === 'true'),
    ).toHaveLength(1);
    expect(screen.getByText('Chosen: Sacrum and coccyx')).toBeTruthy();
  });

  it('is used from the keyboard: Tab reaches the chosen region, arrows and Home/End move and choose', async () => {
    const user = userEvent.setup();
    const { onChange, group } = renderMap('back-left-heel');
    await user.tab();
    const heel = within(group).getByRole('radio', { name: 'Left heel' });
    expect(document.activeElement).toBe(heel);
    // Only one region is in the tab order, so Tab leaves the map in one step.
    expect(
      within(group)
        .getAllByRole('radio')
        .filter((r) => r.tabIndex === 0),
    ).toEqual([heel]);

    await user.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith('back-right-heel');
    expect(document.activeElement).toBe(within(group).getByRole('radio', { name: 'Right heel' }));
    await user.keyboard('{ArrowRight}');
    // Past the last region it wraps to the first, as radio buttons do.
    expect(onChange).toHaveBeenLastCalledWith('front-head');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(onChange).toHaveBeenLastCalledWith('back-left-heel');
    await user.keyboard('{Home}');
    expect(onChange).toHaveBeenLastCalledWith('front-head');
    await user.keyboard('{End}');
    expect(onChange).toHaveBeenLastCalledWith('back-right-heel');
    expect(screen.getByText('Chosen: Right heel')).toBeTruthy();
  });
});

function DeclaredField() {
  const { control } = useForm<RecordFormValues>({ defaultValues: { bodyLocation: '' } });
  const def = clientPressureUlcersBruises.fields.bodyLocation;
  return (
    <MantineProvider>
      <FieldInput
        name="bodyLocation"
        owner="client-pressure-ulcers-bruises"
        def={def}
        control={control}
        disabled={false}
        onUploadError={() => {}}
      />
    </MantineProvider>
  );
}

describe('a choice declared with the body-map widget', () => {
  it('shows the body map in place of the select', async () => {
    render(<DeclaredField />);
    const group = await screen.findByRole('radiogroup', { name: 'Body location' });
    await userEvent.setup().click(within(group).getByRole('radio', { name: 'Left knee' }));
    expect(
      within(group).getByRole('radio', { name: 'Left knee' }).getAttribute('aria-checked'),
    ).toBe('true');
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});
