import { normaliseColour } from '@care360/domain';
import { Group, TextInput } from '@mantine/core';
import type { WidgetProps } from './field-props';
import classes from './fields.module.css';

const FALLBACK_PICKER_VALUE = '#000000';

/** A colour: the browser's picker beside the hex code, either of which can be used. */
export function ColourField({ value, onChange, onBlur, inputRef, ...props }: WidgetProps<string>) {
  const pickerValue = normaliseColour(value)?.toLowerCase() ?? FALLBACK_PICKER_VALUE;
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <TextInput
        {...props}
        ref={inputRef}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        onBlur={onBlur}
        autoComplete="off"
        spellCheck={false}
        maw={220}
      />
      <input
        type="color"
        className={classes.colourPicker}
        aria-label={`Pick ${props.label.toLowerCase()}`}
        value={pickerValue}
        disabled={props.disabled}
        onChange={(event) => onChange(event.currentTarget.value.toUpperCase())}
      />
    </Group>
  );
}
