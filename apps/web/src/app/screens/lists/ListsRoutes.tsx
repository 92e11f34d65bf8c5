import { Route, Routes } from 'react-router';
import ListPage from './ListPage';
import MyLists from './MyLists';

/** /lists: the caller's lists; /lists/:listId: one list's feed and people. */
export default function ListsRoutes() {
  return (
    <Routes>
      <Route index element={<MyLists />} />
      <Route path=":listId" element={<ListPage />} />
    </Routes>
  );
}
