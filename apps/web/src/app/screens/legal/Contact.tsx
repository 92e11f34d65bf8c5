// `/contact` (spec section 7, General): a message to the staff, from visitors and members.
import { useState } from 'react';
import { emailSchema } from '@trestle/core';
import { unwrap } from '@trestle/sdk';
import { Button, FormAlert, TextAreaField, TextField } from '@trestle/ui';
import { useValidatedForm, type FormSchema } from '../../forms/use-validated-form';
import { useAuthUser, useServices } from '../../services-context';
import { usePageTitle } from '../../use-page-title';
import styles from '../auth/Auth.module.css';

interface ContactValues extends Record<string, string> {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** The contract's limits, with sentences a person can act on. */
const contactSchema: FormSchema<ContactValues> = {
  safeParse(input) {
    const values = input as ContactValues;
    const issues: { path: PropertyKey[]; message: string }[] = [];
    const name = values.name.trim();
    const subject = values.subject.trim();
    const message = values.message.trim();
    if (!name) issues.push({ path: ['name'], message: 'Enter your name.' });
    else if (name.length > 100) issues.push({ path: ['name'], message: 'At most 100 characters.' });
    const email = emailSchema.safeParse(values.email);
    if (!email.success) issues.push({ path: ['email'], message: email.error.issues[0]!.message });
    if (subject.length > 200)
      issues.push({ path: ['subject'], message: 'At most 200 characters.' });
    if (!message) issues.push({ path: ['message'], message: 'Write your message.' });
    else if (message.length > 5000)
      issues.push({ path: ['message'], message: 'At most 5,000 characters.' });
    if (issues.length > 0 || !email.success) return { success: false, error: { issues } };
    return { success: true, data: { name, email: email.data, subject, message } };
  },
};

export default function Contact() {
  usePageTitle('Contact us');
  const services = useServices();
  const user = useAuthUser();
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const form = useValidatedForm(contactSchema, {
    name: user?.general.displayName ?? '',
    email: user?.email ?? '',
    subject: '',
    message: '',
  });

  const submit = form.onSubmit(async (body) => {
    setSending(true);
    try {
      await unwrap(
        services.quietClient.api.POST('/contact', {
          body: { ...body, ...(body.subject ? {} : { subject: undefined }) },
        }),
      );
      setSent(true);
    } catch (failure) {
      form.showServerError(failure);
    } finally {
      setSending(false);
    }
  });

  if (sent) {
    return (
      <>
        <h1 className={styles.title}>Thank you</h1>
        <p className={styles.lead} role="status">
          Your message is with our team. We answer by e-mail.
        </p>
      </>
    );
  }
  return (
    <>
      <h1 className={styles.title}>Contact us</h1>
      <p className={styles.lead}>Questions, problems or ideas: write to the Trestle team.</p>
      <form id={form.id} className={styles.form} onSubmit={submit} noValidate>
        <FormAlert {...form.alert} />
        <fieldset className={styles.fields} disabled={sending}>
          <TextField label="Your name" autoComplete="name" {...form.field('name')} />
          <TextField
            label="Your e-mail address"
            type="email"
            autoComplete="email"
            {...form.field('email')}
          />
          <TextField label="Subject (optional)" {...form.field('subject')} />
          <TextAreaField
            label="Message"
            rows={6}
            name="message"
            value={form.values.message}
            error={form.errors.message}
            onChange={(value) => form.setValue('message', value)}
          />
        </fieldset>
        <Button type="submit" loading={sending}>
          Send
        </Button>
      </form>
    </>
  );
}
