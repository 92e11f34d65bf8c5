// Projects, bids and jobs for unit tests, shaped as the contract's Project, ProjectBid and Job.
import { demoUser } from '../../../test/fake-services';
import { AUTHOR } from '../../posts/post-fixture';
import type { Job } from '../jobs/types';
import type { Project, ProjectBid } from '../projects/types';

export const ME = {
  id: demoUser.id,
  username: demoUser.username,
  general: { displayName: 'Dana Demo', avatar: null },
};

const id = (prefix: string, n: number) =>
  `0190b3c2-0000-7000-${prefix}-${String(n).padStart(12, '0')}`;

/** Project `n`, Sam's in Austin unless `overrides` says otherwise. */
export function makeProject(n: number, overrides: Partial<Project> = {}): Project {
  return {
    id: id('a000', n),
    owner: AUTHOR,
    title: `Project ${n}`,
    description: `<p>Work number ${n}</p>`,
    category: 'commercial',
    bid: 1000 * n,
    currency: 'USD',
    status: 'opened',
    favorite: false,
    flagged: false,
    moderate: 'approved',
    remote: false,
    location: { label: 'Austin, TX', zip: '78701', lat: 30.27 + n / 100, lng: -97.74 },
    documents: [],
    applicationsCount: 0,
    appliedByMe: false,
    bidDeadline: null,
    biddingOpen: true,
    awardedBidId: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function makeBid(n: number, overrides: Partial<ProjectBid> = {}): ProjectBid {
  return {
    id: id('b000', n),
    projectId: id('a000', 1),
    bidder: {
      id: id('c000', n),
      username: `bidder${n}`,
      general: { displayName: `Bidder ${n}`, avatar: null },
      companyName: `Company ${n}`,
      businessType: 'general_contractor',
    },
    amount: 10_000 * n,
    currency: 'USD',
    message: `Bid ${n}`,
    documents: [],
    distanceMiles: 5 * n,
    responseHours: 3 * n,
    status: 'submitted',
    ownerMessage: null,
    createdAt: '2026-01-02T00:00:00.000Z',
    updatedAt: '2026-01-02T00:00:00.000Z',
    ...overrides,
  };
}

export function makeJob(n: number, overrides: Partial<Job> = {}): Job {
  return {
    id: id('d000', n),
    owner: AUTHOR,
    title: `Job ${n}`,
    description: `<p>Job number ${n}</p>`,
    category: 'residential',
    employmentType: 'full_time',
    workplace: 'onsite',
    status: 'opened',
    favorite: false,
    flagged: false,
    moderate: 'approved',
    location: { label: 'Austin, TX', zip: '78701' },
    salary: null,
    applicationsCount: 0,
    appliedByMe: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export const SETTINGS = {
  name: 'Trestle',
  features: { jobs: true, projects: true, payments: false, translation: false },
  uploadMegabytes: 50,
  mapTileUrl: '/tiles/{z}/{x}/{y}.png',
  mapAttribution: 'Test tiles',
};
