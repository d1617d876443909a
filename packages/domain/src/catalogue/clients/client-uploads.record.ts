import { defineRecord } from '../../engine/records/define-record';
import { field } from '../../engine/records/fields';

/** Documents kept on a client's file: care packages from the council, DNACPR forms, letters. */
export const clientUploads = defineRecord({
  name: 'client-uploads',
  area: 'clients',
  singular: 'Client Upload',
  plural: 'Client Uploads',
  parent: 'clients',
  ownPermissions: true,
  path: 'edit/uploads',
  auditReads: true,
  fields: {
    documentType: field.reference('Document type', 'document-upload-types', {
      required: true,
      where: {
        field: 'appliesTo',
        value: 'Client',
        message: 'Choose a document type for clients: this one is for staff files.',
      },
    }),
    title: field.text('Title', { required: true, max: 200, help: 'e.g. DNACPR form, June 2025.' }),
    file: field.file('File', {
      required: true,
      help: 'PDF, image or Word document, up to 10 MB; the document type says which.',
      typesFrom: { reference: 'documentType', list: 'allowedFileTypes' },
    }),
    expiryDate: field.date('Expiry date'),
    notes: field.longText('Notes', { max: 2000 }),
  },
  titleField: 'title',
  list: {
    columns: ['title', 'documentType', 'file', 'expiryDate'],
    sort: 'title',
    filters: ['documentType'],
    search: ['title'],
  },
});
