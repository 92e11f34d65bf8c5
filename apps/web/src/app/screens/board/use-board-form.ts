// The state of a project's or a job's form: core's rules checked on submit, the save running
// (the form locked), and the server's refusals on their fields (the place's named as the form's).
import type { FormEvent } from 'react';
import { useValidatedForm, type FormSchema, type FormValues } from '../../forms/use-validated-form';
import { useSaving } from './BoardItemForm';
import { locationFieldOf } from './server-fields';

export function useBoardForm<T, V extends FormValues>(
  schema: FormSchema<T>,
  initial: V,
  send: (data: T) => Promise<void>,
) {
  const { saving, save } = useSaving();
  const form = useValidatedForm(schema, initial);
  const onSubmit: (event: FormEvent<HTMLFormElement>) => void = form.onSubmit((data: T) =>
    save(
      () => send(data),
      (failure) => form.showServerError(locationFieldOf(failure)),
    ),
  );
  /** A select bound to one text value of the form. */
  function select<K extends keyof V & string>(name: K) {
    return {
      name,
      value: form.values[name] as string,
      error: form.errors[name],
      onChange: (value: string) => form.setValue(name, value as V[K]),
    };
  }
  return { form, select, frame: { id: form.id, alert: form.alert, onSubmit, saving } };
}
