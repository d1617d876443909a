import { APPLICANT_PRINTS, type ApplicantPrintKey } from '@care360/domain';
import { Anchor, Button, Group, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { LineLoader } from '../../platform/LineLoader';
import { PrintArea, ScreenOnly } from '../../platform/print/PrintArea';
import { PrintedDocumentView } from '../../platform/print/PrintedDocumentView';
import { LoadFailure } from '../../platform/records/RecordPageStates';
import { type PrintParams, printedDocumentPdfUrl, printedDocumentQuery } from './print-api';
import {
  APPLICANT_LETTER_NOT_FOUND,
  TrainingWhenFields,
  useTrainingWhen,
} from './TrainingWhenFields';

/**
 * One of the applicant's letters or forms (spec §2.2, /app/:id/print-…): the document the server
 * fills from the file, ready to print, with its PDF to download. For a letter, the address's
 * `:client` is the office (branch) whose letterhead and address it carries: the spec leaves
 * `:client` unexplained, and the sending office is what a letter to an applicant varies by.
 */
function PrintApplicantDocument({ documentKey }: { documentKey: ApplicantPrintKey }) {
  const { id = '', client } = useParams({ strict: false }) as { id?: string; client?: string };
  const print = APPLICANT_PRINTS.find((p) => p.key === documentKey);
  // Training: the office says when it is before printing; without a date the letter says it
  // will be confirmed.
  const when = useTrainingWhen();
  const { on, at } = when;
  const params: PrintParams = {
    branch: client,
    ...(documentKey === 'training' ? { on, at } : {}),
  };
  const document = useQuery(printedDocumentQuery(id, documentKey, params));
  return (
    <Stack gap="md">
      <Title order={1}>{print?.title}</Title>
      {documentKey === 'training' && <TrainingWhenFields when={when} />}
      {document.isPending ? (
        <LineLoader label="Loading the document" />
      ) : document.isError ? (
        <LoadFailure
          error={document.error}
          what="The document"
          retry={() => void document.refetch()}
          notFound={APPLICANT_LETTER_NOT_FOUND}
        />
      ) : (
        <PrintArea>
          <Stack gap="lg">
            <PrintedDocumentView document={document.data} />
            <ScreenOnly>
              <Group gap="sm">
                <Button onClick={() => window.print()}>Print</Button>
                <Button
                  component="a"
                  variant="default"
                  href={printedDocumentPdfUrl(id, documentKey, params)}
                  download={document.data.filename}
                >
                  Download PDF
                </Button>
                <Anchor component={Link} to={`/app/applicants/${encodeURIComponent(id)}/edit`}>
                  Back to the applicant’s file
                </Anchor>
              </Group>
            </ScreenOnly>
          </Stack>
        </PrintArea>
      )}
    </Stack>
  );
}

export const PrintInterviewPage = () => <PrintApplicantDocument documentKey="interview" />;
export const PrintTrainingPage = () => <PrintApplicantDocument documentKey="training" />;
export const PrintRejectionPage = () => <PrintApplicantDocument documentKey="rejection" />;
export const PrintPostInterviewPage = () => <PrintApplicantDocument documentKey="post-interview" />;
export const PrintInductionPackPage = () => <PrintApplicantDocument documentKey="induction-pack" />;
export const PrintEnhancedDbsFormPage = () => (
  <PrintApplicantDocument documentKey="enhanced-dbs-form" />
);
