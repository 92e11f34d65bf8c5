// The top bar's account menu (WAI-ARIA menu button): the person's avatar and name open a menu
// with Profile, Lists, Membership (the upgrade page), Payments, Settings and Sign out. Arrow keys move between items, Escape closes and returns
// to the button, Tab or a press elsewhere closes (useDismiss).
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { Avatar, useDismiss } from '@trestle/ui';
import { useAuth, useAuthUser, useServices } from '../services-context';
import styles from './AccountMenu.module.css';

type Focus = 'first' | 'last';

export function AccountMenu() {
  const services = useServices();
  const user = useAuthUser();
  const signingOut = useAuth((snapshot) => snapshot.matches({ loading: 'signingOut' }));
  const [open, setOpen] = useState<Focus | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const menuId = useId();

  const items = () =>
    Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  // Opening moves focus into the menu.
  useEffect(() => {
    if (!open) return;
    const list = items();
    (open === 'first' ? list[0] : list[list.length - 1])?.focus();
  }, [open]);
  useDismiss({
    open: open !== null,
    onDismiss: () => setOpen(null),
    inside: [rootRef],
    returnFocus: buttonRef,
  });

  if (!user) return null;
  const name = user.general?.displayName || user.username;
  const avatar = user.general?.avatar
    ? `/api/files/${encodeURIComponent(user.general.avatar)}`
    : null;

  function close() {
    setOpen(null);
  }

  function signOut() {
    close();
    services.realtime.stop();
    services.auth.send({ type: 'SIGN_OUT' });
  }

  function onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  }

  function onMenuKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      list[(to + list.length) % list.length]?.focus();
    };
    switch (event.key) {
      case 'ArrowDown':
        return move(index + 1);
      case 'ArrowUp':
        return move(index - 1);
      case 'Home':
        return move(0);
      case 'End':
        return move(list.length - 1);
      case 'Tab':
        // Focus goes on to the next thing on the page; the menu has done its job.
        return setOpen(null);
    }
  }

  return (
    <div ref={rootRef} className={styles.root}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.person}
        aria-haspopup="menu"
        aria-expanded={open !== null}
        aria-controls={menuId}
        onClick={() => (open ? close() : setOpen('first'))}
        onKeyDown={onButtonKeyDown}
      >
        <Avatar name={name} src={avatar} size="sm" alt="" />
        <span className={styles.name}>{name}</span>
        <span aria-hidden="true" className={styles.caret}>
          ▾
        </span>
      </button>
      <ul
        ref={menuRef}
        id={menuId}
        role="menu"
        aria-label="Account"
        className={styles.menu}
        hidden={open === null}
        onKeyDown={onMenuKeyDown}
      >
        <li role="none">
          <Link
            role="menuitem"
            tabIndex={-1}
            to="/profile"
            className={styles.item}
            onClick={() => close()}
          >
            Profile
          </Link>
        </li>
        <li role="none">
          <Link
            role="menuitem"
            tabIndex={-1}
            to="/lists"
            className={styles.item}
            onClick={() => close()}
          >
            Lists
          </Link>
        </li>
        <li role="none">
          <Link
            role="menuitem"
            tabIndex={-1}
            to="/upgrade"
            className={styles.item}
            onClick={() => close()}
          >
            Membership
          </Link>
        </li>
        <li role="none">
          <Link
            role="menuitem"
            tabIndex={-1}
            to="/payments"
            className={styles.item}
            onClick={() => close()}
          >
            Payments
          </Link>
        </li>
        <li role="none">
          <Link
            role="menuitem"
            tabIndex={-1}
            to="/settings"
            className={styles.item}
            onClick={() => close()}
          >
            Settings
          </Link>
        </li>
        <li role="none">
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            className={styles.item}
            aria-disabled={signingOut || undefined}
            onClick={signOut}
          >
            {signingOut ? 'Signing out…' : 'Sign out'}
          </button>
        </li>
      </ul>
    </div>
  );
}
