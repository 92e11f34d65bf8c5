import './FormAlert.css';

export interface FormAlertProps {
  id: string;
  messages: readonly string[];
}

/**
 * A failure that belongs to no single field ("Wrong username or password.", "Network Error!").
 * Focusable so the form can move focus here; role="alert" announces it when it appears.
 */
export function FormAlert({ id, messages }: FormAlertProps) {
  if (messages.length === 0) return null;
  return (
    <div id={id} className="tr-form-alert" role="alert" tabIndex={-1}>
      {messages.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </div>
  );
}
