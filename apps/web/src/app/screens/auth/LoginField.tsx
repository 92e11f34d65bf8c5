import { TextField, type TextFieldProps } from '@trestle/ui';

/** The "username or e-mail" field of sign-in, password reset and resend-verification. */
export function LoginField(props: Omit<TextFieldProps, 'label'>) {
  return (
    <TextField
      label="Username or e-mail"
      autoComplete="username"
      autoCapitalize="none"
      spellCheck={false}
      required
      {...props}
    />
  );
}
