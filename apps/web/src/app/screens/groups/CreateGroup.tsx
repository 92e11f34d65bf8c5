import { useNavigate } from 'react-router';
import { unwrap } from '@trestle/sdk';
import { useServices } from '../../services-context';
import { usePageTitle } from '../../use-page-title';
import { GroupForm, type GroupFormBody } from './GroupForm';
import { GROUPS_PATH, groupPath } from './paths';
import page from '../Page.module.css';

/** `/groups/new`: the create form; the new group's page opens once it is made. */
export default function CreateGroup() {
  usePageTitle('Create a group');
  const services = useServices();
  const navigate = useNavigate();

  async function create({ avatar, background_image, ...body }: GroupFormBody) {
    // The quiet client: the form shows what went wrong on its fields.
    const group = await unwrap(
      services.quietClient.api.POST('/user/groups', {
        body: {
          ...body,
          ...(avatar ? { avatar } : {}),
          ...(background_image ? { background_image } : {}),
        },
      }),
    );
    services.notify('Your group is created.', 'success');
    void navigate(groupPath(group.id));
  }

  return (
    <div className={page.page}>
      <h1 className={page.title}>Create a group</h1>
      <GroupForm
        submitLabel="Create group"
        onSubmit={create}
        onCancel={() => void navigate(GROUPS_PATH)}
      />
    </div>
  );
}
