import { SectionChildLists } from '../../platform/person-files/SectionChildLists';
import type { RecordListHeaderProps } from '../../platform/records/record-list-headers';

/**
 * Above References and Documents: its six lists (DBS documents, student visa terms, address,
 * name, education and work history), each with its records and its Add link.
 */
export function StaffReferenceLists({ location }: RecordListHeaderProps) {
  const top = location.parents[0];
  if (!top) return null;
  const owner = top.kind.name;
  const id = encodeURIComponent(top.id);
  return (
    <SectionChildLists
      file={{ owner, pageBase: `/app/${owner}/${id}/edit`, apiBase: `/api/v1/${owner}/${id}` }}
      segment="references-documents"
    />
  );
}
