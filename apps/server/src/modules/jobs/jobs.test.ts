// Jobs through the API: publish (fields checked, the description sanitised, the ZIP placed, the
// pay range, the membership's quota), read, edit, open and close, delete with the password,
// favorite, report, apply with a message and a résumé (once, never to one's own or a closed job;
// the employer is notified and lists the applications), the lists and counts with their filters
// (the remote rule: remote=true remote only, remote=false on-site only, hybrid in neither), and
// staff moderation. Each operation is tried as the owner, another person and staff, and with bad
// input. Every answer checked against the contract.
import { readFileSync } from 'node:fs';
import { JOBS_API_DEFAULT_LIMIT, limitsFor } from '@trestle/core';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app';
import { expectContract } from '../../../test/support/contract';
import { eventually } from '../../../test/support/eventually';
import {
  TEST_PASSWORD,
  makeFollow,
  makeJob,
  makeUser,
  uploadFileAs,
  type TestUser,
} from '../../../test/support/factories';
import { api } from '../../../test/support/http';
import { quotaMessage } from '../../platform/auth/quota';
import { NOT_YOURS, STAFF_ONLY } from '../../platform/board/index';
import { DOCUMENT_NOT_UPLOADED } from '../../platform/documents/attach';
import { UNKNOWN_ZIP } from '../../platform/geo/zip';
import { JOB_FORM_MESSAGES } from './compose';
import { JOB_MESSAGES } from './policy';

const app = useTestApp();
const UNKNOWN_ID = '0190f6f2-8a3c-7b4e-9c61-2f0b5d3e4a10';
const PDF = readFileSync(new URL('../../../test/fixtures/scope-of-work.pdf', import.meta.url));

const call = (method: string, path: string, user: TestUser | null, body?: unknown) =>
  api(app.url, method, path, { ...(user ? { token: user.token } : {}), body });

async function expectStatus(
  operationId: string,
  status: number,
  method: string,
  path: string,
  user: TestUser | null,
  body?: unknown,
) {
  const response = await call(method, path, user, body);
  expect(response.status, `${method} ${path}: ${JSON.stringify(response.body)}`).toBe(status);
  if (user) expectContract(operationId, status, response.body);
  return response.body;
}
const ok = (operationId: string, method: string, path: string, user: TestUser, body?: unknown) =>
  expectStatus(operationId, 200, method, path, user, body);

const ids = (page: { items: { id: string }[] }) => page.items.map((j) => j.id);
const newsfeed = async (user: TestUser, query = '') =>
  ids(await ok('listJobs', 'GET', `/user/job/newsfeed?${query}`, user));

describe('publishing a job', () => {
  it('keeps its fields, sanitises the description, places the ZIP and shows the pay range', async () => {
    const owner = await makeUser(app);
    const job = await expectStatus('createJob', 201, 'POST', '/user/job', owner, {
      title: '  Estimator ',
      description:
        '<p>Price <strong>bids</strong></p><script>alert(1)</script><img src=x onerror=y>',
      category: 'commercial',
      companyRole: 'builder',
      employmentType: 'contract',
      workplace: 'hybrid',
      location: { label: 'Austin', zip: '78701' },
      salary: { min: 60000, max: 80000, currency: 'USD', period: 'year' },
    });
    expect(job).toMatchObject({
      title: 'Estimator',
      category: 'commercial',
      companyRole: 'builder',
      employmentType: 'contract',
      workplace: 'hybrid',
      status: 'opened',
      moderate: 'approved',
      flagged: false,
      favorite: false,
      appliedByMe: false,
      applicationsCount: 0,
      owner: { id: owner.id },
      location: { label: 'Austin', zip: '78701', state: 'TX', country: 'US' },
      salary: { min: 60000, max: 80000, currency: 'USD', period: 'year' },
    });
    expect(job.description).toContain('<strong>bids</strong>');
    expect(job.description).not.toMatch(/script|onerror/);
    const read = await ok('getJob', 'GET', `/user/job/${job.id}`, owner);
    expect(read).toEqual(job);
  });

  it('refuses bad input: blank title, empty description, unknown ZIP, a pay range upside down', async () => {
    const owner = await makeUser(app);
    const base = {
      title: 'Foreman',
      description: '<p>Lead a crew.</p>',
      category: 'residential',
      employmentType: 'full_time',
      workplace: 'onsite',
    };
    const bad = async (body: object) => {
      const response = await call('POST', '/user/job', owner, { ...base, ...body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      return response.body;
    };
    expect((await bad({ title: '   ' })).errors).toEqual({ title: JOB_FORM_MESSAGES.title });
    expect((await bad({ description: '<script>x</script>' })).errors).toEqual({
      description: JOB_FORM_MESSAGES.description,
    });
    expect((await bad({ location: { label: 'Nowhere', zip: '00000' } })).errors).toEqual({
      'location.zip': UNKNOWN_ZIP,
    });
    expect(
      (await bad({ salary: { min: 90, max: 10, currency: 'USD', period: 'hour' } })).errors,
    ).toEqual({ 'salary.max': JOB_FORM_MESSAGES.salary });
    await bad({ workplace: 'moon' });
    await bad({ employmentType: 'forever' });
    await bad({ category: undefined });
    await bad({ extra: true });
    expect((await ok('countOwnJobs', 'GET', '/user/job/count/own', owner)).count).toBe(0);
    expect((await call('POST', '/user/job', null, base)).status).toBe(401);
  });

  it("stops at the membership's jobs quota with a 403 that says why", async () => {
    const owner = await makeUser(app);
    const limit = limitsFor('free').jobs;
    for (let i = 0; i < limit; i++) await makeJob(app, owner);
    const over = await call('POST', '/user/job', owner, {
      title: 'One more',
      description: '<p>x</p>',
      category: 'energy',
      employmentType: 'part_time',
      workplace: 'remote',
    });
    expect(over.status).toBe(403);
    expectContract('createJob', 403, over.body);
    expect(over.body.message).toBe(quotaMessage('jobs', limit));
  });
});

describe('the owner, another person and staff', () => {
  it('only the owner edits, opens and closes, and deletes with the password', async () => {
    const owner = await makeUser(app);
    const other = await makeUser(app);
    const staff = await makeUser(app, { role: 'admin' });
    const job = await makeJob(app, owner, { workplace: 'remote' });
    const path = `/user/job/${job.id}`;

    for (const user of [other, staff]) {
      const edit = await expectStatus('updateJob', 403, 'POST', path, user, { title: 'Mine' });
      expect(edit.message).toBe(NOT_YOURS);
      await expectStatus('setJobStatus', 403, 'POST', `${path}/active`, user, {
        status: 'closed',
      });
      await expectStatus('deleteJob', 403, 'DELETE', path, user, { password: TEST_PASSWORD });
    }

    const edited = await ok('updateJob', 'POST', path, owner, {
      title: 'Remote estimator',
      workplace: 'onsite',
      salary: { min: 30, currency: 'USD', period: 'hour' },
    });
    expect(edited).toMatchObject({
      title: 'Remote estimator',
      workplace: 'onsite',
      employmentType: 'full_time',
      salary: { min: 30, currency: 'USD', period: 'hour' },
    });
    const cleared = await ok('updateJob', 'POST', path, owner, { salary: null, location: null });
    expect(cleared).toMatchObject({ salary: null, location: null, title: 'Remote estimator' });
    await expectStatus('updateJob', 400, 'POST', path, owner, {});

    const closed = await ok('setJobStatus', 'POST', `${path}/active`, owner, { status: 'closed' });
    expect(closed.status).toBe('closed');
    expect((await ok('countOwnOpenedJobs', 'GET', '/user/job/count/own/opened', owner)).count).toBe(
      0,
    );

    const wrong = await expectStatus('deleteJob', 403, 'DELETE', path, owner, {
      password: 'not the password',
    });
    expect(wrong.message).toBe('The password is not correct.');
    await ok('deleteJob', 'DELETE', path, owner, { password: TEST_PASSWORD });
    await expectStatus('getJob', 404, 'GET', path, owner);
    await expectStatus('updateJob', 404, 'POST', `/user/job/${UNKNOWN_ID}`, owner, { title: 'x' });
  });

  it('staff moderate: review and flags hide a job from others, staff edit and delete it', async () => {
    const owner = await makeUser(app);
    const other = await makeUser(app);
    const staff = await makeUser(app, { role: 'admin' });
    const job = await makeJob(app, owner);
    const path = `/user/job/moderate/${job.id}`;

    for (const user of [owner, other]) {
      const refused = await expectStatus('moderateJob', 403, 'POST', path, user, {
        moderate: 'review',
      });
      expect(refused.message).toBe(STAFF_ONLY);
      await expectStatus('flagModeratedJob', 403, 'POST', `${path}/flag`, user, { flagged: true });
      await expectStatus('updateModeratedJob', 403, 'POST', `${path}/edit`, user, { title: 'x' });
      await expectStatus('listModeratedJobs', 403, 'GET', '/user/job/moderate/newsfeed', user);
      await expectStatus('deleteModeratedJob', 403, 'DELETE', path, user, {
        password: TEST_PASSWORD,
      });
    }

    const inReview = await ok('moderateJob', 'POST', path, staff, { moderate: 'review' });
    expect(inReview.moderate).toBe('review');
    await expectStatus('getJob', 404, 'GET', `/user/job/${job.id}`, other);
    expect(await newsfeed(other)).not.toContain(job.id);
    expect((await ok('getJob', 'GET', `/user/job/${job.id}`, owner)).moderate).toBe('review');
    expect(
      ids(
        await ok('listModeratedJobs', 'GET', '/user/job/moderate/newsfeed?state=inactive', staff),
      ),
    ).toContain(job.id);
    await ok('moderateJob', 'POST', path, staff, { moderate: 'approved' });
    expect(await newsfeed(other)).toContain(job.id);

    const flagged = await ok('flagModeratedJob', 'POST', `${path}/flag`, staff, { flagged: true });
    expect(flagged.flagged).toBe(true);
    expect(await newsfeed(other)).not.toContain(job.id);
    expect(
      ids(await ok('listModeratedJobs', 'GET', '/user/job/moderate/newsfeed?state=flagged', staff)),
    ).toContain(job.id);
    expect(ids(await ok('listOwnJobs', 'GET', '/user/job/own', owner))).toContain(job.id);

    const edited = await ok('updateModeratedJob', 'POST', `${path}/edit`, staff, {
      title: 'Cleaned up title',
    });
    expect(edited).toMatchObject({ title: 'Cleaned up title', owner: { id: owner.id } });
    await expectStatus('deleteModeratedJob', 403, 'DELETE', path, staff, { password: 'nope' });
    await ok('deleteModeratedJob', 'DELETE', path, staff, { password: TEST_PASSWORD });
    await expectStatus('getJob', 404, 'GET', `/user/job/${job.id}`, owner);
  });

  it('favorites and reports: anyone who sees the job; a job they cannot see is not found', async () => {
    const owner = await makeUser(app);
    const other = await makeUser(app);
    const job = await makeJob(app, owner);
    const path = `/user/job/${job.id}`;
    expect((await ok('toggleJobFavorite', 'POST', `${path}/favorite`, other)).favorite).toBe(true);
    expect((await ok('getJob', 'GET', path, other)).favorite).toBe(true);
    expect(await newsfeed(other, 'type=favorite')).toEqual([job.id]);
    expect((await ok('countJobs', 'GET', '/user/job/count?type=favorite', other)).count).toBe(1);
    expect((await ok('toggleJobFavorite', 'POST', `${path}/favorite`, other)).favorite).toBe(false);
    expect(await newsfeed(other, 'type=favorite')).toEqual([]);

    await ok('reportJob', 'POST', `${path}/report`, other, { type: 'spam', text: 'Scam' });
    // One report per person: a second is a 409 and keeps the first reason.
    await expectStatus('reportJob', 409, 'POST', `${path}/report`, other, { type: 'harassment' });
    const reports = await app.database.db
      .selectFrom('board_reports')
      .selectAll()
      .where('item_id', '=', job.id)
      .execute();
    expect(reports.map((r) => [r.reporter_id, r.type])).toEqual([[other.id, 'spam']]);
    await expectStatus('reportJob', 400, 'POST', `${path}/report`, other, { type: 'boring' });

    const staff = await makeUser(app, { role: 'admin' });
    await ok('flagModeratedJob', 'POST', `/user/job/moderate/${job.id}/flag`, staff, {
      flagged: true,
    });
    await expectStatus('toggleJobFavorite', 404, 'POST', `${path}/favorite`, other);
    await expectStatus('reportJob', 404, 'POST', `${path}/report`, other, { type: 'spam' });
  });
});

describe('applying to a job', () => {
  it('a message and a résumé, once; the employer is notified and lists the applications', async () => {
    const owner = await makeUser(app);
    const ana = await makeUser(app);
    const bob = await makeUser(app);
    const job = await makeJob(app, owner);
    const path = `/user/job/${job.id}`;
    const resume = await uploadFileAs(app, ana, PDF, 'resume.pdf');

    await ok('applyToJob', 'POST', `${path}/apply`, ana, {
      message: '  Ten years on commercial sites. ',
      documents: [{ url: resume.url, name: 'Résumé' }],
    });
    const again = await expectStatus('applyToJob', 409, 'POST', `${path}/apply`, ana, {
      message: 'Me again',
    });
    expect(again.message).toBe(JOB_MESSAGES.applied);
    await ok('applyToJob', 'POST', `${path}/apply`, bob, { message: 'I can start Monday.' });

    const seen = await ok('getJob', 'GET', path, ana);
    expect(seen).toMatchObject({ appliedByMe: true, applicationsCount: 2 });

    const list = await ok('listJobApplications', 'GET', `${path}/applications`, owner);
    expect(list.items.map((a: any) => [a.applicant.id, a.message])).toEqual([
      [bob.id, 'I can start Monday.'],
      [ana.id, 'Ten years on commercial sites.'],
    ]);
    expect(list.items[1].documents).toEqual([{ url: resume.url, name: 'Résumé' }]);
    const second = await ok(
      'listJobApplications',
      'GET',
      `${path}/applications?skip=1&limit=1`,
      owner,
    );
    expect(second.items.map((a: any) => a.applicant.id)).toEqual([ana.id]);

    // One entry for the employer, naming the job, with both applicants.
    const notice = await eventually(async () => {
      const response = await api(app.url, 'GET', '/user/notifications', { token: owner.token });
      expectContract('listNotifications', 200, response.body);
      const entry = response.body.items.find((n: any) => n.type === 'job_application');
      return entry?.actorsCount === 2 ? entry : undefined;
    });
    expect(notice).toMatchObject({
      job: { id: job.id, title: job.title },
      project: null,
      text: `applied to your job ${job.title}`,
    });
    expect(notice.actors.map((a: any) => a.id)).toEqual([bob.id, ana.id]);
  });

  it('refuses the owner, a closed job, files not uploaded by the applicant, and a blank message', async () => {
    const owner = await makeUser(app);
    const ana = await makeUser(app);
    const bob = await makeUser(app);
    const job = await makeJob(app, owner);
    const path = `/user/job/${job.id}`;
    const own = await expectStatus('applyToJob', 403, 'POST', `${path}/apply`, owner, {
      message: 'Hire me',
    });
    expect(own.message).toBe(JOB_MESSAGES.ownJob);
    const blank = await expectStatus('applyToJob', 400, 'POST', `${path}/apply`, ana, {
      message: '   ',
    });
    expect(blank.errors).toEqual({ message: JOB_MESSAGES.message });
    const bobsFile = await uploadFileAs(app, bob, PDF, 'bob.pdf');
    for (const url of [bobsFile.url, 'https://example.com/resume.pdf', '/api/files/missing.pdf']) {
      const refused = await expectStatus('applyToJob', 400, 'POST', `${path}/apply`, ana, {
        message: 'Hello',
        documents: [{ url }],
      });
      expect(refused.errors).toEqual({ documents: DOCUMENT_NOT_UPLOADED });
    }
    await ok('setJobStatus', 'POST', `${path}/active`, owner, { status: 'closed' });
    const closed = await expectStatus('applyToJob', 403, 'POST', `${path}/apply`, ana, {
      message: 'Hello',
    });
    expect(closed.message).toBe(JOB_MESSAGES.closed);
    await expectStatus('applyToJob', 404, 'POST', `/user/job/${UNKNOWN_ID}/apply`, ana, {
      message: 'Hello',
    });
    expect((await ok('getJob', 'GET', path, owner)).applicationsCount).toBe(0);
  });

  it('only the employer lists the applications: others and staff get 403, an unseen job 404', async () => {
    const owner = await makeUser(app);
    const other = await makeUser(app);
    const staff = await makeUser(app, { role: 'admin' });
    const job = await makeJob(app, owner);
    const path = `/user/job/${job.id}/applications`;
    for (const user of [other, staff]) {
      const refused = await expectStatus('listJobApplications', 403, 'GET', path, user);
      expect(refused.message).toBe(JOB_MESSAGES.ownerOnly);
    }
    await expectStatus('listJobApplications', 400, 'GET', `${path}?limit=0`, owner);
    await ok('moderateJob', 'POST', `/user/job/moderate/${job.id}`, staff, { moderate: 'review' });
    await expectStatus('listJobApplications', 404, 'GET', path, other);
    await expectStatus(
      'listJobApplications',
      404,
      'GET',
      `/user/job/${UNKNOWN_ID}/applications`,
      owner,
    );
    expect((await ok('listJobApplications', 'GET', path, owner)).items).toEqual([]);
  });
});

describe('the jobs lists', () => {
  it('the remote rule: remote=true remote only, remote=false on-site only, hybrid in neither', async () => {
    const owner = await makeUser(app);
    const viewer = await makeUser(app);
    const remote = await makeJob(app, owner, { workplace: 'remote' });
    const onsite = await makeJob(app, owner, { workplace: 'onsite' });
    const hybrid = await makeJob(app, owner, { workplace: 'hybrid' });
    const mine = `ownerId=${owner.id}`;
    expect(await newsfeed(viewer, `${mine}&remote=true`)).toEqual([remote.id]);
    expect(await newsfeed(viewer, `${mine}&remote=false`)).toEqual([onsite.id]);
    expect(await newsfeed(viewer, mine)).toEqual([hybrid.id, onsite.id, remote.id]);
    // A location label with the word remote makes the search remote-only.
    expect(await newsfeed(viewer, `${mine}&searchLocationLabel=Remote%20(US)`)).toEqual([
      remote.id,
    ]);
    expect(
      (await ok('countJobs', 'GET', `/user/job/count?${mine}&remote=false`, viewer)).count,
    ).toBe(1);
    // Editing the workplace moves the job between the filters.
    await ok('updateJob', 'POST', `/user/job/${hybrid.id}`, owner, { workplace: 'remote' });
    expect(await newsfeed(viewer, `${mine}&remote=true`)).toEqual([hybrid.id, remote.id]);
  });

  it('filters by ZIP and radius, keyword, category, employment type and status', async () => {
    const owner = await makeUser(app);
    const viewer = await makeUser(app);
    const austin = await makeJob(app, owner, {
      title: 'Concrete finisher',
      location: { label: 'Austin', zip: '78701' },
      employmentType: 'temporary',
      category: 'infrastructure',
    });
    const roundRock = await makeJob(app, owner, {
      title: 'Framer',
      location: { label: 'Round Rock', zip: '78664' },
    });
    await makeJob(app, owner, { title: 'Welder', location: { label: 'Dallas', zip: '75201' } });
    const mine = `ownerId=${owner.id}`;
    expect(await newsfeed(viewer, `${mine}&zip=78701&radius=30`)).toEqual([
      roundRock.id,
      austin.id,
    ]);
    expect(await newsfeed(viewer, `${mine}&zip=78701&radius=10&units=km`)).toEqual([austin.id]);
    expect(await newsfeed(viewer, `${mine}&searchKeyword=concrete`)).toEqual([austin.id]);
    expect(await newsfeed(viewer, `${mine}&employmentType=temporary`)).toEqual([austin.id]);
    expect(await newsfeed(viewer, `${mine}&category=infrastructure`)).toEqual([austin.id]);
    await ok('setJobStatus', 'POST', `/user/job/${austin.id}/active`, owner, { status: 'closed' });
    expect(await newsfeed(viewer, `${mine}&status=closed`)).toEqual([austin.id]);
    const unknownZip = await call('GET', '/user/job/newsfeed?zip=00000', viewer);
    expect(unknownZip.status).toBe(400);
    expect((await call('GET', '/user/job/newsfeed?employmentType=forever', viewer)).status).toBe(
      400,
    );
  });

  it('following, own (myJobs) and the counts; 20 to a page by default', async () => {
    const owner = await makeUser(app, { membershipLevel: 'business' });
    const follower = await makeUser(app);
    await makeFollow(app, follower, owner);
    const made = [];
    for (let i = 0; i < JOBS_API_DEFAULT_LIMIT + 1; i++) made.push(await makeJob(app, owner));
    const page = await ok('listJobs', 'GET', '/user/job/newsfeed?type=following', follower);
    expect(page.items).toHaveLength(JOBS_API_DEFAULT_LIMIT);
    expect(page.items[0].id).toBe(made.at(-1).id);
    expect((await ok('countJobs', 'GET', '/user/job/count?type=following', follower)).count).toBe(
      made.length,
    );
    const stranger = await makeUser(app);
    expect(await newsfeed(stranger, 'type=following')).toEqual([]);

    await ok('setJobStatus', 'POST', `/user/job/${made[0].id}/active`, owner, { status: 'closed' });
    const own = await ok('listOwnJobs', 'GET', '/user/job/own?limit=100', owner);
    expect(own.items).toHaveLength(made.length);
    const closed = await ok('listOwnJobs', 'GET', '/user/job/own?status=closed', owner);
    expect(ids(closed)).toEqual([made[0].id]);
    expect((await ok('countOwnJobs', 'GET', '/user/job/count/own', owner)).count).toBe(made.length);
    expect((await ok('countOwnOpenedJobs', 'GET', '/user/job/count/own/opened', owner)).count).toBe(
      made.length - 1,
    );
    expect((await ok('listOwnJobs', 'GET', '/user/job/own', stranger)).items).toEqual([]);
    expect((await call('GET', '/user/job/own', null)).status).toBe(401);
  });
});
