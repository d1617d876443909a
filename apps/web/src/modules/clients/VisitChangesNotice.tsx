import {
  counted,
  DAYS_OF_WEEK,
  ukDate,
  type VisitChangeAnswer,
  type VisitChangesPreviewAnswer,
  type VisitChangesPreviewBody,
} from '@care360/domain';
import { List, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { useWatch } from 'react-hook-form';
import { apiPost, unwrap } from '../../platform/api';
import { Notice } from '../../platform/Notice';
import { isoDateOf } from '../../platform/records/form-values';
import type { RecordFormNoticeProps } from '../../platform/records/record-form-notices';

const PREVIEW_DEBOUNCE_MS = 400;
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/** The client and the template the form is under, read from its address. */
function useOwners() {
  const path = useRouterState({ select: (state) => state.location.pathname });
  const client = new RegExp(`/clients/(${UUID})`).exec(path)?.[1] ?? null;
  const template = new RegExp(`/visit-templates/(${UUID})`).exec(path)?.[1] ?? null;
  return { client, template };
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const time = (value: unknown) => /^\d{2}:\d{2}/.exec(text(value))?.[0] ?? '';

function sentence(change: VisitChangeAnswer): string {
  const when = `${ukDate(change.visitDate)} ${change.startTime}–${change.endTime}`;
  switch (change.action) {
    case 'add':
      return `${when}: a new visit`;
    case 'move':
      return `${when}: moves to ${change.newStartTime}–${change.newEndTime}`;
    case 'cancel':
      return `${when}: cancelled (no longer in the package)`;
    default:
      return `${when}: left as it is (${change.reason ?? 'the office’s'})`;
  }
}

/**
 * Which of the client's future visits a template change would make, move or cancel, and which it
 * leaves alone (moved by hand, confirmed, started), shown as the form is filled in: saving applies
 * it (POST /api/v1/clients/:id/visit-changes-preview).
 */
function VisitChangesPreview({ body }: { body: VisitChangesPreviewBody | null }) {
  const { client } = useOwners();
  const [asked] = useDebouncedValue(JSON.stringify(body), PREVIEW_DEBOUNCE_MS);
  const preview = useQuery({
    queryKey: ['visit-changes-preview', client, asked],
    queryFn: async ({ signal }) =>
      unwrap(
        await apiPost<VisitChangesPreviewAnswer>(
          `/api/v1/clients/${client}/visit-changes-preview`,
          JSON.parse(asked),
          { signal },
        ),
      ),
    enabled: Boolean(client) && asked !== 'null',
    retry: false,
  });
  const data = preview.data;
  if (!data) return null;
  const { add, move, cancel, held } = data.counts;
  if (add + move + cancel + held === 0) return null;
  const parts = [
    add ? `${counted(add, 'new visit')}` : null,
    move ? `${counted(move, 'visit')} moved` : null,
    cancel ? `${counted(cancel, 'visit')} cancelled` : null,
  ].filter(Boolean);
  return (
    <Notice tone={held > 0 ? 'warning' : 'info'} title="Saving changes the client’s visits">
      <Text size="sm">
        From {ukDate(data.from)} to {ukDate(data.to)}:{' '}
        {parts.length > 0 ? parts.join(', ') : 'no visit changes'}
        {held > 0
          ? `; ${counted(held, 'visit')} ${held === 1 ? 'is' : 'are'} left as ${held === 1 ? 'it is because it was' : 'they are because they were'} moved by hand, confirmed or started.`
          : '.'}
      </Text>
      <List size="sm" aria-label="Visits this change affects">
        {data.changes.map((change) => (
          <List.Item
            key={`${change.action}-${change.visitId ?? ''}-${change.visitDate}-${change.startTime}`}
          >
            {sentence(change)}
          </List.Item>
        ))}
      </List>
    </Notice>
  );
}

/** On a visit template's form: its dates as typed. */
export function TemplateVisitChangesNotice({ control, recordId }: RecordFormNoticeProps) {
  const [validFrom, validTo] = useWatch({ control, name: ['validFrom', 'validTo'] });
  const from = isoDateOf(text(validFrom));
  const to = isoDateOf(text(validTo));
  const body: VisitChangesPreviewBody | null = from
    ? { template: { id: recordId, validFrom: from, validTo: to ?? null } }
    : null;
  return <VisitChangesPreview body={body} />;
}

/** On a template visit's form: its day, times and carers as typed. */
export function DetailVisitChangesNotice({ control, recordId }: RecordFormNoticeProps) {
  const { template } = useOwners();
  const [dayOfWeek, startTime, endTime, carersNeeded] = useWatch({
    control,
    name: ['dayOfWeek', 'startTime', 'endTime', 'carersNeeded'],
  });
  const day = DAYS_OF_WEEK.find((d) => d === dayOfWeek);
  const carers = Number(carersNeeded);
  const body: VisitChangesPreviewBody | null =
    template && day && time(startTime) && time(endTime) && carers >= 1 && carers <= 4
      ? {
          detail: {
            id: recordId,
            template,
            dayOfWeek: day,
            startTime: time(startTime),
            endTime: time(endTime),
            carersNeeded: carers,
          },
        }
      : null;
  return <VisitChangesPreview body={body} />;
}
