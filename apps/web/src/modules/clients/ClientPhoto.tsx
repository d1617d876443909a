import { Avatar, Image } from '@mantine/core';
import { useState } from 'react';
import { fileUrl } from './client-file-api';

/** 'Margaret Hughes' → 'MH'. */
export function initialsOf(forename: unknown, surname: unknown): string {
  return [forename, surname]
    .map((part) => (typeof part === 'string' ? part.trim().charAt(0).toUpperCase() : ''))
    .join('');
}

interface ClientPhotoProps {
  fileId: string | null;
  name: string;
  initials: string;
}

/** The client's photo, so a new carer knows who they are visiting; their initials without one. */
export function ClientPhoto({ fileId, name, initials }: ClientPhotoProps) {
  // A photo that no longer loads (deleted file) falls back to the initials.
  const [failed, setFailed] = useState(false);
  if (fileId && !failed) {
    return (
      <Image
        src={fileUrl(fileId)}
        alt={`Photo of ${name}`}
        w={112}
        h={112}
        radius="md"
        fit="cover"
        onError={() => setFailed(true)}
      />
    );
  }
  return (
    <Avatar size={112} radius="md" color="blue" aria-label={`No photo of ${name}`} role="img">
      {initials}
    </Avatar>
  );
}
