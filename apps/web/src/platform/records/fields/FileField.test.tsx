import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, ok, refused } from '../../../test/fake-server';
import { FileField, UPLOAD_UNAVAILABLE_MESSAGE } from './FileField';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderField(value = '') {
  const onChange = vi.fn<(value: string) => void>();
  const onUploadError = vi.fn<(message: string) => void>();
  render(
    <MantineProvider>
      <FileField
        name="document"
        label="Document"
        value={value}
        onChange={onChange}
        onBlur={() => {}}
        inputRef={() => {}}
        onUploadError={onUploadError}
      />
    </MantineProvider>,
  );
  return { onChange, onUploadError };
}

const letter = new File(['Dear Sir'], 'letter.pdf', { type: 'application/pdf' });

describe('FileField', () => {
  it('uploads the chosen file as multipart and keeps the id the server gives it', async () => {
    const server = fakeServer({ 'POST /api/v1/files': () => ok({ id: 'f1' }) });
    const { onChange } = renderField();
    await userEvent.upload(screen.getByLabelText('Document'), letter);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('f1'));
    const sent = server.calls('POST', '/api/v1/files')[0]?.body;
    expect(sent).toBeInstanceOf(FormData);
    expect(((sent as FormData).get('file') as File).name).toBe('letter.pdf');
  });

  it('says clearly when the server has no upload service', async () => {
    fakeServer({ 'POST /api/v1/files': () => refused(404, 'Not found.') });
    const { onChange, onUploadError } = renderField();
    await userEvent.upload(screen.getByLabelText('Document'), letter);
    await waitFor(() => expect(onUploadError).toHaveBeenCalledWith(UPLOAD_UNAVAILABLE_MESSAGE));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('offers an attached file for download and lets it be removed', async () => {
    const { onChange } = renderField('f1');
    expect(
      screen.getByRole('link', { name: 'Download the attached file' }).getAttribute('href'),
    ).toBe('/api/v1/files/f1');
    await userEvent.click(screen.getByRole('button', { name: 'Remove file' }));
    expect(onChange).toHaveBeenCalledWith('');
  });
});
