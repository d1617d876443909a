import { Button, Group, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { ButtonLoader } from '../ButtonLoader';
import { inSentence } from './in-sentence';

interface DeleteRecordModalProps {
  /** The kind's singular noun: 'Medication'. */
  singular: string;
  /** The record being deleted, by its title; null while the modal is closed. */
  recordTitle: string | null;
  onConfirm: () => Promise<void>;
  onClose: () => void;
}

/** Asks before deleting; the alert after the delete offers Undo. */
export function DeleteRecordModal({
  singular,
  recordTitle,
  onConfirm,
  onClose,
}: DeleteRecordModalProps) {
  const [pending, setPending] = useState(false);
  async function confirm() {
    setPending(true);
    try {
      await onConfirm();
    } finally {
      setPending(false);
    }
  }
  return (
    <Modal
      opened={recordTitle !== null}
      onClose={onClose}
      title={`Delete this ${inSentence(singular)}?`}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Text mb="lg">
        {recordTitle ? `“${recordTitle}” will be deleted.` : 'This record will be deleted.'} You can
        undo this straight after, from the message that confirms it.
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} disabled={pending}>
          Cancel
        </Button>
        {/* Red 9: Mantine's red 6 under white text is only 3.3:1. */}
        <ButtonLoader color="red.9" loading={pending} onClick={confirm} data-autofocus>
          Delete
        </ButtonLoader>
      </Group>
    </Modal>
  );
}
