import { Text } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import { Notice } from '../../platform/Notice';
import type { RecordFormNoticeProps } from '../../platform/records/record-form-notices';

/**
 * On an incident's form while its status is Draft: on a carer's report from the phone, what the
 * office does to open it; on a new entry, that only the phone makes drafts (the server refuses
 * one typed here, modules/quality/incident-drafts.ts on the server).
 */
export function IncidentDraftNotice({ control, recordId }: RecordFormNoticeProps) {
  const status = useWatch({ control, name: 'status' });
  if (status !== 'Draft') return null;
  if (recordId === null) {
    return (
      <Notice tone="warning" title="Drafts come from carers’ phones">
        <Text size="sm">An incident entered here starts Open: choose Open as its status.</Text>
      </Notice>
    );
  }
  return (
    <Notice tone="info" title="Reported from a carer’s phone">
      <Text size="sm">
        Check what happened, judge the harm to the client and record who was told, then set the
        status to Open. Until it is opened it is not counted on the QA dashboard.
      </Text>
    </Notice>
  );
}
