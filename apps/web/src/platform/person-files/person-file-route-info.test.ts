import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PERSON_FILE_ROUTES } from 'virtual:care360/person-file-routes';
import { CLIENT_FILE, CLIENT_FORMS, type FormDefinition, recordKind } from '@care360/domain';
import { describe, expect, it } from 'vitest';
import { personFileRoutesOf } from './person-file-route-info';

const FILE_PREFIX = '/app/clients/:id/edit/';

/** The spec's questionnaire screens of the client file (the MAR chart is a page of its own). */
function specFormScreens(): { path: string; title: string }[] {
  const text = readFileSync(join(import.meta.dirname, '../../../../../docs/screens.tsv'), 'utf8');
  return text
    .split('\n')
    .map((line) => line.split('\t'))
    .filter(([path = '', , kind]) => path.startsWith(FILE_PREFIX) && kind === 'form')
    .map(([path = '', , , title = '']) => ({ path: path.slice(FILE_PREFIX.length), title }))
    .filter((screen) => screen.path !== 'marchart');
}

describe('client form routes', () => {
  it('titles each questionnaire page "Client {title}"', () => {
    const consent: FormDefinition = {
      key: 'consent',
      title: 'Consent',
      version: 1,
      purpose: 'contract',
      sections: [],
    };
    const [route] = personFileRoutesOf([{ ...CLIENT_FILE, questionnaires: [consent] }], recordKind);
    expect(route?.forms).toEqual([{ key: 'consent', path: 'consent', title: 'Client Consent' }]);
  });

  it('puts a questionnaire at the page the spec names when it declares one', () => {
    const birdie: FormDefinition = {
      key: 'birdie-form',
      path: 'birdieForm',
      title: 'Birdie Form',
      version: 1,
      purpose: 'contract',
      sections: [],
    };
    const [route] = personFileRoutesOf([{ ...CLIENT_FILE, questionnaires: [birdie] }], recordKind);
    expect(route?.forms).toEqual([
      { key: 'birdie-form', path: 'birdieForm', title: 'Client Birdie Form' },
    ]);
  });

  it('gives the app, at build time, a page for every questionnaire screen of the spec', () => {
    const CLIENT_FORM_ROUTES = PERSON_FILE_ROUTES.find((file) => file.owner === 'clients')?.forms;
    if (!CLIENT_FORM_ROUTES) throw new Error('The client file has no routes.');
    expect(CLIENT_FORM_ROUTES.map((route) => route.key)).toEqual(
      CLIENT_FORMS.map((form) => form.key),
    );
    const spec = specFormScreens();
    expect(spec).toHaveLength(20);
    const pages = CLIENT_FORM_ROUTES.map(({ path, title }) => ({ path, title }));
    expect(pages.sort((a, b) => a.path.localeCompare(b.path))).toEqual(
      spec.sort((a, b) => a.path.localeCompare(b.path)),
    );
  });
});

describe('the declarations a questionnaire page loads', () => {
  it('names the kinds its reference questions choose from, in groups too', () => {
    const transfer: FormDefinition = {
      key: 'move',
      title: 'Move',
      version: 1,
      purpose: 'assessment',
      sections: [
        {
          id: 's',
          title: 'S',
          questions: [
            { id: 'to', type: 'reference', label: 'To', to: 'branches' },
            {
              id: 'g',
              type: 'group',
              label: 'Who',
              questions: [{ id: 'who', type: 'reference', label: 'Who', to: 'users' }],
            },
            { id: 'again', type: 'reference', label: 'Again', to: 'branches' },
          ],
        },
      ],
    };
    const plain: FormDefinition = {
      key: 'plain',
      title: 'Plain',
      version: 1,
      purpose: 'assessment',
      sections: [],
    };
    const [route] = personFileRoutesOf(
      [{ ...CLIENT_FILE, questionnaires: [transfer, plain] }],
      recordKind,
    );
    expect(route?.forms.map((form) => form.declarations)).toEqual([
      ['branches', 'users'],
      undefined,
    ]);
  });

  it('gives every built questionnaire page with a picker the declaration it reads', () => {
    // The carer's File Transfer page picks a branch: opened directly, it must load branches.
    const carerForms = PERSON_FILE_ROUTES.find((file) => file.owner === 'carers')?.forms;
    expect(carerForms?.find((form) => form.key === 'file-transfer')?.declarations).toEqual([
      'branches',
    ]);
  });
});
