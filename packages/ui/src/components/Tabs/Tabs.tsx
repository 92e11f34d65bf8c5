import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Badge } from '../Badge/Badge';
import { cx } from '../../utils/cx';
import { formatCount } from '../../utils/formatCount';
import './Tabs.css';

export interface TabItem<V extends string = string> {
  value: V;
  label: ReactNode;
  /** A number shown in a pill after the label (e.g. unread replies). */
  count?: number;
  /** Any other short marker after the label, e.g. "New". */
  badge?: ReactNode;
  disabled?: boolean;
}

export interface TabsProps<V extends string = string> {
  items: ReadonlyArray<TabItem<V>>;
  /** The selected tab (controlled). */
  value: V;
  onChange: (value: V) => void;
  /** Accessible name of the tab list, e.g. "Notifications". */
  label: string;
  /** Content of the selected tab; rendered in a tabpanel linked to the tab. */
  children?: ReactNode;
  className?: string;
}

/**
 * An accessible tab list (WAI-ARIA tabs pattern, automatic activation): only the selected tab is
 * in the Tab order; Arrow Left/Right, Home and End move focus and selection, skipping disabled tabs.
 */
export function Tabs<V extends string = string>({
  items,
  value,
  onChange,
  label,
  children,
  className,
}: TabsProps<V>) {
  const baseId = useId();
  const tabRefs = useRef(new Map<V, HTMLButtonElement>());
  const tabId = (v: V) => `${baseId}-tab-${v}`;
  const panelId = `${baseId}-panel`;
  const hasPanel = children !== undefined;

  function select(next: TabItem<V> | undefined) {
    if (!next) return;
    tabRefs.current.get(next.value)?.focus();
    if (next.value !== value) onChange(next.value);
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const enabled = items.filter((item) => !item.disabled);
    const current = enabled.indexOf(items[index]!);
    const step = (delta: number) => enabled[(current + delta + enabled.length) % enabled.length];
    const targets: Record<string, TabItem<V> | undefined> = {
      ArrowRight: step(1),
      ArrowLeft: step(-1),
      Home: enabled[0],
      End: enabled[enabled.length - 1],
    };
    if (!(event.key in targets)) return;
    event.preventDefault();
    select(targets[event.key]);
  }

  return (
    <div className={cx('tr-tabs', className)}>
      <div role="tablist" aria-label={label} className="tr-tabs__list">
        {items.map((item, index) => {
          const selected = item.value === value;
          return (
            <button
              key={item.value}
              ref={(el) => {
                if (el) tabRefs.current.set(item.value, el);
                else tabRefs.current.delete(item.value);
              }}
              type="button"
              role="tab"
              id={tabId(item.value)}
              aria-selected={selected}
              aria-controls={selected && hasPanel ? panelId : undefined}
              tabIndex={selected ? 0 : -1}
              disabled={item.disabled}
              className="tr-tabs__tab"
              onClick={() => select(item)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              <span>{item.label}</span>
              {item.count !== undefined ? (
                <Badge tone={selected ? 'accent' : 'neutral'}>{formatCount(item.count)}</Badge>
              ) : null}
              {item.badge ? <Badge tone="info">{item.badge}</Badge> : null}
            </button>
          );
        })}
      </div>
      {hasPanel ? (
        <div
          role="tabpanel"
          id={panelId}
          aria-labelledby={tabId(value)}
          tabIndex={0}
          className="tr-tabs__panel"
        >
          {children}
        </div>
      ) : null}
    </div>
  );
}
