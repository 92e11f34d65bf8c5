import { Route, Routes, useParams } from 'react-router';
import CreateGroup from './CreateGroup';
import { GroupPage } from './GroupPage';
import GroupsHome from './GroupsHome';

function ById() {
  const { groupId = '' } = useParams();
  return <GroupPage key={groupId} groupId={groupId} />;
}

/** Everything under `/groups`: the person's groups and discovery, the create form, a group. */
export default function GroupRoutes() {
  return (
    <Routes>
      <Route index element={<GroupsHome />} />
      <Route path="new" element={<CreateGroup />} />
      <Route path=":groupId" element={<ById />} />
    </Routes>
  );
}
