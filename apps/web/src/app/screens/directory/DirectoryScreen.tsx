// `/directory`: companies and services (spec section 5), as the directory's descriptor says; here
// only what is the directory's own: its links, the category tree beside the search, the cards.
import { Link } from 'react-router';
import { isStaffRole, setDirectoryFilter } from '@trestle/core';
import { ButtonLink } from '@trestle/ui';
import { useAuthUser } from '../../services-context';
import { BoardHome } from '../board/BoardHome';
import { useBoardParams } from '../board/use-board-params';
import { CategoryTree } from './CategoryTree';
import { DIRECTORY_BOARD, LISTING_TABS, MEMBER_LISTING_TABS } from './descriptor';
import { DirectoryFilters } from './DirectoryFilters';
import { ListingCard } from './ListingCard';
import { NEW_LISTING_PATH, RECEIVED_QUOTES_PATH } from './paths';
import { useCategories } from './use-categories';
import styles from './Directory.module.css';

export default function DirectoryScreen() {
  const me = useAuthUser();
  const canList = me?.policies.can_apply_directory ?? false;
  const board = useBoardParams(DIRECTORY_BOARD);
  const categories = useCategories();
  const { filters } = board;
  return (
    <BoardHome
      descriptor={DIRECTORY_BOARD}
      board={board}
      visibleTabs={isStaffRole(me?.role.key) ? LISTING_TABS : MEMBER_LISTING_TABS}
      actions={
        canList ? (
          <>
            <ButtonLink as={Link} to={RECEIVED_QUOTES_PATH} variant="secondary">
              Quote requests
            </ButtonLink>
            <ButtonLink as={Link} to={NEW_LISTING_PATH}>
              Add a listing
            </ButtonLink>
          </>
        ) : null
      }
      side={
        <CategoryTree
          categories={categories}
          selected={filters.categoryId}
          onSelect={(id) => board.setFilters(setDirectoryFilter(filters, 'categoryId', id))}
        />
      }
      searchForm={({ value, onSearch }) => (
        <DirectoryFilters
          values={value}
          onApply={(next) => onSearch({ ...next, categoryId: value.categoryId })}
        />
      )}
      emptyAction={(tab) =>
        tab === 'own' && canList ? (
          <Link to={NEW_LISTING_PATH} className={styles.link}>
            Add a listing
          </Link>
        ) : null
      }
      renderItem={(listing, context) => (
        <ListingCard listing={listing} categoryNames={categories.names} context={context} />
      )}
    />
  );
}
