import { Anchor, Button, Group, Input, Stack, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { LineLoader } from '../../LineLoader';
import { fileDownloadUrl, uploadFile } from '../record-api';
import type { WidgetProps } from './field-props';
import classes from './fields.module.css';

export const UPLOAD_UNAVAILABLE_MESSAGE =
  'The file could not be uploaded: this server has no file upload service yet. Save without the file, or try again later.';

interface FileFieldProps extends WidgetProps<string> {
  /** Shows why an upload failed, as the field's error. */
  onUploadError: (message: string) => void;
  /** The name of the file the saved record has, from the row's `_titles`. */
  knownName?: string | null | undefined;
}

/**
 * A file: chosen here, uploaded at once (POST /api/v1/files, multipart), and held as the id the
 * server gives it; the record's save then stores that id.
 */
export function FileField({
  id,
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
  onUploadError,
  knownName,
}: FileFieldProps) {
  const inputId = useId();
  const ids = { description: useId(), error: useId() };
  const [uploading, setUploading] = useState(false);
  const [fileName, setFileName] = useState('');
  const describedBy = [description && ids.description, error && ids.error]
    .filter(Boolean)
    .join(' ');

  async function upload(file: File | undefined) {
    if (!file) return;
    setUploading(true);
    const result = await uploadFile(file);
    setUploading(false);
    onBlur();
    if (result.error) {
      onUploadError(result.status === 404 ? UPLOAD_UNAVAILABLE_MESSAGE : result.message);
      return;
    }
    setFileName(file.name);
    onChange(result.data.id);
  }

  return (
    <Stack gap={6}>
      <Input.Label htmlFor={id ?? inputId} required={required}>
        {label}
      </Input.Label>
      {description && <Input.Description id={ids.description}>{description}</Input.Description>}
      {value ? (
        <Group gap="sm">
          {fileName ? (
            <Text size="sm">{`Uploaded: ${fileName}`}</Text>
          ) : (
            <Anchor size="sm" href={fileDownloadUrl(value)}>
              {knownName ? `Download ${knownName}` : 'Download the attached file'}
            </Anchor>
          )}
          {!disabled && (
            <Button
              variant="default"
              size="compact-sm"
              onClick={() => {
                setFileName('');
                onChange('');
              }}
            >
              Remove file
            </Button>
          )}
        </Group>
      ) : null}
      {/* The input stays, so a file can be chosen again to replace the one attached. */}
      <input
        ref={inputRef}
        id={id ?? inputId}
        name={name}
        type="file"
        className={classes.fileInput}
        disabled={disabled || uploading}
        aria-describedby={describedBy || undefined}
        aria-invalid={error ? true : undefined}
        onChange={(event) => void upload(event.currentTarget.files?.[0])}
      />
      {uploading && <LineLoader label={`Uploading ${label.toLowerCase()}`} />}
      {error && <Input.Error id={ids.error}>{error}</Input.Error>}
    </Stack>
  );
}
