// The person's language applied (issue 22, docs/decisions.md): dates are written in it (core's app
// locale), and the page's `lang` names the language its words are in. A change of language
// remounts the screens so every date is written again.
import { setAppLocale, wordsLanguage } from '@trestle/core';
import { useEffect } from 'react';
import { AppRoutes } from '../routes';
import { useAuthUser } from '../services-context';

export function PersonLanguage({ generation }: { generation: number }) {
  const language = useAuthUser()?.language ?? null;
  // Before the screens below render, so their first dates are already in it.
  setAppLocale(language);
  useEffect(() => {
    document.documentElement.lang = wordsLanguage(language);
  }, [language]);
  return <AppRoutes key={`${generation}:${language ?? ''}`} />;
}
