/** The finance area as routes.ts sees it: its manifest. */
export { financeArea } from './finance.manifest';
