import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import {
  checkWorkDrafts,
  galleryBody,
  profileFormFieldOf,
  profileFormSchema,
  profileFormValuesOf,
  workDraftOf,
  type ProfileFormData,
  type ProfileGalleryItem,
  type ProfileWork,
  type WorkDraft,
  type NormalisedError,
  type WorkDraftErrors,
} from '@trestle/core';
import { unwrap } from '@trestle/sdk';
import {
  Button,
  CheckboxField,
  FormAlert,
  LoadError,
  Spinner,
  TextAreaField,
  TextField,
} from '@trestle/ui';
import { useValidatedForm } from '../../forms/use-validated-form';
import { callApi } from '../../shared/api-query';
import { queryKeys } from '../../shared/query-keys';
import { useServices } from '../../services-context';
import type { AuthUser } from '../../services';
import { usePageTitle } from '../../use-page-title';
import { CompanyChoices } from './CompanyChoices';
import { GalleryField } from './GalleryField';
import { ImageField } from './ImageField';
import { ListField } from './ListField';
import { WorksField } from './WorksField';
import { OWN_PROFILE_PATH } from './paths';
import page from '../Page.module.css';
import styles from './Profile.module.css';

/** The server's `errors` keys renamed to the form's fields, so they show on them. */
export function withFormFieldNames(failure: unknown): unknown {
  const body = (failure as { body?: { errors?: unknown } } | null)?.body;
  const errors = body?.errors;
  if (!errors || typeof errors !== 'object' || Array.isArray(errors)) return failure;
  const renamed: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(errors)) {
    const field = profileFormFieldOf(key) ?? key;
    if (!(field in renamed)) renamed[field] = entry;
  }
  return Object.assign(Object.create(Object.getPrototypeOf(failure) as object) as object, failure, {
    body: { ...body, errors: renamed },
  });
}

/** `/profile/me/edit`: loads the own profile, then the form. */
export default function EditProfile() {
  usePageTitle('Edit profile');
  const services = useServices();
  const own = useQuery<{ user: AuthUser; opened: boolean }, NormalisedError>({
    queryKey: queryKeys.ownProfile(),
    queryFn: async () => {
      const user = await callApi(services.client.api.GET('/user/profile'));
      const profile = await callApi(
        services.client.api.GET('/user/profile-by-name/{name}', {
          params: { path: { name: user.username } },
        }),
      );
      return { user, opened: profile.opened ?? true };
    },
    // The form starts from what the server has now, not from a copy cached earlier.
    staleTime: 0,
  });
  const loaded = own.isFetching ? null : (own.data ?? null);
  const failed = own.isError && !own.isFetching ? 'Your profile could not be loaded.' : null;

  return (
    <div className={page.page}>
      <h1 className={page.title}>Edit profile</h1>
      {failed ? (
        <LoadError text={failed} onRetry={() => void own.refetch()} />
      ) : loaded ? (
        <EditProfileForm user={loaded.user} opened={loaded.opened} />
      ) : (
        <div className={styles.loading} role="status">
          <Spinner />
          <span>Loading your profile…</span>
        </div>
      )}
    </div>
  );
}

function EditProfileForm({ user, opened }: { user: AuthUser; opened: boolean }) {
  const services = useServices();
  const queries = useQueryClient();
  const navigate = useNavigate();
  const form = useValidatedForm(profileFormSchema, profileFormValuesOf(user, opened));
  const [saving, setSaving] = useState(false);
  const [works, setWorks] = useState<WorkDraft[]>(() => (user.works ?? []).map(workDraftOf));
  const [workErrors, setWorkErrors] = useState<WorkDraftErrors[]>([]);
  const [gallery, setGallery] = useState<ProfileGalleryItem[]>(() =>
    (user.gallery ?? []).map(({ file, caption }) => ({ file, caption: caption ?? '' })),
  );
  // Bumped when the works stop a save: the first invalid field then takes the focus.
  const [focusRequest, setFocusRequest] = useState(0);
  const [uploading, setUploading] = useState({ avatar: false, cover: false, gallery: false });
  const busyAvatar = useCallback(
    (busy: boolean) => setUploading((u) => ({ ...u, avatar: busy })),
    [],
  );
  const busyCover = useCallback(
    (busy: boolean) => setUploading((u) => ({ ...u, cover: busy })),
    [],
  );
  const busyGallery = useCallback(
    (busy: boolean) => setUploading((u) => ({ ...u, gallery: busy })),
    [],
  );
  const setAvatar = useCallback((value: string) => form.setValue('avatar', value), [form]);
  const setCover = useCallback((value: string) => form.setValue('cover', value), [form]);
  const { values, errors } = form;
  const waiting = uploading.avatar || uploading.cover || uploading.gallery;

  useEffect(() => {
    if (focusRequest === 0) return;
    document.getElementById(form.id)?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest, form.id]);

  function changeWorks(next: WorkDraft[]) {
    setWorks(next);
    // Once a save showed the works' errors, they follow the typing.
    if (workErrors.length > 0) {
      const check = checkWorkDrafts(next);
      setWorkErrors(check.ok ? [] : check.errors);
    }
  }

  /** The form's own fields are checked by its schema; the works by core's rule beside them. */
  function submit(event: FormEvent<HTMLFormElement>) {
    const check = checkWorkDrafts(works);
    setWorkErrors(check.ok ? [] : check.errors);
    form.onSubmit((data) => {
      if (check.ok) return save(data, check.works);
      setFocusRequest((n) => n + 1);
    })(event);
  }

  async function save(
    { body: fields, opened: open }: ProfileFormData,
    checkedWorks: ProfileWork[],
  ) {
    setSaving(true);
    const body = { ...fields, works: checkedWorks, gallery: galleryBody(gallery) };
    try {
      const updated = await unwrap(services.client.api.POST('/user/profile', { body }));
      if (open !== opened) {
        await unwrap(services.client.api.POST('/user/profile/open', { body: { opened: open } }));
      }
      services.auth.send({ type: 'USER_UPDATED', user: updated });
      // Profiles read before show the saved one when opened again.
      void queries.invalidateQueries({ queryKey: queryKeys.profiles() });
      services.notify('Your profile is saved.', 'success');
      void navigate(OWN_PROFILE_PATH);
    } catch (failure) {
      setSaving(false);
      form.showServerError(withFormFieldNames(failure));
    }
  }

  const name = values.displayName || user.username;
  return (
    <form id={form.id} className={styles.form} noValidate onSubmit={submit}>
      <FormAlert {...form.alert} />
      <fieldset className={styles.fieldset} disabled={saving}>
        <legend className={styles.legend}>Pictures</legend>
        <ImageField
          kind="avatar"
          label="Avatar"
          name={name}
          value={values.avatar}
          error={errors.avatar}
          onChange={setAvatar}
          onBusyChange={busyAvatar}
        />
        <ImageField
          kind="cover"
          label="Cover picture"
          name={name}
          value={values.cover}
          error={errors.cover}
          onChange={setCover}
          onBusyChange={busyCover}
        />
      </fieldset>
      <fieldset className={styles.fieldset} disabled={saving}>
        <legend className={styles.legend}>About you</legend>
        <TextField
          label="Display name"
          required
          autoComplete="name"
          {...form.field('displayName')}
        />
        <ListField
          form={form}
          name="professions"
          label="Trades and professions"
          hint="One a line, e.g. Electrician. Up to 10."
        />
        <TextField label="Location" autoComplete="address-level2" {...form.field('location')} />
        <TextField
          label="Website"
          hint="https:// is added when left out."
          {...form.field('website')}
        />
        <ListField
          form={form}
          name="links"
          label="Links"
          hint="One a line: an address, with a title before it if you like (Portfolio https://…). Up to 20."
        />
        <TextAreaField
          label="Note"
          hint="A few words about you and your work, up to 1,000 characters."
          name="bio"
          rows={4}
          value={values.bio}
          error={errors.bio}
          onChange={(value) => form.setValue('bio', value)}
        />
      </fieldset>
      <fieldset className={styles.fieldset} disabled={saving}>
        <legend className={styles.legend}>Works</legend>
        <WorksField works={works} errors={workErrors} onChange={changeWorks} />
      </fieldset>
      <fieldset className={styles.fieldset} disabled={saving}>
        <legend className={styles.legend}>Gallery</legend>
        <GalleryField items={gallery} onChange={setGallery} onBusyChange={busyGallery} />
      </fieldset>
      {values.business ? (
        <fieldset className={styles.fieldset} disabled={saving}>
          <legend className={styles.legend}>Company</legend>
          <TextField
            label="Company name"
            autoComplete="organization"
            {...form.field('companyName')}
          />
          <CompanyChoices
            businessType={values.businessType}
            companyRole={values.companyRole}
            errors={errors}
            onChange={(field, value) => form.setValue(field, value)}
            roleHint="Applies to the trades and professions above."
          />
          <TextField label="Company website" {...form.field('companyWebsite')} />
        </fieldset>
      ) : null}
      <fieldset className={styles.fieldset} disabled={saving}>
        <legend className={styles.legend}>Visibility</legend>
        <CheckboxField
          label="Open my profile to visitors who are not signed in"
          hint="When closed, only signed-in people see your profile and posts."
          {...form.checkbox('opened')}
        />
      </fieldset>
      <div className={styles.formButtons}>
        <Link to={OWN_PROFILE_PATH} className={styles.linkButton}>
          Cancel
        </Link>
        <Button
          type="submit"
          loading={saving}
          disabled={waiting}
          aria-describedby={waiting ? 'upload-wait' : undefined}
        >
          Save profile
        </Button>
      </div>
      {waiting ? (
        <p id="upload-wait" className={styles.muted} role="status">
          Saving waits for the upload to finish.
        </p>
      ) : null}
    </form>
  );
}
