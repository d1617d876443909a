import { Button, Group, Input, Stack, TextInput } from '@mantine/core';
import { type PointerEvent, useId, useRef, useState } from 'react';
import type { WidgetProps } from './field-props';
import classes from './fields.module.css';

const INK = '#1a1b1e';
const TYPED_FONT = 'italic 44px "Segoe Script", "Brush Script MT", "Snell Roundhand", cursive';
const NO_CANVAS = 'This browser cannot draw a signature here. Type your name instead.';

/** The typed name drawn as a signature image; null when the browser cannot draw. */
function typedSignature(name: string): string | null {
  const canvas = document.createElement('canvas');
  canvas.width = 640;
  canvas.height = 160;
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = INK;
  context.font = TYPED_FONT;
  context.textBaseline = 'middle';
  context.fillText(name, 24, canvas.height / 2, canvas.width - 48);
  return canvas.toDataURL('image/png');
}

/** Sizes the drawing surface to its box on screen, so strokes land under the pointer. */
function prepare(canvas: HTMLCanvasElement): CanvasRenderingContext2D | null {
  const context = canvas.getContext('2d');
  if (!context) return null;
  const box = canvas.getBoundingClientRect();
  const scale = window.devicePixelRatio || 1;
  const width = Math.round(box.width * scale);
  const height = Math.round(box.height * scale);
  if (canvas.width !== width || canvas.height !== height) {
    canvas.width = width;
    canvas.height = height;
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
  }
  context.setTransform(scale, 0, 0, scale, 0, 0);
  context.strokeStyle = INK;
  context.lineWidth = 2.5;
  context.lineCap = 'round';
  context.lineJoin = 'round';
  return context;
}

/**
 * A signature, stored as a PNG data URL: drawn with a mouse, finger or stylus on the pad, or,
 * for keyboard and screen-reader users (and anyone who prefers it), typed as a name and drawn
 * in a handwriting face.
 */
export function SignaturePad({
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
}: WidgetProps<string>) {
  const ids = { label: useId(), description: useId(), error: useId(), typed: useId() };
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const [mode, setMode] = useState<'draw' | 'type'>('draw');
  const [typedName, setTypedName] = useState('');
  const [signedHere, setSignedHere] = useState(false);
  const [problem, setProblem] = useState('');
  const describedBy = [description && ids.description, (error || problem) && ids.error]
    .filter(Boolean)
    .join(' ');

  function startStroke(event: PointerEvent<HTMLCanvasElement>) {
    if (disabled) return;
    const canvas = event.currentTarget;
    const context = prepare(canvas);
    if (!context) {
      setProblem(NO_CANVAS);
      setMode('type');
      return;
    }
    canvas.setPointerCapture(event.pointerId);
    drawing.current = true;
    const box = canvas.getBoundingClientRect();
    context.beginPath();
    context.moveTo(event.clientX - box.left, event.clientY - box.top);
  }

  function continueStroke(event: PointerEvent<HTMLCanvasElement>) {
    if (!drawing.current) return;
    const canvas = event.currentTarget;
    const context = canvas.getContext('2d');
    const box = canvas.getBoundingClientRect();
    context?.lineTo(event.clientX - box.left, event.clientY - box.top);
    context?.stroke();
  }

  function endStroke(event: PointerEvent<HTMLCanvasElement>) {
    if (!drawing.current) return;
    drawing.current = false;
    setSignedHere(true);
    onChange(event.currentTarget.toDataURL('image/png'));
    onBlur();
  }

  function clear() {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (canvas && context) {
      context.setTransform(1, 0, 0, 1, 0, 0);
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, canvas.width, canvas.height);
    }
    setTypedName('');
    setSignedHere(false);
    onChange('');
  }

  function changeTypedName(text: string) {
    setTypedName(text);
    setSignedHere(true);
    if (text.trim() === '') {
      onChange('');
      return;
    }
    const image = typedSignature(text.trim());
    if (image === null) setProblem('This browser cannot make a signature image.');
    onChange(image ?? '');
  }

  const showSaved = value !== '' && !signedHere;

  return (
    <Stack
      gap={6}
      role="group"
      aria-labelledby={ids.label}
      aria-describedby={describedBy || undefined}
    >
      <Input.Label id={ids.label} required={required}>
        {label}
      </Input.Label>
      {description && <Input.Description id={ids.description}>{description}</Input.Description>}
      {showSaved ? (
        <img src={value} alt={`${label}: signed`} className={classes.signatureImage} />
      ) : mode === 'draw' ? (
        <canvas
          ref={canvasRef}
          className={classes.signaturePad}
          role="img"
          aria-label={`${label}: drawing pad. Sign with a mouse, finger or stylus, or use “Type your name instead”.`}
          onPointerDown={startStroke}
          onPointerMove={continueStroke}
          onPointerUp={endStroke}
          onPointerCancel={endStroke}
        />
      ) : (
        <TextInput
          id={ids.typed}
          ref={inputRef}
          name={name}
          label="Type your full name"
          value={typedName}
          disabled={disabled}
          onChange={(event) => changeTypedName(event.currentTarget.value)}
          onBlur={onBlur}
          autoComplete="name"
          maw={420}
        />
      )}
      {(error || problem) && <Input.Error id={ids.error}>{error || problem}</Input.Error>}
      {!disabled && (
        <Group gap="xs">
          {showSaved ? (
            <Button ref={inputRef} variant="default" size="compact-sm" onClick={clear}>
              Clear and sign again
            </Button>
          ) : (
            <>
              {mode === 'draw' ? (
                <Button
                  ref={inputRef}
                  variant="default"
                  size="compact-sm"
                  onClick={() => {
                    clear();
                    setMode('type');
                  }}
                >
                  Type your name instead
                </Button>
              ) : (
                <Button
                  variant="default"
                  size="compact-sm"
                  onClick={() => {
                    clear();
                    setProblem('');
                    setMode('draw');
                  }}
                >
                  Draw instead
                </Button>
              )}
              <Button variant="subtle" size="compact-sm" onClick={clear}>
                Clear signature
              </Button>
            </>
          )}
        </Group>
      )}
    </Stack>
  );
}
