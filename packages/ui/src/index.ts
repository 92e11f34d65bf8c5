// Styles: the order here is the order in dist/index.css (exported as "@trestle/ui/styles.css").
import './styles/tokens.css';
import './styles/base.css';

export { tokens, vars, cssVarName } from './tokens/tokens';
export type { Tokens, TokenGroup } from './tokens/tokens';
export { formatCount } from './utils/formatCount';
export { useDismiss } from './hooks/useDismiss';
export type { DismissOptions, DismissReason } from './hooks/useDismiss';

export { Brand } from './components/Brand/Brand';
export type { BrandProps } from './components/Brand/Brand';
export { Badge } from './components/Badge/Badge';
export type { BadgeProps, BadgeTone } from './components/Badge/Badge';
export { Card } from './components/Card/Card';
export type { CardProps } from './components/Card/Card';
export { Spinner } from './components/Spinner/Spinner';
export type { SpinnerProps } from './components/Spinner/Spinner';
export { EmptyState } from './components/EmptyState/EmptyState';
export type { EmptyStateProps } from './components/EmptyState/EmptyState';
export { Button } from './components/Button/Button';
export type { ButtonProps, ButtonSize, ButtonVariant } from './components/Button/Button';
export { Field } from './components/TextField/Field';
export type { FieldProps, FieldControlProps } from './components/TextField/Field';
export { TextField } from './components/TextField/TextField';
export type { TextFieldProps } from './components/TextField/TextField';
export { TextAreaField } from './components/TextField/TextAreaField';
export type { TextAreaFieldProps } from './components/TextField/TextAreaField';
export { SelectField } from './components/TextField/SelectField';
export type { SelectFieldProps, SelectOption } from './components/TextField/SelectField';
export { CheckboxField } from './components/CheckboxField/CheckboxField';
export type { CheckboxFieldProps } from './components/CheckboxField/CheckboxField';
export { FieldError } from './components/FieldError/FieldError';
export type { FieldErrorProps } from './components/FieldError/FieldError';
export { FormAlert } from './components/FormAlert/FormAlert';
export type { FormAlertProps } from './components/FormAlert/FormAlert';
export { ButtonLink } from './components/ButtonLink/ButtonLink';
export type { ButtonLinkProps } from './components/ButtonLink/ButtonLink';
export { LinkButton } from './components/LinkButton/LinkButton';
export type { LinkButtonProps } from './components/LinkButton/LinkButton';
export { VisuallyHidden } from './components/VisuallyHidden/VisuallyHidden';
export type { VisuallyHiddenProps } from './components/VisuallyHidden/VisuallyHidden';
export { Pager, pagesToShow } from './components/Pager/Pager';
export type { PagerProps } from './components/Pager/Pager';
export { ChoiceChips } from './components/ChoiceChips/ChoiceChips';
export type { ChoiceChipsProps } from './components/ChoiceChips/ChoiceChips';
export { ViewModeSwitch } from './components/ViewModeSwitch/ViewModeSwitch';
export type { ViewModeSwitchProps } from './components/ViewModeSwitch/ViewModeSwitch';
export { UploadList, uploadStatusText } from './components/UploadList/UploadList';
export type { UploadListProps } from './components/UploadList/UploadList';
export { PasswordConfirm } from './components/PasswordConfirm/PasswordConfirm';
export type {
  PasswordConfirmProps,
  PasswordFieldProps,
} from './components/PasswordConfirm/PasswordConfirm';
export { ConfirmDialog } from './components/ConfirmDialog/ConfirmDialog';
export type { ConfirmDialogProps } from './components/ConfirmDialog/ConfirmDialog';
export { LoadError } from './components/LoadError/LoadError';
export type { LoadErrorProps } from './components/LoadError/LoadError';
export { Avatar, initialsOf } from './components/Avatar/Avatar';
export type { AvatarProps, AvatarSize } from './components/Avatar/Avatar';
export { Tabs } from './components/Tabs/Tabs';
export type { TabItem, TabsProps } from './components/Tabs/Tabs';
export {
  ToastHost,
  toast,
  TOAST_DURATION_MS,
  TOAST_POSITION,
} from './components/ToastHost/ToastHost';
export { AppShell } from './components/AppShell/AppShell';
export type { AppShellProps, NavItem, RenderLinkProps } from './components/AppShell/AppShell';
export { MediaGrid, MediaTile } from './components/MediaTile/MediaTile';
export type { MediaGridProps, MediaTileProps } from './components/MediaTile/MediaTile';
