import { Anchor, Group, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { LineLoader } from '../../platform/LineLoader';
import { PublicFrame } from '../PublicFrame';
import { areaPath, DeadLink } from './ProfessionalAreaPage';
import { documentPdfUrl, professionalAreaQuery } from './professional-api';

/** The PDF viewer's height: 800 px, as the spec's preview gives it. */
const VIEWER_HEIGHT = 800;

/**
 * /health-professionals/:id/:token/pdf/:type: one document in the browser's viewer. The grant is
 * asked first, so a dead link or a document outside it shows the one plain refusal, not a blank
 * frame.
 */
export function ProfessionalPdfPage() {
  const params = useParams({ strict: false }) as { id?: string; token?: string; type?: string };
  const id = params.id ?? '';
  const token = params.token ?? '';
  const type = params.type ?? '';
  const query = useQuery(professionalAreaQuery(token));
  const result = query.data;
  if (!result) return <LineLoader label="Opening the document" />;
  if (result.error) return <DeadLink message={result.message} />;
  const doc = result.data.documents.find((d) => d.type === type);
  if (!doc)
    return (
      <DeadLink message="This document is not among those shared with you. Ask the care agency if you need it." />
    );
  return (
    <PublicFrame heading={`${doc.label}: ${result.data.clientName}`} size={1000}>
      <Stack>
        <Group>
          <Anchor component={Link} to={areaPath(id, token)}>
            Back to the shared documents
          </Anchor>
        </Group>
        <iframe
          title={`${doc.label} for ${result.data.clientName}`}
          src={documentPdfUrl(token, type)}
          style={{
            height: VIEWER_HEIGHT,
            width: '100%',
            border: '1px solid var(--mantine-color-gray-4)',
          }}
        />
      </Stack>
    </PublicFrame>
  );
}
