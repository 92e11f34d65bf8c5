import { useState } from 'react';
import { pluralize } from '@trestle/core';
import { Spinner, VisuallyHidden } from '@trestle/ui';
import type { Categories, CategoryNode } from './use-categories';
import styles from './Directory.module.css';

export interface CategoryTreeProps {
  categories: Categories;
  /** The selected category or group; undefined for all. */
  selected: string | undefined;
  onSelect: (id: string | undefined) => void;
}

/** The groups of the taxonomy, each opening onto its categories, with listing counts. */
export function CategoryTree({ categories, selected, onSelect }: CategoryTreeProps) {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  // On a phone the tree folds behind one button, so the listings are not pushed off screen.
  const [openOnPhone, setOpenOnPhone] = useState(false);
  if (categories.loading) return <Spinner label="Loading categories" />;
  if (categories.failed) return <p className={styles.muted}>Categories could not be loaded.</p>;

  const toggle = (id: string) =>
    setExpanded((previous) => {
      const next = new Set(previous);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const choice = (node: CategoryNode) => (
    <button
      type="button"
      className={styles.category}
      aria-pressed={selected === node.id}
      onClick={() => onSelect(selected === node.id ? undefined : node.id)}
    >
      <span>{node.label}</span>
      <span className={styles.count}>
        {node.count}
        <VisuallyHidden> {pluralize(node.count, 'listing')}</VisuallyHidden>
      </span>
    </button>
  );

  return (
    <nav className={styles.tree} aria-label="Categories">
      <h2 className={styles.sideTitle}>
        <button
          type="button"
          className={styles.sideToggle}
          aria-expanded={openOnPhone}
          onClick={() => setOpenOnPhone((open) => !open)}
        >
          {openOnPhone ? '▾' : '▸'} Categories
        </button>
        <span className={styles.sideTitleText}>Categories</span>
      </h2>
      <div className={openOnPhone ? styles.treeBodyOpen : styles.treeBody}>
        <button
          type="button"
          className={styles.category}
          aria-pressed={selected === undefined}
          onClick={() => onSelect(undefined)}
        >
          All categories
        </button>
        <ul className={styles.treeList}>
          {categories.groups.map((group) => {
            const open = expanded.has(group.id) || group.children.some((c) => c.id === selected);
            return (
              <li key={group.id}>
                <div className={styles.groupRow}>
                  <button
                    type="button"
                    className={styles.expand}
                    aria-expanded={open}
                    aria-label={`${open ? 'Hide' : 'Show'} ${group.label}`}
                    onClick={() => toggle(group.id)}
                  >
                    {open ? '▾' : '▸'}
                  </button>
                  {choice(group)}
                </div>
                {open ? (
                  <ul className={styles.treeChildren}>
                    {group.children.map((child) => (
                      <li key={child.id}>{choice(child)}</li>
                    ))}
                  </ul>
                ) : null}
              </li>
            );
          })}
        </ul>
      </div>
    </nav>
  );
}
