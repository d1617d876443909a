import { can, type Permission, type StaffOwner } from '@care360/domain';
import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { apiPost } from '../../platform/api';
import { useCurrentUser } from '../../platform/current-user';
import { Notice } from '../../platform/Notice';
import { EmailPreviewView } from '../../platform/print/EmailPreviewView';
import {
  contractEmailPath,
  emailPreviewQuery,
  fileHref,
  nounOf,
  referenceEmailPath,
} from './staff-email-api';

interface StaffEmailProps {
  title: string;
  /** GET previews, POST `${path}/send` sends. */
  path: string;
  sendPermission: Permission;
  back: { href: string; label: string };
}

/** An email from a staff file (contract, Birdie contract, reference request), with Send. */
function StaffEmailPreview({ title, path, sendPermission, back }: StaffEmailProps) {
  const user = useCurrentUser();
  const preview = useQuery(emailPreviewQuery(path));
  return (
    <EmailPreviewView
      title={title}
      preview={preview}
      notFound={
        <Notice tone="info" title="Not found">
          This person or reference is not one you can see.
        </Notice>
      }
      maySend={can(user, sendPermission)}
      send={() => apiPost(`${path}/send`, {})}
      back={back}
    />
  );
}

type FileParams = { id?: string; editid?: string };

function ContractEmail({ owner, emailKey }: { owner: StaffOwner; emailKey: string }) {
  const { id = '' } = useParams({ strict: false }) as FileParams;
  const title = `${nounOf(owner)} ${emailKey === 'birdie-contract' ? 'Birdie Contract' : 'Contract'} Email`;
  return (
    <StaffEmailPreview
      title={title}
      path={contractEmailPath(owner, id, emailKey)}
      sendPermission={`${owner}.update` as Permission}
      back={{ href: fileHref(owner, id), label: 'Back to the file' }}
    />
  );
}

function ReferenceEmail({ owner }: { owner: StaffOwner }) {
  const { id = '', editid = '' } = useParams({ strict: false }) as FileParams;
  return (
    <StaffEmailPreview
      title={`${nounOf(owner)} Email Reference`}
      path={referenceEmailPath(owner, id, editid)}
      sendPermission={`${owner}.update` as Permission}
      back={{
        href: fileHref(owner, id, 'references-documents'),
        label: 'Back to references and documents',
      }}
    />
  );
}

export const CarerContractEmailPage = () => <ContractEmail owner="carers" emailKey="contract" />;
export const CarerBirdieContractEmailPage = () => (
  <ContractEmail owner="carers" emailKey="birdie-contract" />
);
export const EmployeeContractEmailPage = () => (
  <ContractEmail owner="employees" emailKey="contract" />
);
export const CarerReferenceEmailPage = () => <ReferenceEmail owner="carers" />;
export const EmployeeReferenceEmailPage = () => <ReferenceEmail owner="employees" />;
