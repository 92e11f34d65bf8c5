// The contract validates requests and core validates forms and holds the values the clients offer;
// where both state a rule, they must state the same one. Pairs are found by walking both sides:
// every enumeration, bounded string and form schema of either side is either paired here or
// listed with the reason it has no counterpart, so a new rule on one side fails this test until
// the other side agrees or the list says why it need not.
import { isDeepStrictEqual } from 'node:util';
import * as core from '@trestle/core';
import { describe, expect, it } from 'vitest';
import {
  inlineRefs,
  listOperations,
  loadContract,
  resolveRef,
  type JsonSchema,
  type OperationObject,
} from './contract';

const document = loadContract();
const components = (document.components?.schemas ?? {}) as Record<string, JsonSchema>;
const schema = (name: string) =>
  inlineRefs(document, { $ref: `#/components/schemas/${name}` }) as JsonSchema;
const operations = listOperations(document);
const operation = (operationId: string) => {
  const found = operations.find((o) => o.operation.operationId === operationId);
  if (!found) throw new Error(`no operation ${operationId}`);
  return found;
};
/** The JSON body schema of an operation, references inlined. */
const body = (op: OperationObject) => {
  const requestBody = resolveRef(document, op.requestBody) as OperationObject['requestBody'];
  const raw = requestBody?.content?.['application/json']?.schema;
  return raw
    ? (inlineRefs(document, raw) as JsonSchema & { properties?: Record<string, JsonSchema> })
    : undefined;
};
/** The raw (references kept) properties of an operation's JSON body. */
const rawBodyProperties = (op: OperationObject) => {
  const requestBody = resolveRef(document, op.requestBody) as OperationObject['requestBody'];
  const raw = resolveRef(document, requestBody?.content?.['application/json']?.schema) as
    { properties?: Record<string, JsonSchema> } | undefined;
  return raw?.properties ?? {};
};
const parameter = (operationId: string, name: string) => {
  const found = operation(operationId).parameters.find((p) => p.name === name);
  if (!found) throw new Error(`${operationId} has no parameter ${name}`);
  return inlineRefs(document, found.schema) as JsonSchema;
};
/** An enum with `allOf: [{ $ref }]` and a default reads as the referenced enum plus the default. */
const flat = (s: JsonSchema): JsonSchema =>
  Array.isArray(s.allOf) ? { ...flat(s.allOf[0] as JsonSchema), ...s, allOf: undefined } : s;

// --- Enumerations -------------------------------------------------------------------------------

const isStringTuple = (value: unknown): value is readonly string[] =>
  Array.isArray(value) && value.length > 0 && value.every((v) => typeof v === 'string');
const coreTuples = Object.entries(core).filter(([, value]) => isStringTuple(value)) as [
  string,
  readonly string[],
][];

/** Contract enumerations (component schemas) and the core list each must equal, in order. */
const ENUM_PAIRS: Record<string, readonly string[]> = {
  RoleKey: core.ROLE_KEYS,
  Chronology: core.CHRONOLOGIES,
  Duration: core.DURATIONS,
  AccountType: core.ACCOUNT_TYPES,
  MembershipLevelKey: core.MEMBERSHIP_LEVELS,
  CompanyRole: core.COMPANY_ROLES,
  BusinessType: core.BUSINESS_TYPES,
  QuoteRequestStatus: core.QUOTE_REQUEST_STATUSES,
  PostCategory: core.POST_CATEGORIES,
  ReactionType: core.REACTION_TYPES,
  ReplyPolicy: core.REPLY_POLICIES,
  ReportType: core.REPORT_TYPES,
  FeedSource: core.FEED_SOURCES,
  GroupType: core.GROUP_TYPES,
  PostGroupType: core.GROUP_TYPES,
  GroupRole: core.GROUP_ROLES,
  ChannelType: core.CHANNEL_TYPES,
  ProfileGroupRole: core.GROUP_ROLES,
  MediaSearchType: core.MEDIA_SEARCH_TYPES,
  NotificationFilter: core.NOTIFICATION_TABS,
  SortOrder: core.SORT_ORDERS,
  OpenStatus: core.LISTING_STATUSES,
  Units: core.DISTANCE_UNITS,
  ProjectCategory: core.PROJECT_CATEGORIES,
  ProjectSort: core.PROJECT_SORTS,
  ModerationState: core.MODERATION_DECISIONS,
  ModerationQueue: core.MODERATOR_PROJECT_TABS,
  Workplace: core.WORKPLACE_TYPES,
  MembershipState: core.MEMBERSHIP_LEVEL_STATES,
  SubscriptionState: core.PRO_SUBSCRIPTION_STATES,
  ProfileLevelState: core.PRO_SUBSCRIPTION_STATES,
  Currency: core.CURRENCY_CODES,
  UsStateCode: core.US_STATES.map((state) => state.code),
  CardBrand: [...Object.values(core.CARD_BRAND_KEYS), 'unknown'],
  EmploymentType: core.EMPLOYMENT_TYPES,
  SearchSchedule: core.SEARCH_SCHEDULES,
};

/** Contract enumerations core does not list, and why (checked against core further below). */
const CONTRACT_ONLY_ENUMS: Record<string, string> = {
  DmSetting:
    'core names the values canMessage acts on, DM_SETTING_ALL and DM_SETTING_FOLLOWERS (checked below)',
  ImpressionType: 'core names only its default, DEFAULT_IMPRESSION_TYPE (checked below)',
  DirectMessageType: 'core names only its default, DEFAULT_MESSAGE_TYPE (checked below)',
  FeedType: "a superset of core's EXPLORE_POST_SUBTYPES (checked below)",
  FeedSubType: 'server-side feed filter; no core rule',
  LocationFilter: 'server-side location search; no core rule',
  PostKind: 'no core rule',
  MediaType: 'no core rule',
  NotificationType: 'no core rule',
  BidStatus: "the owner's decision on a bid, set by the server; no core rule",
  FeedSource: 'no core rule',
  ReportType: 'no core rule',
  ArchiveState: 'no core rule',
  InterfaceLanguage:
    'the languages the settings screen offers (apps/web settings-api.ts); no core rule',
  PayoutAccountState: "the processor's account state as the server reads it; no core rule",
  GroupMemberStatus: 'no core rule',
  GroupReportState:
    'no core rule (core lists the decisions, GROUP_REPORT_DECISIONS: checked below)',
  TransactionState: 'no core rule',
  ProductType: 'no core rule',
  PaymentSubscriptionState: 'no core rule',
  BillingPeriod: 'core PRO_LEVEL_PERIODS holds the same two (the pro level form)',
};

/** Core lists with no contract enumeration, and why. */
const CORE_ONLY_LISTS: Record<string, string> = {
  ADVANCED_TEXT_FIELDS: 'the advanced search form’s text fields, read into the typed q string',
  WORDS_LANGUAGES: 'languages the product’s words exist in (the lang attribute); not a parameter',
  ADVANCED_HAS:
    'the has: operator of the typed advanced search line (core parses it; q is a string)',
  ALLOWED_RICH_TEXT_TAGS: "the sanitiser's allow-list; the contract describes rich text in prose",
  AUTH_LOADING_STATES: 'client state machine',
  PAYMENT_FLOW_STATES: 'client state machine',
  PRO_LEVEL_PERIODS: "the contract's BillingPeriod, also met inline in Product and Salary",
  DIRECTORY_TABS: 'screen tabs; each maps to a call, not to one parameter',
  DIRECTORY_TYPES_WITHOUT_FILTER: 'query clean-up rule of the directory screen',
  EXPLORE_TABS: 'screen tabs',
  JOB_TABS: 'screen tabs',
  PROJECT_TABS: 'screen tabs',
  MESSAGE_SEARCH_TABS: 'screen tabs',
  JOB_VIEW_MODES: 'screen layouts',
  PROJECT_VIEW_MODES: 'screen layouts',
  DIRECTORY_VIEW_MODES: 'screen layouts',
  PAY_PERIODS: "the inline enum of Salary.period (the job form's pay period)",
  ONBOARDING_STEPS: 'screen steps of the onboarding',
  PROFILE_BUCKETS: 'client state of the profile screen',
  SILENT_ERROR_MESSAGES: 'client error handling',
  EXPLORE_POST_SUBTYPES: 'a subset of the contract FeedType (checked below)',
  GROUP_REPORT_DECISIONS: 'one contract path per decision (checked below)',
  GROUP_MODERATOR_ROLES:
    'the roles that moderate a group: a subset of GroupRole, a rule not a type',
  SUBSCRIPTION_STATES: 'a subset of the contract SubscriptionState (checked below)',
  CHANNEL_OWNERSHIPS:
    'the ownership filter of channel lists: listProfileChannels ownership, listOwnChannels type without all (checked below)',
};

/** Inline (unnamed) contract enumerations that share values with a paired core list, and why. */
const INLINE_OVERLAPS: { values: readonly (string | null)[]; reason: string }[] = [
  {
    values: ['active', 'pending', 'inactive'],
    reason:
      'recurring charges filter: the normal tab of /subscriptions (stored states active+cancelled, pending, expired)',
  },
  {
    values: ['following', 'local', 'news', 'groups'],
    reason: 'countNewFeedPosts source: the feed sources, and the groups feed it also counts for',
  },
  {
    values: ['owner', 'moderator', 'member', 'pending', null],
    reason: "Group.myRole: the caller's group role, pending while a join request waits, or none",
  },
  {
    values: ['all', 'owner', 'moderator', 'member'],
    reason: 'profile groups filter: every group, or those where the person has a role',
  },
  {
    values: ['active', 'pending'],
    reason: 'GroupJoinResult.status: joined at once (open group) or waiting (closed, private)',
  },
  {
    values: ['answered', 'closed'],
    reason: 'QuoteStatusInput.status: the statuses an owner may set (new is only the start)',
  },
];

/** Every enum in the contract that is not a component schema of its own. */
function inlineEnums(): { where: string; values: (string | null)[] }[] {
  const found: { where: string; values: (string | null)[] }[] = [];
  const walk = (node: unknown, where: string, top: boolean) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach((n, i) => walk(n, `${where}/${i}`, false));
    const record = node as Record<string, unknown>;
    if (Array.isArray(record.enum) && !top) {
      found.push({ where, values: record.enum as (string | null)[] });
    }
    for (const [key, value] of Object.entries(record)) walk(value, `${where}/${key}`, false);
  };
  for (const [name, s] of Object.entries(components)) walk(s, `#/components/schemas/${name}`, true);
  walk(document.paths, '#/paths', false);
  return found;
}

describe('contract and core agree on enumerations', () => {
  it.each(Object.entries(ENUM_PAIRS))('%s', (name, values) => {
    expect(components[name], `contract schema ${name}`).toBeDefined();
    expect(schema(name).enum).toEqual([...values]);
  });

  it('pairs or explains every contract enumeration', () => {
    const named = Object.entries(components)
      .filter(([, s]) => Array.isArray(s.enum))
      .map(([name]) => name);
    const unexplained = named.filter((n) => !(n in ENUM_PAIRS) && !(n in CONTRACT_ONLY_ENUMS));
    expect(unexplained, 'add them to ENUM_PAIRS or CONTRACT_ONLY_ENUMS').toEqual([]);
    const stale = Object.keys(CONTRACT_ONLY_ENUMS).filter((n) => !named.includes(n));
    expect(stale, 'CONTRACT_ONLY_ENUMS names schemas that no longer exist').toEqual([]);
  });

  it('pairs or explains every core list', () => {
    const paired = new Set(Object.values(ENUM_PAIRS));
    const unexplained = coreTuples
      .filter(([name, values]) => !paired.has(values) && !(name in CORE_ONLY_LISTS))
      .map(([name]) => name);
    expect(unexplained, 'add them to ENUM_PAIRS or CORE_ONLY_LISTS').toEqual([]);
    const stale = Object.keys(CORE_ONLY_LISTS).filter((n) => !coreTuples.some(([k]) => k === n));
    expect(stale, 'CORE_ONLY_LISTS names lists core no longer has').toEqual([]);
  });

  it('has no inline enumeration that copies or drifts from a paired one', () => {
    const pairedLists = Object.values(ENUM_PAIRS);
    const problems = inlineEnums()
      .filter(({ values }) =>
        pairedLists.some(
          (list) => values.filter((v) => v !== null && list.includes(v)).length >= 2,
        ),
      )
      .filter(({ values }) => !INLINE_OVERLAPS.some((known) => sameValues(known.values, values)))
      .map(({ where, values }) => `${where}: ${JSON.stringify(values)}`);
    expect(
      problems,
      'refer to the named schema, or explain the overlap in INLINE_OVERLAPS',
    ).toEqual([]);
  });

  it('on single values core names', () => {
    expect(schema('RoleKey').enum).toContain(core.BASIC_ROLE_KEY);
    expect(schema('DmSetting').enum).toContain(core.DM_SETTING_ALL);
    expect(schema('DmSetting').enum).toContain(core.DM_SETTING_FOLLOWERS);
    expect(
      pick(body(operation('sendDirectMessage').operation)!.properties!.media!, ['maxItems']),
    ).toEqual({ maxItems: core.DM_MEDIA_MAX_ITEMS });
    expect(schema('Chronology').default).toBe(core.DEFAULT_VIDEO_FILTER);
    expect(schema('Units').default).toBe(core.DEFAULT_UNITS);
    expect(schema('DirectMessageType').default).toBe(core.DEFAULT_MESSAGE_TYPE);
    expect(
      flat(body(operation('recordPostImpression').operation)!.properties!.type!),
    ).toMatchObject({ enum: schema('ImpressionType').enum, default: core.DEFAULT_IMPRESSION_TYPE });
    expect(flat(parameter('listPostReplies', 'sort')).default).toBe(core.DEFAULT_REPLY_SORT);
    expect(flat(parameter('listListings', 'type'))).toMatchObject({
      default: core.DEFAULT_DIRECTORY_TAB,
    });
    expect(core.DIRECTORY_TABS).toEqual(
      expect.arrayContaining(parameter('listListings', 'type').enum as string[]),
    );
  });

  it('on lists one side holds part of', () => {
    // Explore searches every post subtype the explore screen offers.
    expect(schema('FeedType').enum).toEqual(
      expect.arrayContaining([...core.EXPLORE_POST_SUBTYPES]),
    );
    expect(core.EXPLORE_POST_SUBTYPES).toEqual(
      expect.arrayContaining(
        body(operation('searchVideos').operation)!.properties!.type!.enum as string[],
      ),
    );
    // A subscriber filters their subscriptions by these; banned is what an owner does to one.
    expect(schema('SubscriptionState').enum).toEqual(
      expect.arrayContaining([...core.SUBSCRIPTION_STATES]),
    );
    // Group reports: one path per decision.
    for (const decision of core.GROUP_REPORT_DECISIONS) {
      expect(document.paths[`/user/group/{id}/report/{reportId}/${decision}`]?.post).toBeDefined();
    }
  });

  it("on core's own values, checked by the contract's schemas", () => {
    for (const role of core.ROLES) {
      expect(schema('RoleKey').enum).toContain(role.key);
      expect(role.name.length).toBeGreaterThan(0);
    }
    const limits = schema('Limits') as {
      required: string[];
      properties: Record<string, JsonSchema>;
    };
    const policies = schema('Policies') as { required: string[] };
    for (const level of core.MEMBERSHIP_LEVELS) {
      const levelLimits = core.limitsFor(level) as unknown as Record<string, number>;
      expect(Object.keys(levelLimits).sort()).toEqual([...limits.required].sort());
      for (const [key, value] of Object.entries(levelLimits)) {
        expect(value, `${level} ${key}`).toBeGreaterThanOrEqual(
          Number(limits.properties[key]!.minimum),
        );
      }
      for (const type of core.ACCOUNT_TYPES) {
        expect(Object.keys(core.policiesFor(type, level)).sort()).toEqual(
          [...policies.required].sort(),
        );
      }
    }
    const country = schema('Location') as { properties: { country: { pattern: string } } };
    for (const { code } of core.COUNTRIES) {
      expect(code).toMatch(new RegExp(country.properties.country.pattern, 'u'));
    }
  });
});

function sameValues(a: readonly unknown[], b: readonly unknown[]) {
  return a.length === b.length && a.every((v) => b.includes(v));
}

// --- Bounds and name patterns -------------------------------------------------------------------

/** The keywords compared; a rule's other keywords (descriptions, defaults) may differ. */
const RULE_KEYWORDS = [
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'minimum',
  'maximum',
  'minItems',
  'maxItems',
] as const;

interface ZodLike {
  toJSONSchema(options: { io: 'input' | 'output'; unrepresentable: 'any' }): JsonSchema;
}
/**
 * What a core zod schema states, as JSON Schema: the bounds on the value the form sends (output)
 * and those checked before a transform (input, e.g. the e-mail length before the address check).
 */
function stated(zod: ZodLike): JsonSchema {
  const input = zod.toJSONSchema({ io: 'input', unrepresentable: 'any' });
  const output = zod.toJSONSchema({ io: 'output', unrepresentable: 'any' });
  const rule: JsonSchema = {};
  for (const key of RULE_KEYWORDS) {
    const value = output[key] ?? input[key];
    if (value !== undefined) rule[key] = value;
  }
  return rule;
}
const pick = (s: JsonSchema, keys: readonly string[]) =>
  Object.fromEntries(keys.filter((k) => s[k] !== undefined).map((k) => [k, s[k]]));

/** The new-password rule: checkNewPassword counts code points, like JSON Schema. */
const NEW_PASSWORD = { minLength: core.PASSWORD_MIN_LENGTH, maxLength: core.PASSWORD_MAX_LENGTH };
const email = stated(core.emailSchema);
const emailRule = { maxLength: email.maxLength, format: 'email' };
const login = stated(core.signInSchema.shape.login);

/** Named contract string rules and the core rule each must equal, keyword for keyword. */
const RULE_PAIRS: Record<string, JsonSchema> = {
  Username: stated(core.usernameSchema),
  NewPassword: NEW_PASSWORD,
  GroupName: stated(core.groupNameSchema),
  ChannelName: stated(core.channelNameSchema),
  ChannelTitle: stated(core.channelTitleSchema),
  ListTitle: stated(core.listTitleSchema),
  // directMessageFormSchema counts code points in a check (JSON Schema counts them too), which
  // zod cannot state as JSON Schema: the bound is core's constant.
  DirectMessageText: { maxLength: core.DM_TEXT_MAX_LENGTH },
};

/** Named contract string rules core has no rule for, and why. */
const CONTRACT_ONLY_RULES: Record<string, string> = {
  FileName: 'server-side storage name',
  PostText: 'no core form rule yet (the sanitiser keeps any length)',
  LanguageCode: 'translation service code',
  Keyword: 'no core form rule yet',
};

/** Core zod schemas and where the contract states the same rule (checked below), or why not. */
const CORE_SCHEMAS: Record<string, string> = {
  usernameSchema: 'Username',
  proLevelFormSchema: 'ProLevelInput (typed price turned into minor units)',
  emailSchema: 'every e-mail field of a request body',
  passwordSchema: 'NewPassword',
  currentPasswordSchema: 'every current-password field of a request body',
  groupNameSchema: 'GroupName',
  channelNameSchema: 'ChannelName',
  channelTitleSchema: 'ChannelTitle',
  listTitleSchema: 'ListTitle',
  signInSchema: 'signIn body',
  signUpSchema: 'signUp body',
  verifySchema: 'verifyEmail body',
  passwordConfirmationSchema: 'PasswordConfirmation',
  changePasswordSchema: 'changePassword body',
  countryCodeSchema: 'Location.country pattern (core lists the countries)',
  currencyCodeSchema: 'Currency',
  usStateCodeSchema: 'UsStateCode',
  listingFiltersSchema: 'screen filter state; buildListingQuery turns it into query parameters',
  reportPostSchema: 'reportPost body (the report dialog)',
  directMessageFormSchema:
    'sendDirectMessage body (the message composer): DirectMessageText and the media bound',
  profileFormSchema:
    'updateOwnProfile body (the edit profile form; edit.ts applies the same bounds)',
  groupFormSchema: 'createGroup and updateGroup bodies (the group form): GroupName and bounds',
  groupRuleSchema: 'GroupRuleInput (the rule form)',
  groupTransferSchema: 'transferGroup body (the hand-over form)',
  rssSourceSchema: 'addRssSource body (the add-a-news-source form): url, its length and scheme',
  channelFormSchema: 'createChannel body (the channel form; checked below)',
  listingFormSchema:
    'createListing body (the listing form): the ListingCreate bounds, keywords as comma text',
  projectFormSchema:
    'createProject/updateProject bodies (the project form): ProjectCreate bounds, bid in whole units, a Location from the ZIP and label',
  jobFormSchema: 'createJob/updateJob bodies (the job form): JobCreate bounds, Salary',
  bidFormSchema: 'applyToProject body (the bid form): amount and message bounds',
  applicationFormSchema: 'applyToJob body (the application form): Application.message bounds',
};

describe('contract and core agree on bounds and name rules', () => {
  it.each(Object.entries(RULE_PAIRS))('%s', (name, rule) => {
    expect(Object.keys(rule).length, `core states a rule for ${name}`).toBeGreaterThan(0);
    expect(pick(schema(name), RULE_KEYWORDS)).toEqual(rule);
  });

  it('pairs or explains every bounded contract string and every core form schema', () => {
    const bounded = Object.entries(components)
      .filter(([, s]) => s.type === 'string' && !s.enum)
      .filter(([, s]) => RULE_KEYWORDS.some((k) => s[k] !== undefined && k !== 'format'))
      .map(([name]) => name);
    expect(bounded.filter((n) => !(n in RULE_PAIRS) && !(n in CONTRACT_ONLY_RULES))).toEqual([]);
    const schemas = Object.entries(core)
      .filter(([name, value]) => name.endsWith('Schema') && value && typeof value === 'object')
      .filter(([name]) => !coreTuples.some(([, list]) => enumSchemaOf(name, list)))
      .map(([name]) => name);
    expect(
      schemas.filter((n) => !(n in CORE_SCHEMAS)),
      'add them to CORE_SCHEMAS',
    ).toEqual([]);
  });

  it('on the enum-backed core schemas', () => {
    for (const [name, value] of Object.entries(core)) {
      if (!name.endsWith('Schema') || !(value as Partial<ZodLike>).toJSONSchema) continue;
      const states = (value as ZodLike).toJSONSchema({ io: 'input', unrepresentable: 'any' });
      if (!Array.isArray(states.enum)) continue;
      expect(
        coreTuples.some(([, list]) => sameValues(list, states.enum as unknown[])),
        name,
      ).toBe(true);
    }
  });

  it('on every request field that carries a username, e-mail address, login or password', () => {
    const mismatches: string[] = [];
    const newPasswordFields: string[] = [];
    for (const { operation: op } of operations) {
      const properties = body(op)?.properties ?? {};
      const raw = rawBodyProperties(op);
      for (const [field, value] of Object.entries(properties)) {
        const where = `${op.operationId}.${field}`;
        const ref = typeof raw[field]?.$ref === 'string' ? String(raw[field]!.$ref) : '';
        let expected: JsonSchema;
        if (field === 'username') expected = RULE_PAIRS.Username!;
        else if (field === 'email') expected = emailRule;
        else if (field === 'login') expected = login;
        else if (field === 'password' || field === 'newPassword') {
          if (ref.endsWith('/NewPassword')) {
            newPasswordFields.push(where);
            expected = NEW_PASSWORD;
          } else expected = stated(core.currentPasswordSchema);
        } else continue;
        const actual = pick(value, Object.keys(expected));
        if (!isDeepStrictEqual(actual, expected)) {
          mismatches.push(
            `${where}: contract ${JSON.stringify(actual)}, core ${JSON.stringify(expected)}`,
          );
        }
      }
    }
    expect(mismatches).toEqual([]);
    expect(newPasswordFields.sort()).toEqual(
      ['changePassword.newPassword', 'completePasswordReset.password', 'signUp.password'].sort(),
    );
  });

  it("on the forms' fields, the request bodies they fill", () => {
    const forms: [ZodLike & { shape: Record<string, unknown> }, string, string[]][] = [
      [core.signInSchema, 'signIn', []],
      [core.signUpSchema as never, 'signUp', []],
      [core.verifySchema, 'verifyEmail', []],
      [core.passwordConfirmationSchema, 'deleteAccount', []],
      [core.changePasswordSchema as never, 'changePassword', ['confirmPassword']],
      [core.groupFormSchema, 'createGroup', []],
      [core.groupRuleSchema, 'createGroupRule', []],
      [core.groupTransferSchema, 'transferGroup', []],
      [core.rssSourceSchema, 'addRssSource', []],
      [core.channelFormSchema as never, 'createChannel', []],
    ];
    for (const [form, operationId, clientOnly] of forms) {
      const json = form.toJSONSchema({ io: 'output', unrepresentable: 'any' }) as {
        properties: Record<string, JsonSchema>;
      };
      const contract = body(operation(operationId).operation)!;
      const fields = Object.keys(json.properties).filter((f) => !clientOnly.includes(f));
      expect(Object.keys(contract.properties!), operationId).toEqual(
        expect.arrayContaining(fields),
      );
      for (const field of fields) {
        const coreRule = json.properties[field]!;
        if (Array.isArray(coreRule.enum)) {
          expect(contract.properties![field]!.enum, `${operationId}.${field}`).toEqual(
            coreRule.enum,
          );
        }
      }
    }
    expect(
      pick(body(operation('verifyEmail').operation)!.properties!.token!, ['minLength']),
    ).toEqual(pick(stated(core.verifySchema.shape.token as ZodLike), ['minLength']));
    expect(body(operation('addRssSource').operation)!.properties!.url).toMatchObject({
      maxLength: core.RSS_URL_MAX_LENGTH,
      pattern: '^https?://',
    });
    expect(schema('PasswordConfirmation').properties).toMatchObject({
      password: stated(core.currentPasswordSchema),
    });
    expect(
      pick(body(operation('createChannel').operation)!.properties!.description!, ['maxLength']),
    ).toEqual({ maxLength: core.CHANNEL_DESCRIPTION_MAX_LENGTH });
    expect(flat(parameter('listProfileChannels', 'ownership')).enum).toEqual([
      ...core.CHANNEL_OWNERSHIPS,
    ]);
    expect(flat(parameter('listOwnChannels', 'type')).enum).toEqual(
      core.CHANNEL_OWNERSHIPS.filter((o) => o !== 'all'),
    );
  });

  it('on page sizes', () => {
    const pageSize: Record<string, number> = {
      listPostReplies: core.REPLIES_PAGE_SIZE,
      listPostHistory: core.POST_HISTORY_PAGE_SIZE,
      listOwnSubscriptions: core.SUBSCRIPTIONS_PAGE_SIZE,
      listProSubscribers: core.SUBSCRIPTIONS_PAGE_SIZE,
      listProSubscriberPayments: core.SUBSCRIPTIONS_PAGE_SIZE,
      listProEarnings: core.SUBSCRIPTIONS_PAGE_SIZE,
      listProjects: core.PROJECTS_PAGE_SIZE,
      listOwnProjects: core.PROJECTS_PAGE_SIZE,
      listProjectBids: core.PROJECTS_PAGE_SIZE,
      listJobs: core.JOBS_API_DEFAULT_LIMIT,
      listOwnJobs: core.JOBS_API_DEFAULT_LIMIT,
      listJobApplications: core.JOBS_API_DEFAULT_LIMIT,
      listListings: core.DIRECTORY_PAGE_SIZE,
      listOwnListings: core.DIRECTORY_PAGE_SIZE,
      listReceivedQuotes: core.DIRECTORY_PAGE_SIZE,
      listChats: core.CHATS_PAGE_SIZE,
      listDirectMessages: core.MESSAGES_PAGE_SIZE,
      searchDirectMessages: core.MESSAGE_SEARCH_PAGE_SIZE,
      listModeratedProjects: core.MODERATION_PAGE_SIZE,
      listModeratedJobs: core.MODERATION_PAGE_SIZE,
      listModeratedListings: core.MODERATION_PAGE_SIZE,
      listGroupReports: core.MODERATION_PAGE_SIZE,
      listProfilePosts: core.PROFILE_NEWSFEED_LIMIT,
      listSuggestedPeople: core.RIGHT_COLUMN_PEOPLE,
    };
    const largest = Math.max(
      core.PROJECTS_PAGINATION_PAGE_SIZE,
      core.RIGHT_COLUMN_PEOPLE,
      core.RIGHT_COLUMN_TOPICS,
      ...Object.values(pageSize),
    );
    const seen: string[] = [];
    for (const { operation: op, parameters } of operations) {
      const limit =
        parameters.find((p) => p.name === 'limit')?.schema ?? body(op)?.properties?.limit;
      if (!limit) continue;
      const rule = inlineRefs(document, limit) as JsonSchema;
      seen.push(op.operationId);
      expect(rule.default, `${op.operationId} default page size`).toBe(
        pageSize[op.operationId] ?? core.DEFAULT_PAGE_SIZE,
      );
      expect(Number(rule.maximum), `${op.operationId} largest page`).toBeGreaterThanOrEqual(
        largest,
      );
    }
    expect(Object.keys(pageSize).filter((id) => !seen.includes(id))).toEqual([]);
  });

  it('on search radius and card numbers', () => {
    const filters = schema('ProjectFilters') as { properties: { radius: JsonSchema } };
    expect(filters.properties.radius.maximum).toBe(core.DEFAULT_SEARCH_RADIUS);
    expect(parameter('listProjects', 'radius').maximum).toBe(core.DEFAULT_SEARCH_RADIUS);
    const card = schema('CardInput') as { properties: { number: { pattern: string } } };
    const number = new RegExp(card.properties.number.pattern, 'u');
    const lengths = [...Object.values(core.CARD_MAX_LENGTHS), core.CARD_FALLBACK_MAX_LENGTH];
    for (const length of lengths) expect('4'.repeat(length)).toMatch(number);
    expect('4'.repeat(Math.max(...lengths) + 1)).not.toMatch(number);
  });
});

/** True when a core `*Schema` is the zod enum of a core list (checked by the enum test above). */
function enumSchemaOf(name: string, list: readonly string[]): boolean {
  const value = (core as Record<string, unknown>)[name] as Partial<ZodLike> | undefined;
  if (!value?.toJSONSchema) return false;
  const states = value.toJSONSchema({ io: 'input', unrepresentable: 'any' });
  return Array.isArray(states.enum) && sameValues(list, states.enum as unknown[]);
}
