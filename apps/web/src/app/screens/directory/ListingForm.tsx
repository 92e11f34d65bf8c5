// The listing form, for creating and editing: what the company is (title, description, business
// types, sectors, categories, keywords), where (ZIP or anywhere), contact, logo and gallery. Core's
// rules check it before it is sent; the server's refusals show on their fields.
import { useCallback, useId, useState, type ChangeEvent, type FormEvent } from 'react';
import {
  BUSINESS_TYPES,
  BUSINESS_TYPE_LABELS,
  LIMITS,
  LISTING_IMAGES_MAX,
  LISTING_TITLE_MAX_LENGTH,
  PROJECT_CATEGORIES,
  SECTOR_LABELS,
  listingBodyOf,
  listingFormErrors,
  listingFormSchema,
  type ListingFormValues,
} from '@trestle/core';
import { FieldError, TextAreaField, TextField } from '@trestle/ui';
import { serverErrorOf } from '../../forms/server-errors';
import { BoardItemForm, useSaving } from '../board/BoardItemForm';
import { ImageField } from '../profile/ImageField';
import { FilesField, type UploadedFile } from './FilesField';
import type { ListingCreate } from './types';
import { useCategories } from './use-categories';
import styles from './Directory.module.css';

export interface ListingFormInitial {
  values: ListingFormValues;
  logo: string;
  images: string[];
}

export interface ListingFormProps {
  initial: ListingFormInitial;
  submitLabel: string;
  /** Saves; throws the call's error, which the form shows on its fields and in its alert. */
  onSave: (body: ListingCreate & { logo?: string; images: string[] }) => Promise<void>;
}

/** The server names `location.zip`, `categoryIds.0`…: each belongs to one field of the form. */
function fieldOf(key: string): string | null {
  const first = key.split('.')[0] ?? '';
  if (first === 'location') return 'zip';
  return [
    'title',
    'description',
    'type',
    'sector',
    'keywords',
    'categoryIds',
    'website',
    'phone',
    'email',
    'images',
    'logo',
  ].includes(first)
    ? first
    : null;
}

export function ListingForm({ initial, submitLabel, onSave }: ListingFormProps) {
  const alertId = useId();
  const categories = useCategories();
  const [values, setValues] = useState(initial.values);
  const [logo, setLogo] = useState(initial.logo);
  const [images, setImages] = useState<UploadedFile[]>(
    initial.images.map((name, index) => ({ name, label: `Picture ${index + 1}` })),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string[]>([]);
  const { saving, save } = useSaving();
  const [logoBusy, setLogoBusy] = useState(false);
  const [imagesBusy, setImagesBusy] = useState(false);
  const onLogoBusy = useCallback((busy: boolean) => setLogoBusy(busy), []);
  const onImagesBusy = useCallback((busy: boolean) => setImagesBusy(busy), []);

  function set<K extends keyof ListingFormValues>(key: K, value: ListingFormValues[K]) {
    setValues((previous) => ({ ...previous, [key]: value }));
    setErrors(({ [key]: _gone, ...rest }) => rest);
  }

  /** A TextField bound to one text value. */
  function text(key: 'title' | 'keywords' | 'zip' | 'website' | 'phone' | 'email') {
    return {
      value: values[key],
      error: errors[key],
      onChange: (event: ChangeEvent<HTMLInputElement>) => set(key, event.target.value),
    };
  }

  function toggle(key: 'type' | 'sector' | 'categoryIds', value: string) {
    const list = values[key];
    set(key, list.includes(value) ? list.filter((v) => v !== value) : [...list, value]);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = listingFormErrors(values);
    setErrors(found ?? {});
    setAlert([]);
    if (found) return;
    void save(
      () =>
        onSave({
          ...(listingBodyOf(listingFormSchema.parse(values)) as ListingCreate),
          ...(logo ? { logo } : {}),
          images: images.map((image) => image.name),
        }),
      (failure) => {
        const { fields, messages } = serverErrorOf(failure, fieldOf);
        setErrors(fields);
        setAlert(messages);
      },
    );
  }

  return (
    <BoardItemForm
      alert={{ id: alertId, messages: alert }}
      onSubmit={submit}
      saving={saving}
      uploading={logoBusy || imagesBusy}
      submitLabel={submitLabel}
    >
      <TextField
        label="Company or service name"
        required
        maxLength={LISTING_TITLE_MAX_LENGTH}
        {...text('title')}
      />
      <TextAreaField
        label="What you do"
        name="description"
        rows={6}
        value={values.description}
        error={errors.description}
        onChange={(value) => set('description', value)}
      />
      <Checkboxes
        legend="Business type"
        options={BUSINESS_TYPES.map((value) => ({ value, label: BUSINESS_TYPE_LABELS[value] }))}
        chosen={values.type}
        onToggle={(value) => toggle('type', value)}
        error={errors.type}
      />
      <Checkboxes
        legend="Sectors you serve"
        options={PROJECT_CATEGORIES.map((value) => ({ value, label: SECTOR_LABELS[value] }))}
        chosen={values.sector}
        onToggle={(value) => toggle('sector', value)}
        error={errors.sector}
      />
      <fieldset className={styles.choices}>
        <legend className={styles.legend}>Categories</legend>
        {categories.groups.map((group) => (
          <div key={group.id} className={styles.categoryGroup}>
            <p className={styles.groupName}>{group.label}</p>
            {group.children.map((child) => (
              <label key={child.id} className={styles.check}>
                <input
                  type="checkbox"
                  checked={values.categoryIds.includes(child.id)}
                  onChange={() => toggle('categoryIds', child.id)}
                />
                {child.label}
              </label>
            ))}
          </div>
        ))}
        <FieldError id={undefined} error={errors.categoryIds} />
      </fieldset>
      <TextField
        label="Keywords"
        hint="Separated by commas, e.g. panel upgrades, EV chargers"
        {...text('keywords')}
      />
      <div className={styles.row}>
        <TextField label="ZIP code" inputMode="numeric" maxLength={LIMITS.zip} {...text('zip')} />
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={values.remote}
            onChange={(event) => set('remote', event.target.checked)}
          />
          Serves customers anywhere
        </label>
      </div>
      <div className={styles.row}>
        <TextField label="Website" {...text('website')} />
        <TextField label="Phone" inputMode="tel" {...text('phone')} />
        <TextField label="E-mail" type="email" {...text('email')} />
      </div>
      <ImageField
        kind="avatar"
        noun="logo"
        label="Logo"
        name={values.title}
        value={logo}
        error={errors.logo}
        onChange={setLogo}
        onBusyChange={onLogoBusy}
      />
      <FilesField
        label="Gallery"
        hint={`Pictures of your work, up to ${LISTING_IMAGES_MAX}.`}
        accept="image/jpeg,image/png,image/webp,image/gif"
        max={LISTING_IMAGES_MAX}
        files={images}
        onChange={setImages}
        onBusyChange={onImagesBusy}
        error={errors.images}
      />
    </BoardItemForm>
  );
}

function Checkboxes({
  legend,
  options,
  chosen,
  onToggle,
  error,
}: {
  legend: string;
  options: readonly { value: string; label: string }[];
  chosen: readonly string[];
  onToggle: (value: string) => void;
  error: string | undefined;
}) {
  const errorId = useId();
  return (
    <fieldset
      className={styles.choices}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className={styles.legend}>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className={styles.check}>
          <input
            type="checkbox"
            checked={chosen.includes(option.value)}
            onChange={() => onToggle(option.value)}
          />
          {option.label}
        </label>
      ))}
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}
