import { APPLICANT_EMAILS, type ApplicantEmailKey, can } from '@care360/domain';
import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { apiPost } from '../../platform/api';
import { useCurrentUser } from '../../platform/current-user';
import { EmailPreviewView } from '../../platform/print/EmailPreviewView';
import { emailPreviewQuery, type PrintParams, sendEmailPath } from './print-api';
import {
  APPLICANT_LETTER_NOT_FOUND,
  TrainingWhenFields,
  useTrainingWhen,
} from './TrainingWhenFields';

/**
 * An email to the applicant (spec §2.2, /app/:id/email-interview and /app/:id/training-email)
 * shown exactly as the server would send it, with Send for whoever may change the applicant: the
 * server sends that same email through the mailer, so it is in the email log.
 */
function ApplicantEmailPreview({ emailKey }: { emailKey: ApplicantEmailKey }) {
  const { id = '' } = useParams({ strict: false }) as { id?: string };
  const user = useCurrentUser();
  const email = APPLICANT_EMAILS.find((e) => e.key === emailKey);
  const when = useTrainingWhen();
  const { on, at } = when;
  const params: PrintParams = emailKey === 'training' ? { on, at } : {};
  const preview = useQuery(emailPreviewQuery(id, emailKey, params));
  return (
    <EmailPreviewView
      title={email?.title ?? ''}
      preview={preview}
      notFound={APPLICANT_LETTER_NOT_FOUND}
      maySend={can(user, 'applicants.update')}
      send={() =>
        apiPost(sendEmailPath(id, emailKey), { ...(on ? { on } : {}), ...(at ? { at } : {}) })
      }
      back={{
        href: `/app/applicants/${encodeURIComponent(id)}/edit`,
        label: 'Back to the applicant’s file',
      }}
    >
      {emailKey === 'training' && <TrainingWhenFields when={when} />}
    </EmailPreviewView>
  );
}

export const InterviewEmailPreviewPage = () => <ApplicantEmailPreview emailKey="interview" />;
export const TrainingEmailPreviewPage = () => <ApplicantEmailPreview emailKey="training" />;
