import { STAFF_OWNERS, type StaffOwner } from '@care360/domain';
import { fileScreenName, personFileRoute } from '../../platform/person-files/person-file-screens';
import { lazyScreen, type ScreenDeclaration } from '../../platform/screens/screen-declaration';

/**
 * A staff file's reference pages and emails (spec §2.5, §2.6): the referee's answers
 * (EmploymentReference / CharacterReference), the reference request email, and the contract
 * emails (a carer's contract and Birdie contract, an office employee's contract).
 */
export function staffReferenceScreens(owner: StaffOwner): ScreenDeclaration[] {
  const { prefix, noun } = STAFF_OWNERS[owner];
  const Owner = owner === 'carers' ? ('Carer' as const) : ('Employee' as const);
  const parent = fileScreenName(personFileRoute(owner));
  const references = owner === 'carers' ? 'carer-references' : 'employee-references';
  const answers = (kind: 'Employment' | 'Character'): ScreenDeclaration => ({
    name: `${prefix}-${kind.toLowerCase()}-reference`,
    parent,
    path: `/${kind}Reference/$editid`,
    title: `${noun} ${kind} Reference`,
    permission: `${references}.read`,
    declarations: [owner, references],
    staticData: { personFile: owner },
    component: lazyScreen(
      () => import('./StaffReferenceAnswersPage'),
      `${Owner}${kind}ReferencePage`,
    ),
  });
  const contract = (
    key: 'contract' | 'birdie-contract',
    label: string,
    page: 'CarerContractEmailPage' | 'CarerBirdieContractEmailPage' | 'EmployeeContractEmailPage',
  ): ScreenDeclaration => ({
    name: `${prefix}-${key}-email`,
    parent,
    path: `/${key}-email`,
    title: `${noun} ${label} Email`,
    permission: `${owner}.read`,
    declarations: [owner],
    staticData: { personFile: owner },
    component: lazyScreen(() => import('./StaffEmailPreviewPage'), page),
  });
  return [
    answers('Employment'),
    answers('Character'),
    {
      name: `${prefix}-email-reference`,
      parent,
      path: '/references-documents/email-reference/$editid',
      title: `${noun} Email Reference`,
      permission: `${references}.read`,
      declarations: [owner, references],
      staticData: { personFile: owner },
      component: lazyScreen(() => import('./StaffEmailPreviewPage'), `${Owner}ReferenceEmailPage`),
    },
    contract('contract', 'Contract', `${Owner}ContractEmailPage`),
    ...(owner === 'carers'
      ? [contract('birdie-contract', 'Birdie Contract', 'CarerBirdieContractEmailPage')]
      : []),
  ];
}
