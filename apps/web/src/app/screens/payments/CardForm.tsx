// The card form (spec section 5): the number grouped and cut to its brand's length as typed, the
// expiry as MM/YY, CVC and holder; core's checks on submit, field errors under each field, the
// server's field errors on the same fields.
import { useState } from 'react';
import { CARD_CVC_MAX_LENGTH, detectCardBrand, formatCardNumber } from '@trestle/core';
import { Button, FormAlert, TextField } from '@trestle/ui';
import { useValidatedForm } from '../../forms/use-validated-form';
import { cardFormSchema, EMPTY_CARD, formatExpiry, type CardValues } from './card-form-schema';
import styles from './Payments.module.css';

export interface CardFormProps {
  /** The button's words, e.g. "Pay $19". */
  submitLabel: string;
  /** Sends the checked card; a throw shows the server's errors on the form. */
  onPay: (card: CardValues) => Promise<void>;
  disabled?: boolean;
}

export function CardForm({ submitLabel, onPay, disabled }: CardFormProps) {
  const form = useValidatedForm(cardFormSchema, EMPTY_CARD);
  const [sending, setSending] = useState(false);
  const brand = detectCardBrand(form.values.number);

  const submit = form.onSubmit(async (card) => {
    setSending(true);
    try {
      await onPay(card);
    } catch (failure) {
      form.showServerError(failure);
    } finally {
      setSending(false);
    }
  });

  return (
    <form id={form.id} className={styles.cardForm} onSubmit={submit} noValidate aria-label="Card">
      <FormAlert {...form.alert} />
      <fieldset className={styles.cardFields} disabled={sending || disabled}>
        <TextField
          label="Card number"
          name="number"
          inputMode="numeric"
          autoComplete="cc-number"
          hint={brand ? brand.niceType : undefined}
          value={form.values.number}
          onChange={(event) => form.setValue('number', formatCardNumber(event.target.value))}
          error={form.errors.number}
        />
        <div className={styles.cardRow}>
          <TextField
            label="Expiry (MM/YY)"
            name="expiry"
            inputMode="numeric"
            autoComplete="cc-exp"
            value={form.values.expiry}
            onChange={(event) => form.setValue('expiry', formatExpiry(event.target.value))}
            error={form.errors.expiry}
          />
          <TextField
            label="Security code"
            name="cvc"
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={CARD_CVC_MAX_LENGTH}
            value={form.values.cvc}
            onChange={(event) => form.setValue('cvc', event.target.value.replace(/\D/g, ''))}
            error={form.errors.cvc}
          />
        </div>
        <TextField
          label="Name on the card"
          name="holder"
          autoComplete="cc-name"
          value={form.values.holder}
          onChange={(event) => form.setValue('holder', event.target.value)}
          error={form.errors.holder}
        />
      </fieldset>
      <div>
        <Button type="submit" loading={sending} disabled={disabled}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

export type { CardValues };
