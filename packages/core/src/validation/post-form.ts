import { z } from 'zod';
import {
  POST_CATEGORIES,
  REPLY_POLICIES,
  type PostCategory,
  type ReplyPolicy,
} from '../enums/posts';
import { postTextOf } from '../text/post-text';

// The composer's rules. They agree with the contract (openapi/src/components/schemas/posts.yaml:
// PostText, NewPoll, media) and with the server's checks (apps/server/src/modules/posts/compose.ts),
// so a post the form lets through is one the server stores.

/** Longest text the contract accepts, counted on the HTML sent (formatting included). */
export const POST_TEXT_MAX_LENGTH = 20_000;
/** Longest blog title (NewPost.title). */
export const BLOG_TITLE_MAX_LENGTH = 200;
/** Files one post may carry. */
export const POST_MEDIA_MAX_ITEMS = 10;
export const POLL_MIN_CHOICES = 2;
export const POLL_MAX_CHOICES = 4;
export const POLL_CHOICE_MAX_LENGTH = 80;
/** How long a poll runs when no closing time is chosen (the contract's default). */
export const POLL_DEFAULT_DURATION_HOURS = 24;
/** The longest a poll may run: 30 days. */
export const POLL_MAX_DURATION_HOURS = 720;

const HOUR_MS = 3_600_000;

export const POST_FORM_MESSAGES = {
  /** The server's own message for an empty post (compose.ts EMPTY_POST). */
  empty: 'Write something, or add media, a poll or a post to quote.',
  emptyReply: 'Write a reply, or add media.',
  textTooLong: `The text is too long: at most ${POST_TEXT_MAX_LENGTH.toLocaleString('en-US')} characters, formatting included.`,
  tooManyMedia: `Attach at most ${POST_MEDIA_MAX_ITEMS} files.`,
  pollTooFewChoices: `A poll needs at least ${POLL_MIN_CHOICES} choices.`,
  pollTooManyChoices: `A poll has at most ${POLL_MAX_CHOICES} choices.`,
  /** The server's messages for empty and repeated choices. */
  pollChoiceEmpty: 'Poll choices must not be empty.',
  pollChoicesDiffer: 'Poll choices must differ.',
  pollChoiceTooLong: `A choice has at most ${POLL_CHOICE_MAX_LENGTH} characters.`,
  pollClosesInvalid: 'Enter a valid date and time.',
  pollClosesPast: 'The closing time must be in the future.',
  pollClosesTooLate: `A poll can run for at most ${POLL_MAX_DURATION_HOURS / 24} days.`,
  /** The server's own message (compose.ts BLOG_TITLE_MISSING). */
  blogTitleMissing: 'A blog post needs a title.',
  blogTitleTooLong: `A title has at most ${BLOG_TITLE_MAX_LENGTH} characters.`,
  blogTextMissing: 'Write the blog post.',
  category: 'Choose a category from the list.',
  replyPolicy: 'Choose who may reply.',
} as const;

/** What the composer is writing; polls belong to new posts and quotes only (the contract). */
export type PostFormKind = 'new' | 'reply' | 'quote' | 'edit';

export interface PostFormValues {
  kind: PostFormKind;
  /** The editor's HTML. */
  text: string;
  /** Files attached (uploaded, and kept from the post being edited). */
  mediaCount: number;
  /** A poll being added, or null. `closesAt` is a local date-time ("2026-05-01T18:00") or ''. */
  poll: { choices: string[]; closesAt: string } | null;
  category: string;
  replyPolicy: string;
  /** The post holds more than text and media: it quotes a post, or (edited) keeps its poll. */
  keepsContent?: boolean;
  /**
   * A blog post's title (a new post written as a blog: title, long rich text, a cover picture as
   * its first image); undefined for ordinary posts.
   */
  blogTitle?: string | undefined;
}

export interface PostFormData {
  /** Sanitised HTML, or '' when there is no text. */
  text: string;
  poll: { choices: string[]; durationHours: number } | null;
  category: PostCategory;
  replyPolicy: ReplyPolicy;
  /** The trimmed title of a blog post; null for ordinary posts. */
  blogTitle: string | null;
}

const takesPoll = (kind: PostFormKind) => kind === 'new' || kind === 'quote';

/** Whole hours until the poll closes, rounded up: the contract counts polls in hours. */
export function pollDurationHours(closesAt: string, now: number): number | null {
  if (closesAt.trim() === '') return POLL_DEFAULT_DURATION_HOURS;
  const time = Date.parse(closesAt);
  if (Number.isNaN(time)) return null;
  return Math.ceil((time - now) / HOUR_MS);
}

/** The part of zod's refinement context the checks use. */
interface Issues {
  addIssue(issue: { code: 'custom'; path: (string | number)[]; message: string }): void;
}

function checkPoll(poll: NonNullable<PostFormValues['poll']>, now: number, ctx: Issues) {
  const choices = poll.choices.map((choice) => choice.trim());
  if (choices.length < POLL_MIN_CHOICES) {
    ctx.addIssue({
      code: 'custom',
      path: ['poll', 'choices'],
      message: POST_FORM_MESSAGES.pollTooFewChoices,
    });
  }
  if (choices.length > POLL_MAX_CHOICES) {
    ctx.addIssue({
      code: 'custom',
      path: ['poll', 'choices'],
      message: POST_FORM_MESSAGES.pollTooManyChoices,
    });
  }
  const seen = new Set<string>();
  choices.forEach((choice, index) => {
    const path = ['poll', 'choices', index];
    const key = choice.toLowerCase();
    if (choice === '') {
      ctx.addIssue({ code: 'custom', path, message: POST_FORM_MESSAGES.pollChoiceEmpty });
    } else if (choice.length > POLL_CHOICE_MAX_LENGTH) {
      ctx.addIssue({ code: 'custom', path, message: POST_FORM_MESSAGES.pollChoiceTooLong });
    } else if (seen.has(key)) {
      // The server compares choices ignoring case.
      ctx.addIssue({ code: 'custom', path, message: POST_FORM_MESSAGES.pollChoicesDiffer });
    }
    seen.add(key);
  });
  const hours = pollDurationHours(poll.closesAt, now);
  const path = ['poll', 'closesAt'];
  if (hours === null) {
    ctx.addIssue({ code: 'custom', path, message: POST_FORM_MESSAGES.pollClosesInvalid });
  } else if (hours < 1 || Date.parse(poll.closesAt) <= now) {
    ctx.addIssue({ code: 'custom', path, message: POST_FORM_MESSAGES.pollClosesPast });
  } else if (hours > POLL_MAX_DURATION_HOURS) {
    ctx.addIssue({ code: 'custom', path, message: POST_FORM_MESSAGES.pollClosesTooLate });
  }
}

/**
 * The composer's form. Text may be empty only when the post carries media, a poll or a quoted
 * post (text of only spaces or markup is empty, as on the server). `now` reads the clock for the
 * poll's closing time.
 */
export function postFormSchema(now: () => number = Date.now) {
  return z
    .object({
      kind: z.enum(['new', 'reply', 'quote', 'edit']),
      text: z.string(),
      mediaCount: z.number().int().min(0),
      poll: z.object({ choices: z.array(z.string()), closesAt: z.string() }).nullable(),
      category: z.enum(POST_CATEGORIES, { error: POST_FORM_MESSAGES.category }),
      replyPolicy: z.enum(REPLY_POLICIES, { error: POST_FORM_MESSAGES.replyPolicy }),
      keepsContent: z.boolean().optional(),
      blogTitle: z.string().optional(),
    })
    .superRefine((values, ctx) => {
      const text = postTextOf(values.text);
      const blog = values.blogTitle !== undefined;
      const poll = takesPoll(values.kind) && !blog ? values.poll : null;
      if (blog) {
        const title = values.blogTitle!.trim();
        if (title === '') {
          ctx.addIssue({
            code: 'custom',
            path: ['blogTitle'],
            message: POST_FORM_MESSAGES.blogTitleMissing,
          });
        } else if (title.length > BLOG_TITLE_MAX_LENGTH) {
          ctx.addIssue({
            code: 'custom',
            path: ['blogTitle'],
            message: POST_FORM_MESSAGES.blogTitleTooLong,
          });
        }
        if (text === '') {
          ctx.addIssue({
            code: 'custom',
            path: ['text'],
            message: POST_FORM_MESSAGES.blogTextMissing,
          });
        }
      }
      if (!blog && text === '' && values.mediaCount === 0 && !poll && !values.keepsContent) {
        ctx.addIssue({
          code: 'custom',
          path: ['text'],
          message:
            values.kind === 'reply' ? POST_FORM_MESSAGES.emptyReply : POST_FORM_MESSAGES.empty,
        });
      }
      if (text.length > POST_TEXT_MAX_LENGTH) {
        ctx.addIssue({ code: 'custom', path: ['text'], message: POST_FORM_MESSAGES.textTooLong });
      }
      if (values.mediaCount > POST_MEDIA_MAX_ITEMS) {
        ctx.addIssue({ code: 'custom', path: ['media'], message: POST_FORM_MESSAGES.tooManyMedia });
      }
      if (poll) checkPoll(poll, now(), ctx);
    })
    .transform((values): PostFormData => ({
      text: postTextOf(values.text),
      poll:
        takesPoll(values.kind) && values.poll && values.blogTitle === undefined
          ? {
              choices: values.poll.choices.map((choice) => choice.trim()),
              durationHours:
                pollDurationHours(values.poll.closesAt, now()) ?? POLL_DEFAULT_DURATION_HOURS,
            }
          : null,
      category: values.category,
      replyPolicy: values.replyPolicy,
      blogTitle: values.blogTitle === undefined ? null : values.blogTitle.trim(),
    }));
}
