import { useEffect, useRef, useState } from 'react';
import { ONBOARDING_STEPS, type OnboardingStep } from '@trestle/core';
import { useAuthUser } from '../../services-context';
import { usePageTitle } from '../../use-page-title';
import { PeopleStep } from './PeopleStep';
import { ProfileStep } from './ProfileStep';
import { useFinishOnboarding } from './use-finish-onboarding';
import styles from './Onboarding.module.css';

const HEADINGS: Record<OnboardingStep, { title: string; lead: string }> = {
  profile: {
    title: 'Welcome to Trestle',
    lead: 'Tell people who you are and what you build, so the right people find you.',
  },
  people: {
    title: 'People to follow',
    lead: 'Follow a few people to fill your home feed. You can always find more later.',
  },
};

/**
 * `/welcome`: the first-sign-in onboarding (issue 8). Two steps, each skippable; finishing or
 * skipping is recorded on the server, and the guard then moves on to the page that was wanted.
 */
export default function Onboarding() {
  const user = useAuthUser();
  const [step, setStep] = useState<OnboardingStep>('profile');
  const { finishing, finish } = useFinishOnboarding();
  const heading = useRef<HTMLHeadingElement>(null);
  const { title, lead } = HEADINGS[step];
  usePageTitle(title);

  // A new step's heading takes focus, so screen readers announce it.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [step]);

  if (!user) return null;
  const index = ONBOARDING_STEPS.indexOf(step);
  return (
    <>
      <p className={styles.step}>
        Step {index + 1} of {ONBOARDING_STEPS.length}
      </p>
      <h1 ref={heading} tabIndex={-1} className={styles.title}>
        {title}
      </h1>
      <p className={styles.lead}>{lead}</p>
      {step === 'profile' ? (
        <ProfileStep
          user={user}
          onDone={() => setStep('people')}
          onSkip={() => void finish()}
          skipping={finishing}
        />
      ) : (
        <PeopleStep
          meId={user.id}
          onBack={() => setStep('profile')}
          onFinish={() => void finish()}
          finishing={finishing}
        />
      )}
    </>
  );
}
