// What other areas use of rostering: the scheduler's "Plan rota" button.
export { PlanRotaButton } from './PlanRotaDialog';
