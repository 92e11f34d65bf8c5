// The auth area's operations.
import { completePasswordReset } from './operations/completePasswordReset';
import { refreshSession } from './operations/refreshSession';
import { requestPasswordReset } from './operations/requestPasswordReset';
import { resendVerification } from './operations/resendVerification';
import { signIn } from './operations/signIn';
import { signOut } from './operations/signOut';
import { signUp } from './operations/signUp';
import { verifyEmail } from './operations/verifyEmail';

export const authOperations = [
  signUp,
  signIn,
  verifyEmail,
  resendVerification,
  requestPasswordReset,
  completePasswordReset,
  signOut,
  refreshSession,
];

export { mailLinkForLogin } from './links';
