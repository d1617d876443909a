import { addCalendarDays } from '../../engine/platform/uk-date';

/**
 * The documents a member of staff must have on file before they start (the document types marked
 * "Required at onboarding" for their kind of file), each with the newest upload of its type:
 * missing, on file, expiring within the warning window, or expired. The carer's Document Upload
 * page lists them, so the office sees at once what is still to collect.
 */
export const ONBOARDING_DOCUMENT_STATES = [
  'Missing',
  'Expired',
  'Expiring soon',
  'On file',
] as const;
export type OnboardingDocumentState = (typeof ONBOARDING_DOCUMENT_STATES)[number];

export interface OnboardingDocumentType {
  id: string;
  name: string;
  expires: boolean;
}

export interface StaffUpload {
  id: string;
  documentType: string;
  title: string;
  expiryDate: string | null;
  createdAt: string;
}

export interface OnboardingDocument {
  type: OnboardingDocumentType;
  /** The newest upload of the type, if any. */
  upload: StaffUpload | null;
  state: OnboardingDocumentState;
}

export function onboardingDocuments(
  types: readonly OnboardingDocumentType[],
  uploads: readonly StaffUpload[],
  today: string,
  warningDays: number,
): OnboardingDocument[] {
  const rows = types.map((type): OnboardingDocument => {
    const upload =
      uploads
        .filter((u) => u.documentType === type.id)
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0] ?? null;
    return { type, upload, state: stateOf(type, upload, today, warningDays) };
  });
  // What needs doing first: missing, then expired, then expiring; by name within each.
  const rank = (row: OnboardingDocument) => ONBOARDING_DOCUMENT_STATES.indexOf(row.state);
  return rows.sort((a, b) => rank(a) - rank(b) || a.type.name.localeCompare(b.type.name));
}

function stateOf(
  type: OnboardingDocumentType,
  upload: StaffUpload | null,
  today: string,
  warningDays: number,
): OnboardingDocumentState {
  if (!upload) return 'Missing';
  if (!type.expires || !upload.expiryDate) return 'On file';
  if (upload.expiryDate < today) return 'Expired';
  if (upload.expiryDate <= addCalendarDays(today, warningDays)) return 'Expiring soon';
  return 'On file';
}
