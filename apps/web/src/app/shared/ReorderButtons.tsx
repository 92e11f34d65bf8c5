import { Button, VisuallyHidden } from '@trestle/ui';
import type { Reorder } from './use-reorder';
import styles from './ReorderButtons.module.css';

export interface ReorderButtonsProps {
  reorder: Reorder;
  /** The item's place in the list and the list's length (the ends cannot move further). */
  index: number;
  count: number;
  /** The item's name, so each button says which item it moves ("Up Roofers"). */
  title: string;
}

/** Up and Down for one item of a list in the caller's own order. */
export function ReorderButtons({ reorder, index, count, title }: ReorderButtonsProps) {
  return (
    <div className={styles.actions}>
      <Button
        size="sm"
        variant="secondary"
        disabled={reorder.moving || index <= 0}
        onClick={() => void reorder.move(index, -1)}
      >
        Up<VisuallyHidden> {title}</VisuallyHidden>
      </Button>
      <Button
        size="sm"
        variant="secondary"
        disabled={reorder.moving || index >= count - 1}
        onClick={() => void reorder.move(index, 1)}
      >
        Down<VisuallyHidden> {title}</VisuallyHidden>
      </Button>
    </div>
  );
}
