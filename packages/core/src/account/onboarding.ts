// First-sign-in onboarding (issue 8): who is led to it, and its steps.

/** A person who has neither finished nor skipped onboarding is led to it. */
export function needsOnboarding(user: { onboardedAt?: string | null | undefined }): boolean {
  return user.onboardedAt === null;
}

/** The steps, in order: who you are and what you build, then people to follow. */
export const ONBOARDING_STEPS = ['profile', 'people'] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];
