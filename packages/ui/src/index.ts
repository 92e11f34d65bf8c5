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
export { TextField } from './components/TextField/TextField';
export type { TextFieldProps } from './components/TextField/TextField';
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
