import { defineRecord } from '../../engine/records/define-record';
import { field } from '../../engine/records/fields';

/** Kinds of document kept on file for clients, carers and office employees. */
export const documentUploadTypes = defineRecord({
  name: 'document-upload-types',
  area: 'reference',
  singular: 'Document Upload Type',
  plural: 'Document Upload Types',
  navGroup: 'Reference data',
  fields: {
    name: field.text('Document type', {
      required: true,
      unique: true,
      max: 100,
      help: 'e.g. DBS certificate',
    }),
    appliesTo: field.choice('Applies to', ['Client', 'Carer', 'Office employee'], {
      required: true,
      help: 'Whose file it goes on: a client upload offers only client document types.',
    }),
    requiredAtOnboarding: field.yesNo('Required at onboarding', {
      help: 'Must be on file before a carer or employee starts, or before a client’s first visit.',
    }),
    expires: field.yesNo('Expires', {
      help: 'Ask for an expiry date on upload and alert before it passes.',
    }),
    reminderDays: field.number('Remind before expiry (days)', { min: 0, max: 365 }),
    allowedFileTypes: field.multiChoice(
      'Allowed file types',
      [
        { value: 'pdf', label: 'PDF' },
        { value: 'jpg', label: 'JPEG image' },
        { value: 'png', label: 'PNG image' },
        { value: 'heic', label: 'iPhone photo (HEIC)' },
        { value: 'docx', label: 'Word document' },
      ],
      { required: true },
    ),
    guidance: field.longText('Guidance', { help: 'Shown to whoever uploads the document.' }),
    active: field.yesNo('Active'),
  },
  titleField: 'name',
  list: {
    columns: ['name', 'appliesTo', 'requiredAtOnboarding', 'expires', 'active'],
    sort: 'name',
    filters: ['appliesTo', 'requiredAtOnboarding', 'expires', 'active'],
    search: ['name'],
  },
});
