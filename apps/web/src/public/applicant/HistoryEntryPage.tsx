import { applicantHistoryPage, type RecordKind } from '@care360/domain';
import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { Notice } from '../../platform/Notice';
import { RecordFieldsForm } from '../../platform/records/RecordFieldsForm';
import { ApplicantFrame } from './ApplicantFrame';
import { useApplicantLink } from './ApplicantLinkPage';
import { applicantLinkKey, saveHistory } from './applicant-link-api';

/**
 * /add-<page>/:id and /detail-<page>/:id/:editid (spec §2.1): one entry of one of the applicant's
 * histories, drawn from the kind's own declaration, saved through their link (the `:id` is the
 * link's token; `:editid` the entry's id, found only among this applicant's own).
 */
export function HistoryEntryPage({ page: pageName }: { page: string }) {
  const { id: token, editid } = useParams({ strict: false }) as { id: string; editid?: string };
  const page = applicantHistoryPage(pageName);
  const query = useApplicantLink(token);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [removing, setRemoving] = useState(false);
  const [message, setMessage] = useState('');
  if (!page) return null;
  const kind = page.kind as RecordKind;
  const heading = editid ? page.detailTitle : page.addTitle;
  const back = `/applicant/${token}`;

  if (!query.data) {
    return (
      <ApplicantFrame heading={heading}>
        <Text>Opening your application…</Text>
      </ApplicantFrame>
    );
  }
  if (query.data.error) {
    return (
      <ApplicantFrame heading="This link does not work">
        <Notice tone="danger" title="We cannot open your application">
          {query.data.message}
        </Notice>
      </ApplicantFrame>
    );
  }
  const rows = (query.data.data.entries[kind.name] ?? []) as (Record<string, unknown> & {
    id: string;
    version: number;
  })[];
  const record = editid ? rows.find((row) => row.id === editid) : null;
  if (editid && !record) {
    return (
      <ApplicantFrame heading={heading}>
        <Notice tone="danger" title="Not found">
          We could not find that entry in your application.{' '}
          <Anchor component={Link} to={back} inherit>
            Back to your application
          </Anchor>
        </Notice>
      </ApplicantFrame>
    );
  }
  const done = async () => {
    await queryClient.invalidateQueries({ queryKey: applicantLinkKey(token) });
    await navigate({ to: back });
  };

  async function remove() {
    if (!record) return;
    setRemoving(true);
    const result = await saveHistory(token, {
      kind: kind.name,
      entryId: record.id,
      version: record.version,
      remove: true,
    });
    setRemoving(false);
    if (result.error) setMessage(result.message);
    else await done();
  }

  return (
    <ApplicantFrame heading={heading}>
      <Stack gap="md">
        {message && (
          <Notice tone="danger" title="Not removed">
            {message}
          </Notice>
        )}
        <RecordFieldsForm
          key={record?.id ?? 'new'}
          kind={kind}
          fields={page.fields}
          record={record ?? null}
          onSave={(values) =>
            saveHistory(token, {
              kind: kind.name,
              values: Object.fromEntries(
                Object.entries(values).filter(([key]) => page.fields.includes(key)),
              ),
              ...(record ? { entryId: record.id, version: record.version } : {}),
            })
          }
          onSaved={done}
          actions={
            <>
              <Button component={Link} to={back} variant="default">
                Cancel
              </Button>
              {record && (
                <Button color="red" variant="light" loading={removing} onClick={remove}>
                  Remove
                </Button>
              )}
            </>
          }
        />
      </Stack>
    </ApplicantFrame>
  );
}

export const AddEducationPage = () => <HistoryEntryPage page="education" />;
export const EducationDetailPage = () => <HistoryEntryPage page="education" />;
export const AddReferencePage = () => <HistoryEntryPage page="reference" />;
export const ReferenceDetailPage = () => <HistoryEntryPage page="reference" />;
export const AddWorkPage = () => <HistoryEntryPage page="work" />;
export const WorkDetailPage = () => <HistoryEntryPage page="work" />;
export const AddAddressPage = () => <HistoryEntryPage page="address" />;
export const AddressDetailPage = () => <HistoryEntryPage page="address" />;
export const AddNamePage = () => <HistoryEntryPage page="name" />;
export const NameDetailPage = () => <HistoryEntryPage page="name" />;
export const GapDetailPage = () => <HistoryEntryPage page="gap" />;
