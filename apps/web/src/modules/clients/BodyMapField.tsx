import { Input, Stack, Text } from '@mantine/core';
import { type KeyboardEvent, useId, useRef } from 'react';
import type { ChoiceWidgetProps } from '../../platform/records/fields/choice-widgets';
import classes from './BodyMapField.module.css';
import { BACK_OUTLINE, BODY_MAP_SHAPES, type Shape } from './body-map-shapes';

const FIGURES = [
  { side: 'front', title: 'Front', leftOf: 'Right', rightOf: 'Left' },
  { side: 'back', title: 'Back', leftOf: 'Left', rightOf: 'Right' },
] as const;

function ShapeElement({ shape, ...props }: { shape: Shape } & React.SVGProps<SVGElement>) {
  if ('rect' in shape) {
    const [x, y, width, height] = shape.rect;
    return (
      <rect
        {...(props as React.SVGProps<SVGRectElement>)}
        x={x}
        y={y}
        width={width}
        height={height}
        rx={3}
      />
    );
  }
  const [cx, cy, rx, ry] = shape.ellipse;
  return (
    <ellipse {...(props as React.SVGProps<SVGEllipseElement>)} cx={cx} cy={cy} rx={rx} ry={ry} />
  );
}

/**
 * A choice of body location drawn as a body map, front and back: each region is a radio button
 * (click it, or Tab to the map and move with the arrow keys, Home and End), and the chosen one is
 * filled in. The chosen region is also named in words below the map.
 */
export function BodyMapField({
  name,
  label,
  description,
  required,
  error,
  disabled,
  value,
  onChange,
  onBlur,
  inputRef,
  options,
}: ChoiceWidgetProps) {
  const ids = { label: useId(), description: useId(), error: useId() };
  const regions = options.filter((option) => BODY_MAP_SHAPES[option.value]);
  const chosen = regions.find((option) => option.value === value);
  const tabbable = chosen?.value ?? regions[0]?.value;
  const elements = useRef(new Map<string, SVGElement>());

  function choose(next: string) {
    if (disabled) return;
    onChange(next);
    elements.current.get(next)?.focus();
  }

  function onKeyDown(event: KeyboardEvent<SVGElement>, index: number) {
    const last = regions.length - 1;
    const target =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : event.key === ' ' || event.key === 'Enter'
                ? index
                : null;
    if (target === null) return;
    event.preventDefault();
    const option = regions[target];
    if (option) choose(option.value);
  }

  const describedBy = [description && ids.description, error && ids.error]
    .filter(Boolean)
    .join(' ');

  return (
    <Stack gap={6}>
      <Input.Label id={ids.label} required={required}>
        {label}
      </Input.Label>
      {description && (
        <Input.Description id={ids.description} mt={-4}>
          {description}
        </Input.Description>
      )}
      <div
        role="radiogroup"
        aria-labelledby={ids.label}
        aria-describedby={describedBy || undefined}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-disabled={disabled || undefined}
        className={classes.figures}
        data-name={name}
      >
        {FIGURES.map((figure) => (
          <div key={figure.side} className={classes.figure}>
            <Text size="sm" fw={600} aria-hidden="true">
              {figure.title}
            </Text>
            <svg className={classes.svg} viewBox="0 0 120 260">
              <title>{`${figure.title} of the body`}</title>
              {figure.side === 'back' &&
                BACK_OUTLINE.map((shape) => (
                  <ShapeElement
                    key={JSON.stringify(shape)}
                    shape={shape}
                    className={classes.outline}
                    aria-hidden="true"
                  />
                ))}
              {regions.map((option, index) => {
                const shape = BODY_MAP_SHAPES[option.value];
                if (!shape || !option.value.startsWith(`${figure.side}-`)) return null;
                const isTabbable = option.value === tabbable;
                return (
                  <ShapeElement
                    key={option.value}
                    shape={shape}
                    className={classes.region}
                    role="radio"
                    aria-label={option.label}
                    aria-checked={option.value === value}
                    aria-disabled={disabled || undefined}
                    tabIndex={disabled ? -1 : isTabbable ? 0 : -1}
                    ref={(element: SVGElement | null) => {
                      if (element) elements.current.set(option.value, element);
                      else elements.current.delete(option.value);
                      if (isTabbable) inputRef(element);
                    }}
                    onClick={() => choose(option.value)}
                    onKeyDown={(event: KeyboardEvent<SVGElement>) => onKeyDown(event, index)}
                    onBlur={onBlur}
                  >
                    <title>{option.label}</title>
                  </ShapeElement>
                );
              })}
            </svg>
            <Text size="xs" c="dimmed" aria-hidden="true">
              {figure.leftOf} ← → {figure.rightOf}
            </Text>
          </div>
        ))}
      </div>
      <Text size="sm" aria-live="polite">
        {chosen ? `Chosen: ${chosen.label}` : 'No location chosen yet.'}
      </Text>
      {error && (
        <Input.Error id={ids.error} role="alert">
          {error}
        </Input.Error>
      )}
    </Stack>
  );
}
