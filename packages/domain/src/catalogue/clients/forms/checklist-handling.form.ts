import type { FormDefinition } from '../../../engine/forms/form-definition';

/**
 * The moving and handling checklist (Manual Handling Operations Regulations 1992): how the client
 * moves, the equipment and the number of carers, and a TILE assessment of each risky task.
 * Hoists and slings are lifting equipment and need a thorough examination every six months
 * (LOLER 1998), so that date is asked for whenever a hoist is in use.
 */
export const checklistHandlingForm: FormDefinition = {
  key: 'checklist-handling',
  title: 'Checklist Handling',
  version: 1,
  purpose: 'assessment',
  description:
    'Assess each moving and handling task before carers do it. Carers only use equipment they have been trained on and that has been checked.',
  reviewMonths: 6,
  sections: [
    {
      id: 'mobility',
      title: 'Mobility',
      questions: [
        {
          id: 'mobility',
          type: 'choice',
          label: 'Walking',
          required: true,
          options: [
            { value: 'independent', label: 'Walks independently' },
            { value: 'with_aid', label: 'Walks independently with an aid' },
            { value: 'help_of_one', label: 'Walks with the help of one person' },
            { value: 'help_of_two', label: 'Walks with the help of two people' },
            { value: 'unable', label: 'Does not walk' },
          ],
        },
        {
          id: 'weight_bearing',
          type: 'choice',
          label: 'Weight bearing',
          required: true,
          options: [
            { value: 'full', label: 'Fully weight bearing' },
            { value: 'partial', label: 'Partially weight bearing' },
            { value: 'none', label: 'Non-weight bearing' },
          ],
        },
        { id: 'weight_kg', type: 'number', label: 'Approximate weight (kg)', min: 20, max: 350 },
        {
          id: 'transfers',
          type: 'longText',
          label: 'Transfers: bed, chair, toilet, bath or shower',
          required: true,
          help: 'For each transfer: how the client moves, the equipment, and what carers say and do. For example: "Bed to chair with the standing aid, two carers, client holds the bar and stands on the count of three".',
        },
        {
          id: 'bed_mobility',
          type: 'choice',
          label: 'Moving in bed',
          options: [
            { value: 'independent', label: 'Independent' },
            { value: 'some_help', label: 'Needs some help' },
            { value: 'full_help', label: 'Needs full help (slide sheets)' },
          ],
        },
      ],
    },
    {
      id: 'equipment',
      title: 'Equipment',
      questions: [
        {
          id: 'equipment_used',
          type: 'multiChoice',
          label: 'Equipment used',
          options: [
            { value: 'mobile_hoist', label: 'Mobile hoist' },
            { value: 'ceiling_hoist', label: 'Ceiling track hoist' },
            { value: 'standing_aid', label: 'Standing aid (for example Sara Stedy or Return)' },
            { value: 'slide_sheets', label: 'Slide sheets' },
            { value: 'turning_disc', label: 'Turning disc' },
            { value: 'transfer_board', label: 'Transfer board' },
            { value: 'walking_frame', label: 'Walking frame' },
            { value: 'walking_stick', label: 'Walking stick' },
            { value: 'wheelchair', label: 'Wheelchair' },
            { value: 'profiling_bed', label: 'Profiling bed' },
            { value: 'riser_recliner', label: 'Riser-recliner chair' },
            { value: 'commode', label: 'Commode' },
            { value: 'bath_lift', label: 'Bath lift or shower chair' },
            { value: 'grab_rails', label: 'Grab rails' },
          ],
        },
        {
          id: 'sling',
          type: 'text',
          label: 'Sling type and size',
          required: true,
          help: 'A sling is for this client only. Check labels, stitching and loops before each use.',
          showWhen: { question: 'equipment_used', in: ['mobile_hoist', 'ceiling_hoist'] },
        },
        {
          id: 'loler_date',
          type: 'date',
          label: 'Date of the hoist’s last thorough examination (LOLER)',
          required: true,
          help: 'Hoists and slings must be examined at least every six months. Do not use one that is overdue: tell the office.',
          showWhen: { question: 'equipment_used', in: ['mobile_hoist', 'ceiling_hoist'] },
        },
        {
          id: 'equipment_supplier',
          type: 'text',
          label: 'Who supplied the equipment and who to call if it fails',
          help: 'For example the community equipment service, with its phone number.',
        },
      ],
    },
    {
      id: 'people_and_pain',
      title: 'Carers needed and pain',
      questions: [
        {
          id: 'carers_needed',
          type: 'choice',
          label: 'Number of carers needed',
          required: true,
          options: [
            { value: '1', label: 'One' },
            { value: '2', label: 'Two' },
            { value: 'depends', label: 'One or two, depending on the task (say which below)' },
          ],
        },
        {
          id: 'carers_needed_notes',
          type: 'text',
          label: 'Which tasks need two carers',
          showWhen: { question: 'carers_needed', in: ['depends'] },
        },
        {
          id: 'pain',
          type: 'yesNo',
          label: 'Does the client have pain when moving?',
        },
        {
          id: 'pain_details',
          type: 'text',
          label: 'Where, and what helps',
          showWhen: { question: 'pain', in: ['yes'] },
        },
        {
          id: 'environment_hazards',
          type: 'longText',
          label: 'Hazards in the environment',
          help: 'Space around the bed and chair, flooring, rugs, lighting, steps, pets, furniture in the way.',
        },
      ],
    },
    {
      id: 'tile',
      title: 'TILE assessment',
      description:
        'For the riskiest tasks, think through the task, the individual, the load and the environment.',
      questions: [
        {
          id: 'tile_task',
          type: 'longText',
          label: 'Task',
          help: 'What the task involves: twisting, stooping, reaching, pushing or pulling, repetition.',
        },
        {
          id: 'tile_individual',
          type: 'longText',
          label: 'Individual (the carers)',
          help: 'Training needed, the height and health of carers, whether two carers work well together.',
        },
        {
          id: 'tile_load',
          type: 'longText',
          label: 'Load (the client)',
          help: 'Weight, how much they can help, understanding, unpredictable movement, spasms, pain, attachments such as catheters.',
        },
        {
          id: 'tile_environment',
          type: 'longText',
          label: 'Environment',
          help: 'Space, floor, lighting, temperature, bed and chair heights.',
        },
        {
          id: 'safe_system',
          type: 'longText',
          label: 'Safe system of work agreed',
          required: true,
        },
      ],
    },
  ],
};
