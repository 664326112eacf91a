import { object, type Infer } from 'superstruct';
import {
  backNavigationHandlers,
  contribute,
  definePlugin,
  defineLazyContribution,
  orderRequestContributors,
  startSteps,
  type FunnelContext,
  undoFlowFlag,
} from '../../core/index.ts';
import { studentFormShownState } from './studentFormShownState.ts';
import { certificateUploadState, studentStateOf } from './studentStateOf.ts';

/** The student plugin takes no options. */
export type StudentOptions = Record<string, never>;

const optionsSchema = object({});

/** Whether the campaign is a student subscription (funnel.md section 3, studentSubscription). */
function isStudentCampaign(context: FunnelContext): boolean {
  return context.store.formData.value?.salesCampaign.studentSubscription === true;
}

// Shown once, after the order form saved the addresses (funnel.md section 4 "Flow").
const isUploadDue = (context: FunnelContext) =>
  isStudentCampaign(context) && context.store.addresses.value !== undefined && studentFormShownState.read(context.store) !== true;

/**
 * The student subscription (funnel.md sections 2, 4, 5 and 8): the enrolment-certificate upload
 * as a start step shown once after the order form, with its continue button to payment; the
 * upload id in the order; back navigation from Start shows the upload again.
 */
export function student(options: StudentOptions = {}) {
  // Stored as given: the schema takes no key, so the tenant check names any option passed by mistake.
  const settings = { ...options } as Infer<typeof optionsSchema>;
  return definePlugin({
    id: 'student',
    options: settings,
    optionsSchema,
    state: [certificateUploadState, studentFormShownState],
    contributes: [
      contribute(startSteps, {
        id: 'studentUpload',
        order: 400,
        isActive: isUploadDue,
        component: defineLazyContribution(() => import('./StudentUploadStep.tsx'), { exportName: 'StudentUploadStep' }),
      }),
      contribute(orderRequestContributors, {
        id: 'student',
        isActive: isStudentCampaign,
        contribute: (request, context) => {
          const { uploadId } = studentStateOf(context);
          return uploadId ? { ...request, studentEnrollmentCertificateUploadId: uploadId } : request;
        },
      }),
      contribute(backNavigationHandlers, undoFlowFlag({ id: 'studentFormShown', order: 100, flag: studentFormShownState, holdsReader: true, appliesTo: isStudentCampaign })),
    ],
  });
}
