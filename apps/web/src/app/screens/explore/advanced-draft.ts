// The advanced search being edited: the typed line and the form, kept as each other's mirror by
// core's parser and formatter. Typing in the line fills the form when the line reads; editing the
// form writes the line when every field reads. What cannot be read stays as typed, with core's
// message on the line or on the field, and the other side keeps the last good state.
import {
  advancedSearchFromForm,
  emptyAdvancedSearchForm,
  formatAdvancedSearch,
  formFromAdvancedSearch,
  parseAdvancedSearch,
  type AdvancedFormField,
  type AdvancedSearchForm,
} from '@trestle/core';

export interface AdvancedDraft {
  line: string;
  form: AdvancedSearchForm;
  /** Core's message for the typed line, when it does not read. */
  lineError: string | null;
  /** Core's messages for the form's fields that do not read. */
  fieldErrors: Partial<Record<AdvancedFormField, string>>;
}

/** The draft for a typed line (the one in the address, or one just typed). */
export function draftFromLine(line: string): AdvancedDraft {
  return withLine(
    { line: '', form: emptyAdvancedSearchForm(), lineError: null, fieldErrors: {} },
    line,
  );
}

/** The line as typed; the form follows when it reads. */
export function withLine(draft: AdvancedDraft, line: string): AdvancedDraft {
  const parsed = parseAdvancedSearch(line);
  if (!parsed.ok) return { ...draft, line, lineError: parsed.message };
  return { line, form: formFromAdvancedSearch(parsed.tree), lineError: null, fieldErrors: {} };
}

/** One field as typed; the line is written again from the form when the whole form reads. */
export function withField<F extends keyof AdvancedSearchForm>(
  draft: AdvancedDraft,
  field: F,
  value: AdvancedSearchForm[F],
): AdvancedDraft {
  const form = { ...draft.form, [field]: value };
  const read = advancedSearchFromForm(form);
  if (!read.ok) return { ...draft, form, fieldErrors: read.errors };
  return { line: formatAdvancedSearch(read.tree), form, lineError: null, fieldErrors: {} };
}

/** The line to search for (tidied as the formatter writes it), or null while something does not read. */
export function searchLineOf(draft: AdvancedDraft): string | null {
  if (draft.lineError !== null || Object.keys(draft.fieldErrors).length > 0) return null;
  const parsed = parseAdvancedSearch(draft.line);
  return parsed.ok ? formatAdvancedSearch(parsed.tree) : null;
}
