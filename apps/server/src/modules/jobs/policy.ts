// Who may do what with a job, beyond what every board item shares (platform/board/policy:
// visibility, owner-only, staff-only). Anyone signed in may apply (no membership needed: a job
// seeker is usually a personal account), never to their own job, only while it is opened, once.
import type { Caller } from '../../platform/auth/request-auth';
import { badRequest, conflict, forbidden } from '../../platform/http/errors';

export const JOB_MESSAGES = {
  ownJob: 'You cannot apply to your own job.',
  closed: 'This job is closed: it takes no more applications.',
  applied: 'You have already applied to this job.',
  message: 'Write a message to the employer with your application.',
  ownerOnly: 'Only the employer who posted this job can read its applications.',
} as const;

/** An application to this job: not one's own, only while opened, and only once (409). */
export function assertMayApply(
  caller: Caller,
  job: { owner_id: string; status: string },
  alreadyApplied: boolean,
): void {
  if (job.owner_id === caller.user.id) throw forbidden(JOB_MESSAGES.ownJob);
  if (job.status !== 'opened') throw forbidden(JOB_MESSAGES.closed);
  if (alreadyApplied) throw conflict(JOB_MESSAGES.applied);
}

export function checkedMessage(raw: string): string {
  const message = raw.trim();
  if (message === '') throw badRequest(JOB_MESSAGES.message, { message: JOB_MESSAGES.message });
  return message;
}

/** The applications are the employer's to read: not staff's, not other people's. */
export function assertJobOwner(caller: Caller, job: { owner_id: string }): void {
  if (job.owner_id !== caller.user.id) throw forbidden(JOB_MESSAGES.ownerOnly);
}
